import type { BankAccount } from '../accounts/index.js';
import type { User } from '../auth/index.js';
import type { Store } from '../bank/index.js';
import { notFound } from '../bank/index.js';
import type { Organization } from './team-records.js';

/** Authorization by membership: anything outside the user's organizations is simply not found. */
export function requireOrg(store: Store, user: User, orgRef: string): Organization {
  const org = store.organizations.get(orgRef);
  if (!org || !user.memberships.some((m) => m.orgRef === orgRef)) throw notFound('account');
  return org;
}

export function requireBankAccount(
  store: Store,
  user: User,
  orgRef: string,
  bankAccountRef: string,
): BankAccount {
  requireOrg(store, user, orgRef);
  const account = store.bankAccounts.get(bankAccountRef);
  if (!account || account.orgRef !== orgRef) throw notFound('bank account');
  return account;
}

export function bankAccountsOf(store: Store, orgRef: string): BankAccount[] {
  return [...store.bankAccounts.values()].filter((a) => a.orgRef === orgRef);
}

/**
 * The refs of an organization's bank accounts, or only `only` when it is one of them: a bank account of another
 * organization filters to nothing (no hint that it exists).
 */
export function bankAccountRefsOf(store: Store, orgRef: string, only?: string): string[] {
  return bankAccountsOf(store, orgRef)
    .map((a) => a.ref)
    .filter((ref) => !only || ref === only);
}
