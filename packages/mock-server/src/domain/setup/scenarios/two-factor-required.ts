import type { User } from '../../auth/index.js';
import { DEFAULT_PREFERENCES, hashPassword } from '../../auth/index.js';
import { updateSecurityPolicy } from '../../team/index.js';
import type { Scenario } from './scenario.js';

const DAY = 86_400_000;

/**
 * Northwind's admin who turned the policy on. Only an owner or admin with two-factor authentication of their own
 * may (rule SEC-12), and the seed has none: Ada, the owner, signs in with a password alone and must stay so.
 */
export const POLICY_ADMIN = {
  ref: 'usr_alan',
  email: 'alan@northwind.test',
  password: 'Northwind#2026',
  firstName: 'Alan',
  lastName: 'Turing',
  /** Fixed, like Grace's, so the control page's code or an authenticator app signs him in. */
  totpSecret: 'ALANTURINGNORTHWINDSECURITYADMIN',
} as const;

/**
 * Northwind requires two-factor authentication of its payers: its admin turned the policy on a day ago, through
 * the bank's own rule (so a change of the rule shows here). Everyone who pays with a password alone is refused.
 */
export const twoFactorRequired: Scenario = {
  name: 'two-factor-required',
  description: `Northwind requires 2FA for payments (set by admin ${POLICY_ADMIN.email}): Ada, Mo and Nia are warned and refused (403); Grace pays.`,
  apply: (bank) => {
    const now = bank.clock.now();
    const org = bank.store.organizations.get('org_northwind');
    if (!org) throw new Error('two-factor-required needs the seed organization org_northwind');
    const admin: User = {
      ref: POLICY_ADMIN.ref,
      email: POLICY_ADMIN.email,
      firstName: POLICY_ADMIN.firstName,
      lastName: POLICY_ADMIN.lastName,
      phone: null,
      jobTitle: 'IT & Security Manager',
      preferences: { ...DEFAULT_PREFERENCES },
      passwordHash: hashPassword(POLICY_ADMIN.password),
      passwordSetupAt: now - 90 * DAY,
      twoFactorSecret: POLICY_ADMIN.totpSecret,
      pendingTwoFactorSecret: null,
      lastTotpStep: 0,
      createdAt: now - 90 * DAY,
      lastActiveAt: now - DAY,
      memberships: [{ orgRef: 'org_northwind', role: 'admin', joinedAt: now - 90 * DAY }],
    };
    bank.store.users.set(admin.ref, admin);
    // The rule refuses an author without a second factor (409), so a refusal is thrown here.
    const { after } = updateSecurityPolicy(bank, admin, 'org_northwind', {
      require_two_factor_for_payments: true,
    });
    org.securityPolicy = { ...after, updatedAt: now - DAY };
  },
};
