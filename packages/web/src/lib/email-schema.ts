import { z } from 'zod';

export const EMAIL_INVALID = 'Enter a valid email address.';

/**
 * An email address as the contract accepts it (format email, at most 254 characters), trimmed; `required` is
 * what an empty field says ("Email is required." on sign-in, "Enter their email address." for an invitee).
 */
export const emailField = (required: string) =>
  z.string().trim().min(1, required).max(254, EMAIL_INVALID).pipe(z.email(EMAIL_INVALID));
