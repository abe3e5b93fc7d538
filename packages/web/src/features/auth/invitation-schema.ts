import { z } from 'zod';
import { confirmationMatches, newPasswordFields } from '../../domains/security/password-rule';
import { personName } from '../../lib/person-name';

/** What the invitee gives to accept: their name (as the profile stores it) and a new password. */
export const invitationSchema = z
  .object({
    first_name: personName('first'),
    last_name: personName('last'),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);

/** The form's values as typed (names untrimmed); the schema's output is what is sent. */
export type InvitationFormValues = z.input<typeof invitationSchema>;
export type InvitationValues = z.output<typeof invitationSchema>;

/** The fields the bank may refuse with a 422, each shown under its own field. */
export const INVITATION_FIELDS = ['first_name', 'last_name', 'password', 'password_confirmation'] as const;
