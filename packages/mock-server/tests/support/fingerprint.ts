import { createHash } from 'node:crypto';
import type { Store } from '../../src/domain/bank/index.js';

/** A hash of the business state (everything a request could change), for "store unchanged" checks. */
export function storeFingerprint(store: Store): string {
  const replacer = (_key: string, value: unknown) => {
    if (typeof value === 'bigint') return `${value}n`;
    if (value instanceof Map) return [...value.entries()];
    return value;
  };
  const state = {
    seq: store.seq,
    users: store.users,
    balances: store.balances,
    transactions: store.transactions,
    payments: store.payments,
    recipients: store.recipients,
    kycDocuments: store.kycDocuments,
    notifications: store.notifications,
    fxQuotes: store.fxQuotes,
    fxTrades: store.fxTrades,
    outbox: store.outbox,
    invitations: store.invitations,
    resetTokens: store.resetTokens,
    refreshFamilies: store.refreshFamilies,
    loginFailures: store.loginFailures,
    loginChallenges: store.loginChallenges,
    paymentChallenges: store.paymentChallenges,
    idempotency: store.idempotency,
  };
  return createHash('sha256').update(JSON.stringify(state, replacer)).digest('hex');
}
