import type { components } from '@portal/api-types/schema';

/**
 * The simulator's records of users, their memberships of organizations, password reset tokens (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

export type Role = S['Role'];

export type User = {
  ref: S['UserRef'];
  email: S['Email'];
  firstName: S['UserProfile']['first_name'];
  lastName: S['UserProfile']['last_name'];
  phone: S['UserProfile']['phone'];
  jobTitle: S['UserProfile']['job_title'];
  passwordHash: string;
  passwordSetupAt: number | null;
  twoFactorSecret: string | null;
  pendingTwoFactorSecret: string | null;
  /** Highest TOTP time step already accepted: a code is never accepted twice. */
  lastTotpStep: number;
  createdAt: number;
  /** The user's last authenticated request (tokens.ts `authenticate`); null: never signed in. */
  lastActiveAt: number | null;
  /** Changed with addMembership / removeMembership (bank/watched-writes.ts) only: the webhook events watch them. */
  readonly memberships: readonly Membership[];
  /** Language and appearance, chosen by the user; follows them to every browser. */
  preferences: S['UserPreferences'];
};

/** A user's place in an organization account: their role and when they joined it. */
export type Membership = { orgRef: S['OrganizationRef']; role: Role; joinedAt: number };

export type PasswordResetToken = { token: string; userRef: string; expiresAt: number; usedAt: number | null };
