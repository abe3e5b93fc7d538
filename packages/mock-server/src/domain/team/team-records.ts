import type { components } from '@portal/api-types/schema';
import type { Role } from '../auth/user-records.js';

/**
 * The simulator's records of organizations and their security policy, invitations, the audit log (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

/**
 * An organization's security policy (security-policy.ts): whether everyone who moves its money must use
 * two-factor authentication, and who last changed that (null while never changed).
 */
export type SecurityPolicyRecord = {
  requireTwoFactorForPayments: S['SecurityPolicy']['require_two_factor_for_payments'];
  updatedAt: number | null;
  updatedBy: { userRef: S['UserRef']; name: string } | null;
};

export type Organization = Pick<S['OrganizationAccount'], 'ref' | 'name'> & {
  securityPolicy: SecurityPolicyRecord;
};

export type Invitation = {
  ref: S['InvitationRef'];
  /** The link's current token; a resend replaces it (the old one still points here, and answers 410). */
  token: string;
  email: S['Invitation']['email'];
  /** The invitee's name as the inviter gave it, to prefill the invitation form (null: not given). */
  firstName: S['Invitation']['first_name'];
  lastName: S['Invitation']['last_name'];
  orgRef: S['OrganizationRef'];
  invitedBy: S['UserRef'];
  role: S['Invitation']['role'];
  sentAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  revokedAt: number | null;
};

/** One entry of the bank's hash-chained audit log (see audit-log.ts); `hash` covers every other field. */
export type AuditEntry = {
  ref: S['AuditEventRef'];
  at: number;
  /** Null for user-level events (sign-in, 2FA, password). */
  orgRef: S['OrganizationRef'] | null;
  /** `apiKey` when the person acted through one of their API keys. */
  actor: { ref: S['UserRef'] | null; name: string; apiKey?: { ref: S['ApiKeyRef']; name: string } };
  actorRole: Role | null;
  action: S['AuditAction'];
  target: { type: S['AuditTargetType']; ref: string };
  ip: string;
  userAgent: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  prevHash: string;
  hash: string;
};
