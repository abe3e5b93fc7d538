import type { User } from '../../auth/index.js';
import { DEFAULT_PREFERENCES, hashPassword } from '../../auth/index.js';
import type { Locale } from '../../bank/index.js';

/** Grace's TOTP secret is fixed so developers can add it to an authenticator app. */
export const GRACE_TOTP_SECRET = 'GRACEHOPPERNORTHWINDTRADING23456';

export const DEMO_LOGINS = [
  { email: 'ada@northwind.test', password: 'Northwind#2026', note: 'no 2FA, Northwind + Acme' },
  { email: 'grace@northwind.test', password: 'Northwind#2026', note: 'TOTP 2FA' },
  { email: 'new@northwind.test', password: 'Welcome#2026', note: 'first-time login (set password)' },
  { email: 'mo@northwind.test', password: 'Northwind#2026', note: 'no 2FA, Northwind member' },
  { email: 'lin@northwind.test', password: 'Northwind#2026', note: 'no 2FA, Northwind viewer (read-only)' },
] as const;

export function seedUsers(now: number, locale: Locale = DEFAULT_PREFERENCES.locale): User[] {
  const base = {
    phone: null,
    jobTitle: null,
    preferences: { ...DEFAULT_PREFERENCES, locale },
    twoFactorSecret: null,
    pendingTwoFactorSecret: null,
    lastTotpStep: 0,
  };
  return [
    {
      ...base,
      ref: 'usr_ada',
      email: 'ada@northwind.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+447700900123',
      jobTitle: 'Finance Director',
      passwordHash: hashPassword('Northwind#2026'),
      passwordSetupAt: now - 400 * 86_400_000,
      createdAt: now - 420 * 86_400_000,
      lastActiveAt: now - 3_600_000,
      memberships: [
        { orgRef: 'org_northwind', role: 'owner', joinedAt: now - 420 * 86_400_000 },
        { orgRef: 'org_acme', role: 'admin', joinedAt: now - 380 * 86_400_000 },
      ],
    },
    {
      ...base,
      ref: 'usr_grace',
      email: 'grace@northwind.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: 'Treasury Manager',
      passwordHash: hashPassword('Northwind#2026'),
      passwordSetupAt: now - 300 * 86_400_000,
      twoFactorSecret: GRACE_TOTP_SECRET,
      createdAt: now - 310 * 86_400_000,
      lastActiveAt: now - 2 * 86_400_000,
      memberships: [{ orgRef: 'org_northwind', role: 'approver', joinedAt: now - 310 * 86_400_000 }],
    },
    {
      ...base,
      ref: 'usr_new',
      email: 'new@northwind.test',
      firstName: 'Nia',
      lastName: 'Newman',
      passwordHash: hashPassword('Welcome#2026'),
      passwordSetupAt: null,
      createdAt: now - 2 * 86_400_000,
      lastActiveAt: null,
      memberships: [{ orgRef: 'org_northwind', role: 'member', joinedAt: now - 2 * 86_400_000 }],
    },
    {
      ...base,
      ref: 'usr_mo',
      email: 'mo@northwind.test',
      firstName: 'Mo',
      lastName: 'Farah',
      jobTitle: 'Accounts Assistant',
      passwordHash: hashPassword('Northwind#2026'),
      passwordSetupAt: now - 120 * 86_400_000,
      createdAt: now - 130 * 86_400_000,
      lastActiveAt: now - 5 * 86_400_000,
      memberships: [{ orgRef: 'org_northwind', role: 'member', joinedAt: now - 130 * 86_400_000 }],
    },
    {
      ...base,
      ref: 'usr_lin',
      email: 'lin@northwind.test',
      firstName: 'Lin',
      lastName: 'Chen',
      jobTitle: 'External Auditor',
      passwordHash: hashPassword('Northwind#2026'),
      passwordSetupAt: now - 60 * 86_400_000,
      createdAt: now - 70 * 86_400_000,
      lastActiveAt: now - 12 * 86_400_000,
      memberships: [{ orgRef: 'org_northwind', role: 'viewer', joinedAt: now - 70 * 86_400_000 }],
    },
    {
      ...base,
      ref: 'usr_hank',
      email: 'hank@globex.test',
      firstName: 'Hank',
      lastName: 'Scorpio',
      passwordHash: hashPassword('Globex#2026!'),
      passwordSetupAt: now - 200 * 86_400_000,
      createdAt: now - 210 * 86_400_000,
      lastActiveAt: now - 86_400_000,
      memberships: [{ orgRef: 'org_globex', role: 'owner', joinedAt: now - 210 * 86_400_000 }],
    },
  ];
}
