import { z } from 'zod';
import type { PasswordResetToken } from '../../auth/index.js';
import type { Email } from '../../notifications/index.js';
import type { Invitation } from '../../team/index.js';
import { email, line } from './contract-formats.js';
import { epochMs, ref } from './fields.js';
import { schemaOf } from './model-link.js';
import { invitationRef, orgRef, userRef } from './refs.js';
import { role } from './users.js';

/** The kinds of mail the bank sends (the control API's outbox, not the contract's). */
const MAIL_KINDS = ['password_reset', 'invitation', 'security'] as const satisfies readonly Email['kind'][];

export const emailSchema = schemaOf<Email>()(
  z.strictObject({
    id: ref,
    to: z.string(),
    subject: z.string(),
    kind: z.enum(MAIL_KINDS),
    link: z.string(),
    token: z.string(),
    sentAt: epochMs,
  }),
);

export const invitationSchema = schemaOf<Invitation>()(
  z.strictObject({
    ref: invitationRef,
    token: ref,
    email,
    firstName: line(100).nullable(),
    lastName: line(100).nullable(),
    orgRef,
    invitedBy: userRef,
    role,
    sentAt: epochMs,
    expiresAt: epochMs,
    acceptedAt: epochMs.nullable(),
    revokedAt: epochMs.nullable(),
  }),
);

export const resetTokenSchema = schemaOf<PasswordResetToken>()(
  z.strictObject({ token: ref, userRef, expiresAt: epochMs, usedAt: epochMs.nullable() }),
);
