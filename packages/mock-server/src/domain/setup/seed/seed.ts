import type { Locale, Store } from '../../bank/index.js';
import { createRng } from '../../bank/index.js';
import { defaultSecurityPolicy } from '../../team/index.js';
import { seedApprovalRules } from './approval-rules.js';
import { seedDeveloperSettings } from './developers.js';
import { seedHistory } from './history.js';
import { seedNotifications } from './notifications.js';
import { BANK_ACCOUNTS, balanceRef, ORGS } from './organizations.js';
import { seedPaymentBatches } from './payment-batches.js';
import {
  ACME_RECIPIENT_COUNTRIES,
  GLOBEX_RECIPIENT_COUNTRIES,
  NORTHWIND_RECIPIENT_COUNTRIES,
  seedRecipients,
} from './recipients.js';
import { seedStandingOrders } from './standing-orders.js';
import { seedTransactionExports } from './transaction-exports.js';
import { seedUsers } from './users.js';

export type SeedOptions = {
  seed: number;
  now: number;
  extraTransactions: number;
  webBaseUrl: string;
  /** The seeded users' language (defaults to British English). */
  userLocale?: Locale;
};

export const HEAVY_BANK_ACCOUNT = 'ba_northwind_ops';

/** Fills an empty store: the same seed and start time always give the same bank. */
export function seedStore(store: Store, options: SeedOptions): void {
  const { now } = options;
  const rng = createRng(options.seed);
  for (const u of seedUsers(now, options.userLocale)) store.users.set(u.ref, u);
  for (const o of ORGS) store.organizations.set(o.ref, { ...o, securityPolicy: defaultSecurityPolicy() });
  for (const a of BANK_ACCOUNTS) {
    store.bankAccounts.set(a.ref, {
      ...a,
      currencies: [...a.currencies],
      accountDetails: { ...a.accountDetails },
    });
    for (const currency of a.currencies) {
      const ref = balanceRef(a.ref, currency);
      store.balances.set(ref, {
        ref,
        bankAccountRef: a.ref,
        currency,
        current: 0n,
        held: 0n,
        updatedAt: now,
      });
    }
  }
  const recipients = {
    org_northwind: seedRecipients(store, rng, 'org_northwind', NORTHWIND_RECIPIENT_COUNTRIES, now),
    org_acme: seedRecipients(store, rng, 'org_acme', ACME_RECIPIENT_COUNTRIES, now),
    org_globex: seedRecipients(store, rng, 'org_globex', GLOBEX_RECIPIENT_COUNTRIES, now),
  };
  const creators: Record<string, string> = {
    org_northwind: 'usr_ada',
    org_acme: 'usr_ada',
    org_globex: 'usr_hank',
  };
  for (const account of store.bankAccounts.values()) {
    const orgRecipients = recipients[account.orgRef as keyof typeof recipients] ?? [];
    seedHistory(
      { store, rng, now, seed: options.seed, account, creatorRef: creators[account.orgRef] ?? 'usr_ada' },
      orgRecipients,
      account.ref === HEAVY_BANK_ACCOUNT ? options.extraTransactions : 0,
    );
  }
  const payments = [...store.payments.values()].sort((a, b) => a.updatedAt - b.updatedAt);
  seedNotifications(store, rng, 'usr_ada', payments, now);
  seedNotifications(store, rng, 'usr_grace', payments, now);
  seedInvitations(store, options);
  seedApprovalRules(store, now);
  seedStandingOrders(store, now);
  seedPaymentBatches(store, options.seed);
  seedDeveloperSettings(store, options.seed, now);
  seedTransactionExports(store, now);
}

function seedInvitations(store: Store, options: SeedOptions): void {
  const rng = createRng(options.seed ^ 0x1a71);
  const day = 86_400_000;
  // Sent an hour ago (pending) and 9 days ago (expired 2 days ago): the Team screen shows both states.
  const open = {
    ref: 'ivt_invitee',
    token: `inv_${rng.id(32)}`,
    email: 'invitee@northwind.test',
    sentAt: options.now - 3_600_000,
    expiresAt: options.now - 3_600_000 + 7 * day,
  };
  const expired = {
    ref: 'ivt_late',
    token: `inv_${rng.id(32)}`,
    email: 'late@northwind.test',
    sentAt: options.now - 9 * day,
    expiresAt: options.now - 2 * day,
  };
  for (const inv of [open, expired]) {
    store.invitations.set(inv.token, {
      ...inv,
      orgRef: 'org_northwind',
      invitedBy: 'usr_ada',
      role: 'member',
      firstName: null,
      lastName: null,
      acceptedAt: null,
      revokedAt: null,
    });
    store.outbox.push({
      id: `eml_${rng.id(12)}`,
      to: inv.email,
      subject: 'You have been invited to Northwind Trading Ltd',
      kind: 'invitation',
      link: `${options.webBaseUrl}/invitation?token=${inv.token}`,
      token: inv.token,
      sentAt: inv.sentAt,
    });
  }
}
