import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { zodMessage } from './i18n/zod-message';

export const EMAIL_INVALID = msg`Enter a valid email address.`;

/**
 * An email address as the contract accepts it (format email, at most 254 characters), trimmed; `required` is
 * what an empty field says ("Email is required." on sign-in, "Enter their email address." for an invitee).
 * Written with zod/mini so the sign-in screens load no classic zod; a mini schema nests in a
 * classic `z.object` (the invite form) like any other, both being zod 4 core schemas.
 */
export const emailField = (required: MessageDescriptor) =>
  z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, zodMessage(required)), z.maxLength(254, zodMessage(EMAIL_INVALID))),
    z.email(zodMessage(EMAIL_INVALID)),
  );
