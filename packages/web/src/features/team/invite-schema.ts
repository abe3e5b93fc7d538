import { msg } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { z } from 'zod';
import { emailField } from '../../lib/email-schema';
import { zodMessage } from '../../lib/i18n/zod-message';
import { personName } from '../../lib/person-name';
import { ASSIGNABLE_ROLES, type Role } from './member-model';

type InvitationCreate = components['schemas']['InvitationCreate'];

/** The invite form (rule TEAM-25): a name for the invitee's form, an address the contract accepts, a role but owner. */
export const inviteSchema = z.object({
  first_name: personName('first', 'their'),
  last_name: personName('last', 'their'),
  email: emailField(msg`Enter their email address.`),
  role: z.enum(ASSIGNABLE_ROLES as [Role, ...Role[]], zodMessage(msg`Choose a role.`)),
});

export type InviteFormValues = z.input<typeof inviteSchema>;
export type InviteValues = z.output<typeof inviteSchema>;

/** A new invitation starts as a member: the role most colleagues need. */
export const EMPTY_INVITE: InviteFormValues = { first_name: '', last_name: '', email: '', role: 'member' };

export const INVITE_FIELDS = ['first_name', 'last_name', 'email', 'role'] as const;

export const invitationBody = (values: InviteValues): InvitationCreate => ({ ...values });
