import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { DialogActions } from '../../components/dialog-actions';
import { ChecklistField } from '../../components/ui/checklist-field';
import { Modal } from '../../components/ui/modal';
import { TextInput } from '../../components/ui/text-input';
import type { WebhookEndpoint } from './api/webhooks';
import { eventTypeLabel, WEBHOOK_EVENT_TYPES } from './developers-model';
import { useWebhookEndpointForm } from './use-webhook-endpoint-form';

/** Adds an endpoint, or edits one: its URL, a note for people, and the events it gets (a checklist in words). */
export function WebhookEndpointDialog({
  account,
  endpoint,
  open,
  onClose,
  onSaved,
}: {
  account: string;
  /** The endpoint being edited; null to add one. */
  endpoint: WebhookEndpoint | null;
  open: boolean;
  onClose: () => void;
  onSaved: (endpoint: WebhookEndpoint) => void;
}) {
  const { t } = useLingui();
  const { form, submit, pending, failure, clear } = useWebhookEndpointForm(account, endpoint, onSaved);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const events = useController({ control, name: 'events' });
  // Each opening starts from the endpoint as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form
  useEffect(() => {
    if (open) clear();
  }, [open]);
  const close = () => {
    if (pending) return;
    clear();
    onClose();
  };
  const title = endpoint ? t`Edit webhook endpoint` : t`Add a webhook endpoint`;

  return (
    <Modal open={open} onClose={close} type="other" title={title} hideFooter>
      <form noValidate aria-label={title} onSubmit={submit}>
        <Stack gap="4" pb="2">
          <TextInput
            label={t`Endpoint URL`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            required
            extraInfo={t`Must be https, on a public address your systems receive on.`}
            error={errors.url?.message}
            {...register('url')}
          />
          <TextInput
            label={t`Description`}
            autoComplete="off"
            extraInfo={t`Optional. What receives these events, for the people who read this list.`}
            error={errors.description?.message}
            {...register('description')}
          />
          <ChecklistField
            legend={t`Events to send`}
            name={events.field.name}
            options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabel(type) }))}
            value={events.field.value}
            onChange={events.field.onChange}
            onBlur={events.field.onBlur}
            error={events.fieldState.error?.message}
          />
          <DialogActions
            failure={failure}
            pending={pending}
            onCancel={close}
            submitLabel={endpoint ? t`Save changes` : t`Add endpoint`}
          />
        </Stack>
      </form>
    </Modal>
  );
}
