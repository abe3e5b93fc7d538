import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { useMemo, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Modal } from '../../components/ui/modal';
import { useSearchCompanies } from '../../domains/recipients/company-search';
import { useCountriesQuery } from '../../domains/recipients/countries';
import { useCreateRecipientMutation } from '../../domains/recipients/create-recipient';
import { PayeeVerificationNote } from '../../domains/recipients/payee-verification/payee-verification-note';
import { RecipientForm } from '../../domains/recipients/recipient-form/recipient-form';
import {
  fromRecipient,
  mapRecipientFieldErrors,
  type Recipient,
  type RecipientInput,
} from '../../domains/recipients/recipient-form/recipient-form-model';
import { useVerifyPayeeMutation } from '../../domains/recipients/verify-payee';
import { PermissionDeniedState } from '../../domains/session/permission-notice';
import { usePermission } from '../../domains/session/use-permission';
import { AfterFirstPaint } from '../../lib/after-first-paint';
import { toastSuccess } from '../../lib/toast';
import { useUpdateRecipientMutation } from './api/update-recipient';
import { KycDocumentsSection } from './kyc-documents-section';

export type PanelState = { mode: 'create' } | { mode: 'edit'; recipient: Recipient } | null;

interface RecipientPanelProps {
  account: string;
  state: PanelState;
  onChange: (state: PanelState) => void;
}

/** The side panel: create a recipient, then (or when editing) its details and KYC documents. */
export function RecipientPanel({ account, state, onChange }: RecipientPanelProps) {
  const { t } = useLingui();
  const countries = useCountriesQuery();
  const searchCompanies = useSearchCompanies();
  const create = useCreateRecipientMutation(account);
  const verifyPayee = useVerifyPayeeMutation(account);
  const update = useUpdateRecipientMutation(account);
  const [error, setError] = useState<unknown>(null);
  const editing = state?.mode === 'edit' ? state.recipient : null;
  // A role changed while the panel is open (the bank's 403 reloads the user): say why, not a dead form.
  const manage = usePermission('recipients.manage');
  const initialValues = useMemo(() => (editing ? fromRecipient(editing) : undefined), [editing]);
  const serverErrors = useMemo(() => mapRecipientFieldErrors(getFieldErrors(error)), [error]);
  const close = () => {
    setError(null);
    onChange(null);
  };

  const submit = async (body: RecipientInput) => {
    setError(null);
    try {
      if (editing) {
        const saved = await update.mutateAsync({ recipient: editing.ref, body });
        toastSuccess(t`Recipient updated.`);
        onChange({ mode: 'edit', recipient: saved });
      } else {
        const saved = await create.mutateAsync(body);
        toastSuccess(t`Recipient added. You can upload KYC documents now.`);
        onChange({ mode: 'edit', recipient: saved });
      }
    } catch (caught) {
      setError(caught);
    }
  };

  const unmatched = error && Object.keys(serverErrors).length === 0 ? getErrorText(error) : null;

  return (
    <Modal
      open={state !== null}
      onClose={close}
      title={editing ? t`Edit recipient` : t`Add recipient`}
      hideFooter
    >
      {state && manage.reason ? (
        <PermissionDeniedState reason={manage.reason} />
      ) : state ? (
        // The panel's frame is painted first and its long form right after: the click is answered at once.
        <AfterFirstPaint>
          <Stack gap="6">
            {unmatched ? (
              <AlertBanner type="error">
                <span style={{ whiteSpace: 'pre-line' }}>{unmatched}</span>
              </AlertBanner>
            ) : null}
            {editing?.verification ? (
              <PayeeVerificationNote verification={editing.verification} showCheckedAt />
            ) : null}
            <RecipientForm
              // A new form when the panel switches recipient, so the values start from it.
              key={editing?.ref ?? 'new'}
              formLabel={editing ? t`Edit recipient` : t`Add recipient`}
              countries={countries.data ?? []}
              countriesLoading={countries.isPending}
              initialValues={initialValues}
              searchCompanies={searchCompanies}
              onSubmit={submit}
              verifyPayee={verifyPayee.mutateAsync}
              submitting={create.isPending || update.isPending}
              serverErrors={serverErrors}
              submitText={editing ? t`Save changes` : t`Add recipient`}
              onCancel={close}
              // Drawn after the dialog took focus (on its close button): the form takes it to its first field.
              focusFirstField
            />
            {editing ? <KycDocumentsSection account={account} recipient={editing} /> : null}
          </Stack>
        </AfterFirstPaint>
      ) : null}
    </Modal>
  );
}
