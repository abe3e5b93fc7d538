import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { zodMessage } from '../../lib/i18n/zod-message';
import type { ApiKeyInput, ApiKeyScope } from './api/api-keys';
import { API_KEY_SCOPES, expiryDateTime, orderedScopes, READ_ONLY_SCOPES } from './developers-model';

/** The contract's limit for a key's name. */
export const API_KEY_NAME_MAX_LENGTH = 60;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The create-key form: a name people will read in the audit log, at least one scope, an optional expiry day. */
export const apiKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, zodMessage(msg`Give the key a name, such as what will use it.`))
    .max(API_KEY_NAME_MAX_LENGTH, zodMessage(msg`Use 60 characters or fewer.`))
    .refine((value) => !CONTROL.test(value), zodMessage(msg`Use letters, digits and punctuation only.`)),
  scopes: z
    .array(z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]]))
    .min(1, zodMessage(msg`Choose at least one thing the key may do.`)),
  expires_on: z.string().nullable(),
});

export type ApiKeyFormValues = z.input<typeof apiKeySchema>;
export type ApiKeyValues = z.output<typeof apiKeySchema>;

/** A new key starts read only: the least a system needs to begin with. */
export const EMPTY_API_KEY: ApiKeyFormValues = { name: '', scopes: [...READ_ONLY_SCOPES], expires_on: null };

/** The form's fields the bank's field errors may name (`expires_at` is shown under the expiry day). */
export const API_KEY_FIELDS = ['name', 'scopes', 'expires_on'] as const;

export const apiKeyBody = (values: ApiKeyValues): ApiKeyInput => ({
  name: values.name,
  scopes: orderedScopes(values.scopes),
  expires_at: expiryDateTime(values.expires_on),
});
