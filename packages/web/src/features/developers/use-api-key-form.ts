import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, getErrorText, getFieldErrors } from '@portal/api-types';
import { useState } from 'react';
import { useForm } from '../../lib/use-form';
import { type ApiKeyCreated, useCreateApiKeyMutation } from './api/api-keys';
import {
  type API_KEY_FIELDS,
  type ApiKeyFormValues,
  type ApiKeyValues,
  apiKeyBody,
  apiKeySchema,
  EMPTY_API_KEY,
} from './api-key-schema';

/** The bank names the expiry `expires_at`; the form asks for a day. */
const FIELD_OF: Record<string, (typeof API_KEY_FIELDS)[number]> = {
  name: 'name',
  scopes: 'scopes',
  expires_at: 'expires_on',
  expires_on: 'expires_on',
};

/**
 * The create-key form: checked here first, then the bank's 422 field errors under their fields, anything else
 * in the dialog's banner. On success `created` holds the key with its secret, for the one time it is shown.
 */
export function useApiKeyForm(account: string) {
  const create = useCreateApiKeyMutation(account);
  const form = useForm<ApiKeyFormValues, unknown, ApiKeyValues>({
    resolver: zodResolver(apiKeySchema),
    defaultValues: EMPTY_API_KEY,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    setFailure(null);
    create.mutate(apiKeyBody(values), {
      onSuccess: (answer) => {
        form.reset(EMPTY_API_KEY);
        setCreated(answer);
      },
      onError: (error) => {
        let underFields = 0;
        for (const [field, message] of Object.entries(getFieldErrors(error))) {
          const name = FIELD_OF[field.split('.')[0] ?? field];
          if (!name) continue;
          form.setError(name, { type: 'server', message }, { shouldFocus: true });
          underFields += 1;
        }
        const allUnderFields = error instanceof ApiError && error.status === 422 && underFields > 0;
        setFailure(allUnderFields ? null : getErrorText(error));
      },
    });
  });

  /** Back to an empty form, the secret forgotten (the dialog closed). */
  const clear = () => {
    form.reset(EMPTY_API_KEY);
    setFailure(null);
    setCreated(null);
    create.reset();
  };

  return { form, submit, pending: create.isPending, failure, created, clear };
}
