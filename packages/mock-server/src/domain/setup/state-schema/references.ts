import type { StoreCollections } from './store.js';

type Keyed = ReadonlyMap<string, { ref: string }>;

/** The collections whose records carry their own key as `ref`: the bank finds a record, then looks it up by ref. */
const keyedByRef = (s: StoreCollections): [string, Keyed][] => [
  ['users', s.users],
  ['organizations', s.organizations],
  ['bankAccounts', s.bankAccounts],
  ['balances', s.balances],
  ['payments', s.payments],
  ['paymentBatches', s.paymentBatches],
  ['standingOrders', s.standingOrders],
  ['recipients', s.recipients],
  ['fxQuotes', s.fxQuotes],
  ['fxTrades', s.fxTrades],
  ['loginChallenges', s.loginChallenges],
  ['paymentChallenges', s.paymentChallenges],
  ['approvalChallenges', s.approvalChallenges],
  ['paymentBatchChallenges', s.paymentBatchChallenges],
  ['approvalRules', s.approvalRules],
];

/**
 * The first link between records that a running bank relies on and that does not hold, or null. Checked are
 * the links whose break answered 500 (a sign-in finds its user by email, then by ref; a refresh issues a
 * session for its family's user); a dangling ref elsewhere the bank answers as not found, so it loads.
 */
export function referenceProblem(store: StoreCollections): string | null {
  for (const [name, records] of keyedByRef(store)) {
    for (const [key, record] of records) {
      if (record.ref !== key)
        return `$.store.${name}.get(${JSON.stringify(key)}).ref: ${JSON.stringify(record.ref)} is not its key.`;
    }
  }
  for (const [key, family] of store.refreshFamilies) {
    if (!store.users.has(family.userRef))
      return `$.store.refreshFamilies.get(${JSON.stringify(key)}).userRef: there is no user ${JSON.stringify(family.userRef)}.`;
  }
  return null;
}
