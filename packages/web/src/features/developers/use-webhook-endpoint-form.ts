import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, getErrorText, getFieldErrors } from '@portal/api-types';
import { useState } from 'react';
import { useForm } from '../../lib/use-form';
import {
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  type WebhookEndpoint,
} from './api/webhooks';
import {
  EMPTY_WEBHOOK_ENDPOINT,
  endpointFormValues,
  WEBHOOK_ENDPOINT_FIELDS,
  type WebhookEndpointFormValues,
  type WebhookEndpointValues,
  webhookEndpointBody,
  webhookEndpointSchema,
} from './webhook-endpoint-schema';

/**
 * The add or edit endpoint form: checked here first, then the bank's 422 field errors (an address it refuses,
 * `webhook_url_refused`) under their fields, anything else in the dialog's banner. `onSaved` gets the endpoint.
 */
export function useWebhookEndpointForm(
  account: string,
  editing: WebhookEndpoint | null,
  onSaved: (endpoint: WebhookEndpoint) => void,
) {
  const create = useCreateWebhookEndpointMutation(account);
  const update = useUpdateWebhookEndpointMutation(account, editing?.ref ?? '');
  const initial = editing ? endpointFormValues(editing) : EMPTY_WEBHOOK_ENDPOINT;
  const form = useForm<WebhookEndpointFormValues, unknown, WebhookEndpointValues>({
    resolver: zodResolver(webhookEndpointSchema),
    defaultValues: initial,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    let underFields = 0;
    for (const [field, message] of Object.entries(getFieldErrors(error))) {
      const name = WEBHOOK_ENDPOINT_FIELDS.find((known) => known === field.split('.')[0]);
      if (!name) continue;
      form.setError(name, { type: 'server', message }, { shouldFocus: true });
      underFields += 1;
    }
    const allUnderFields = error instanceof ApiError && error.status === 422 && underFields > 0;
    setFailure(allUnderFields ? null : getErrorText(error));
  };

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    setFailure(null);
    const body = webhookEndpointBody(values);
    if (editing) update.mutate(body, { onSuccess: onSaved, onError });
    else create.mutate(body, { onSuccess: (answer) => onSaved(answer.endpoint), onError });
  });

  /** Back to the form's first values (the dialog closed, or opened on another endpoint). */
  const clear = () => {
    form.reset(initial);
    setFailure(null);
    create.reset();
    update.reset();
  };

  return { form, submit, pending, failure, clear };
}
