import type { Bank } from '../../src/domain/bank/index.js';

/**
 * Where a record the seed holds belongs: its organization (null for the user's own, such as a notification),
 * and its bank account when it has one.
 */
export type RefOwner = { org: string | null; bankAccount?: string };

/** A ref-shaped value of an example: a known prefix, an underscore, the id (invitation tokens included). */
export const REF_SHAPE =
  /^(org|ba|bal|pay|rcp|txn|quo|pbt|so|fxt|ntf|usr|kyc|aud|ivt|exp|apr|chl|inv)_[A-Za-z0-9_-]+$/;

/**
 * Refs only an earlier call makes (a quote, a sign-in or payment challenge), never a seeded record: an
 * example of one shows its shape, and a client following it makes its own first.
 */
export const MADE_BY_AN_EARLIER_CALL = new Set(['quo', 'chl']);

/**
 * The organization (and bank account) of the seeded record `ref` names, as `user` sees it: undefined when the
 * seed has no such record or it is not the user's (another user's notification, another organization's
 * member). An invitation token counts while its invitation is open.
 */
export function seededOwner(bank: Bank, user: string, ref: string): RefOwner | undefined {
  const { store } = bank;
  const account = (bankAccount: string | undefined): RefOwner | undefined => {
    const org = bankAccount ? store.bankAccounts.get(bankAccount)?.orgRef : undefined;
    return org && bankAccount ? { org, bankAccount } : undefined;
  };
  switch (ref.slice(0, ref.indexOf('_'))) {
    case 'org':
      return store.organizations.has(ref) ? { org: ref } : undefined;
    case 'ba':
      return account(ref);
    case 'bal':
      return account(store.balances.get(ref)?.bankAccountRef);
    case 'pay':
      return account(store.payments.get(ref)?.bankAccountRef);
    case 'fxt':
      return account(store.fxTrades.get(ref)?.bankAccountRef);
    case 'txn':
      for (const [bankAccount, rows] of store.transactions)
        if (rows.some((t) => t.ref === ref)) return account(bankAccount);
      return undefined;
    case 'rcp':
      return orgOf(store.recipients.get(ref)?.orgRef);
    case 'pbt':
      return account(store.paymentBatches.get(ref)?.bankAccountRef);
    case 'so':
      return account(store.standingOrders.get(ref)?.bankAccountRef);
    case 'apr':
      return orgOf(store.approvalRules.get(ref)?.orgRef);
    case 'ivt':
      return orgOf([...store.invitations.values()].find((i) => i.ref === ref)?.orgRef);
    case 'inv': {
      const invitation = store.invitations.get(ref);
      const open = invitation && invitation.token === ref && invitation.expiresAt > bank.clock.now();
      return open && !invitation.acceptedAt && !invitation.revokedAt ? { org: invitation.orgRef } : undefined;
    }
    case 'usr': {
      // A user is seen through the organizations the example's user shares with them.
      const mine = new Set(store.users.get(user)?.memberships.map((m) => m.orgRef));
      return orgOf(store.users.get(ref)?.memberships.find((m) => mine.has(m.orgRef))?.orgRef);
    }
    case 'ntf':
      return store.notifications.get(user)?.some((n) => n.ref === ref) ? { org: null } : undefined;
    default:
      return undefined;
  }
}

const orgOf = (org: string | undefined): RefOwner | undefined => (org ? { org } : undefined);
