import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RecipientForm } from '../../components/recipient-form/recipient-form';
import {
  bankDetailsSummary,
  mapRecipientFieldErrors,
  type Recipient,
  type RecipientInput,
} from '../../components/recipient-form/recipient-form-model';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { StatusBadge } from '../../components/ui/status-badge';
import { useSearchCompanies } from '../../lib/api/company-search';
import { useCountriesQuery } from '../../lib/api/countries';
import { useCreateRecipientMutation } from '../../lib/api/create-recipient';
import { useRecipientSearch } from '../../lib/api/recipient-search';
import { toastSuccess } from '../../lib/toast';
import { useSessionStore } from '../../stores/session-store';
import { useNewPaymentStore } from './model/new-payment-store';
import { STEP_HREF } from './step-links';
import { useDraft } from './use-draft-owner';

const NOT_PAYABLE = new Set(['rejected', 'flagged']);

/** Step 1: pick a recipient, or add one inline. */
export function RecipientStepScreen() {
  const account = useSessionStore((s) => s.currentAccountRef);
  const navigate = useNavigate();
  const draft = useDraft();
  const setRecipient = useNewPaymentStore((s) => s.setRecipient);
  const { recipients, setSearch, searchedFor } = useRecipientSearch(account);
  const [adding, setAdding] = useState(false);
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<Recipient | null>(null);

  const list = useMemo(() => {
    const rows = recipients.data?.data ?? [];
    // A recipient added inline is selectable at once, even before the list is fetched again.
    return created && !rows.some((r) => r.ref === created.ref) ? [created, ...rows] : rows;
  }, [recipients.data, created]);
  const selected = list.find((r) => r.ref === draft.recipientRef);

  const choose = (recipient: Recipient) =>
    setRecipient({
      ref: recipient.ref,
      name: recipient.name,
      currency: recipient.currency,
      summary: bankDetailsSummary(recipient.bank_details),
    });

  const options = list.map((r) => ({
    value: r.ref,
    label: `${r.name} · ${r.currency} · ${bankDetailsSummary(r.bank_details)}${
      NOT_PAYABLE.has(r.status) ? ` (${r.status})` : ''
    }`,
    disabled: NOT_PAYABLE.has(r.status),
  }));

  // The chosen recipient stays shown while the matches of another search are listed.
  const chosenOption = draft.recipientRef
    ? {
        value: draft.recipientRef,
        label: `${draft.recipientName} · ${draft.recipientCurrency ?? ''} · ${draft.recipientSummary}`,
      }
    : null;
  const total = recipients.data?.meta.total ?? 0;
  const shown = recipients.data?.data.length ?? 0;

  const missing = touched && !draft.recipientRef ? 'Choose a recipient or add a new one.' : undefined;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Choose a recipient
        </Heading>
        <Text color="fg.muted">Step 1 of 4: who receives the payment.</Text>
      </Stack>
      {recipients.isError ? <AlertBanner type="error">{getErrorText(recipients.error)}</AlertBanner> : null}
      <SelectField
        label="Recipient"
        required
        loading={recipients.isFetching}
        options={options}
        onSearchChange={setSearch}
        searchedFor={searchedFor}
        selectedOption={chosenOption}
        value={draft.recipientRef}
        onChange={(ref) => {
          const recipient = list.find((r) => r.ref === ref);
          if (recipient) choose(recipient);
        }}
        error={Boolean(missing)}
        errorMessage={missing}
        extraInfo={
          total > shown
            ? `Type to search by name: ${shown} of ${total} recipients are listed.`
            : 'Type to search by name.'
        }
      />
      {selected || draft.recipientRef ? (
        <Box
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          p="4"
          aria-label="Selected recipient"
          role="group"
        >
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" wordBreak="break-word">
                {selected?.name ?? draft.recipientName}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {`${selected?.currency ?? draft.recipientCurrency} · ${
                  selected ? bankDetailsSummary(selected.bank_details) : draft.recipientSummary
                }`}
              </Text>
            </Stack>
            {selected ? <StatusBadge status={selected.status} /> : null}
          </HStack>
        </Box>
      ) : null}
      {adding ? (
        <InlineRecipient
          account={account}
          onCreated={(recipient) => {
            setCreated(recipient);
            choose(recipient);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setAdding(true)}>
          Add a new recipient
        </Button>
      )}
      <HStack justify="flex-end">
        <Button
          onClick={() => {
            setTouched(true);
            if (draft.recipientRef) navigate(STEP_HREF.reason);
          }}
        >
          Continue
        </Button>
      </HStack>
    </Stack>
  );
}

function InlineRecipient({
  account,
  onCreated,
  onCancel,
}: {
  account: string;
  onCreated: (recipient: Recipient) => void;
  onCancel: () => void;
}) {
  const countries = useCountriesQuery();
  const searchCompanies = useSearchCompanies();
  const create = useCreateRecipientMutation(account);
  const serverErrors = useMemo(() => mapRecipientFieldErrors(getFieldErrors(create.error)), [create.error]);
  const submit = async (body: RecipientInput) => {
    try {
      const recipient = await create.mutateAsync(body);
      toastSuccess('Recipient added.');
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
        New recipient
      </Heading>
      {unmatched ? <AlertBanner type="error">{unmatched}</AlertBanner> : null}
      <RecipientForm
        formLabel="New recipient"
        countries={countries.data ?? []}
        countriesLoading={countries.isPending}
        searchCompanies={searchCompanies}
        onSubmit={submit}
        submitting={create.isPending}
        serverErrors={serverErrors}
        submitText="Add and choose"
        onCancel={onCancel}
      />
    </Stack>
  );
}
