import { DEFAULT_PREFERENCES, hashPassword } from '../../auth/index.js';
import { defaultSecurityPolicy } from '../../team/index.js';
import { balanceRef } from '../seed/organizations.js';
import type { Scenario } from './scenario.js';

export const EMPTY_ORG = {
  ref: 'org_freshstart',
  name: 'Freshstart Ltd',
  bankAccountRef: 'ba_freshstart_main',
  email: 'owner@freshstart.test',
  password: 'Freshstart#2026',
} as const;

const LEDGERLINE = {
  name: 'Ledgerline Bank plc',
  address: '1 Example Street, London EC2A 1AA, United Kingdom',
};

/** A new organization beside the seed's: one owner, one account with nothing on it, no history at all. */
export const emptyOrganization: Scenario = {
  name: 'empty-organization',
  description: `${EMPTY_ORG.email} (${EMPTY_ORG.password}) owns ${EMPTY_ORG.name}: zero balances, no transactions, recipients, payments or notifications.`,
  apply: (bank) => {
    const now = bank.clock.now();
    const { store } = bank;
    store.organizations.set(EMPTY_ORG.ref, {
      ref: EMPTY_ORG.ref,
      name: EMPTY_ORG.name,
      securityPolicy: defaultSecurityPolicy(),
    });
    store.users.set('usr_freshstart', {
      ref: 'usr_freshstart',
      email: EMPTY_ORG.email,
      firstName: 'Frankie',
      lastName: 'Fresh',
      phone: null,
      jobTitle: 'Founder',
      preferences: { ...DEFAULT_PREFERENCES },
      passwordHash: hashPassword(EMPTY_ORG.password),
      passwordSetupAt: now - 86_400_000,
      twoFactorSecret: null,
      pendingTwoFactorSecret: null,
      lastTotpStep: 0,
      createdAt: now - 86_400_000,
      lastActiveAt: null,
      memberships: [{ orgRef: EMPTY_ORG.ref, role: 'owner', joinedAt: now - 86_400_000 }],
    });
    store.bankAccounts.set(EMPTY_ORG.bankAccountRef, {
      ref: EMPTY_ORG.bankAccountRef,
      orgRef: EMPTY_ORG.ref,
      name: 'Main account',
      holderName: EMPTY_ORG.name,
      bank: LEDGERLINE,
      currencies: ['GBP', 'EUR'],
      accountDetails: {
        GBP: [
          {
            usage: 'local',
            bank_details: { scheme: 'sort_code', sort_code: '040004', account_number: '87654320' },
          },
          {
            usage: 'international',
            bank_details: { scheme: 'iban', iban: 'GB47LDGL04000487654320', bic: 'LDGLGB2L' },
          },
        ],
        EUR: [
          {
            usage: 'local',
            bank_details: { scheme: 'iban', iban: 'IE28LDGL93115287654320', bic: 'LDGLIE2D' },
          },
        ],
      },
    });
    for (const currency of ['GBP', 'EUR']) {
      const ref = balanceRef(EMPTY_ORG.bankAccountRef, currency);
      store.balances.set(ref, {
        ref,
        bankAccountRef: EMPTY_ORG.bankAccountRef,
        currency,
        current: 0n,
        held: 0n,
        updatedAt: now,
      });
    }
  },
};
