import { Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { useMemo } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useSearchCompanies } from '../../domains/recipients/company-search';
import { useCountriesQuery } from '../../domains/recipients/countries';
import { useCreateRecipientMutation } from '../../domains/recipients/create-recipient';
import { RecipientForm } from '../../domains/recipients/recipient-form/recipient-form';
import {
  mapRecipientFieldErrors,
  type Recipient,
  type RecipientInput,
} from '../../domains/recipients/recipient-form/recipient-form-model';
import { useVerifyPayeeMutation } from '../../domains/recipients/verify-payee';
import { toastSuccess } from '../../lib/toast';

export interface InlineRecipientProps {
  account: string;
  onCreated: (recipient: Recipient) => void;
  onCancel: () => void;
}

/** A new recipient added from the recipient step, without leaving the payment. */
export function InlineRecipient({ account, onCreated, onCancel }: InlineRecipientProps) {
  const { t } = useLingui();
  const countries = useCountriesQuery();
  const searchCompanies = useSearchCompanies();
  const create = useCreateRecipientMutation(account);
  const verifyPayee = useVerifyPayeeMutation(account);
  const serverErrors = useMemo(() => mapRecipientFieldErrors(getFieldErrors(create.error)), [create.error]);
  const submit = async (body: RecipientInput) => {
    try {
      const recipient = await create.mutateAsync(body);
      toastSuccess(t`Recipient added.`);
      onCreated(recipient);
    } catch {
      // Shown under the fields (or in the banner below).
    }
  };
  const unmatched =
    create.error && Object.keys(serverErrors).length === 0 ? getErrorText(create.error) : null;
  return (
    <Stack
      gap="4"
      as="section"
      aria-labelledby="new-recipient-heading"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="4"
    >
      <Heading as="h2" size="lg" id="new-recipient-heading">
        <Trans>New recipient</Trans>
      </Heading>
      {unmatched ? <AlertBanner type="error">{unmatched}</AlertBanner> : null}
      <RecipientForm
        formLabel={t`New recipient`}
        countries={countries.data ?? []}
        countriesLoading={countries.isPending}
        searchCompanies={searchCompanies}
        onSubmit={submit}
        verifyPayee={verifyPayee.mutateAsync}
        submitting={create.isPending}
        serverErrors={serverErrors}
        submitText={t`Add and choose`}
        onCancel={onCancel}
      />
    </Stack>
  );
}
