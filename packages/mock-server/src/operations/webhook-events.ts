import { type Bank, changeCount, type Store } from '../domain/bank/index.js';
import { enqueueEvent, type WebhookSubscribedEvent, type WebhookWatch } from '../domain/webhooks/index.js';
import { batchSummary } from './payment-batch-presenters.js';
import { fxTrade, payment, transaction } from './presenters.js';

/**
 * Every state change of the bank becomes its webhook events, whatever made it: a request, the clock, a
 * simulation, a scenario. After each of them the bank compares what it sees with what it saw last time; what
 * is new or changed is published once. The watch lives beside the store (a new or imported store starts a
 * fresh one) and only while some endpoint exists, so a bank without endpoints does no work for them.
 */
const watches = new WeakMap<Store, WebhookWatch>();

/** Publishes one event; `data` is only built when some endpoint listens (a first look builds none). */
type Publish = (orgRef: string, type: WebhookSubscribedEvent, data: () => Record<string, unknown>) => void;

const BOOKED = new Set(['completed', 'settled']);
const BATCH_DONE = new Set(['completed', 'partially_failed', 'failed']);
const APPROVAL_ENDED_OTHERWISE = new Set(['awaiting_approval', 'rejected', 'expired', 'cancelled']);

function emptyWatch(store: Store): WebhookWatch {
  return {
    changes: changeCount(store),
    payments: new Map(),
    transactionCounts: new Map(),
    unbookedTransactions: new Map(),
    fxTrades: new Map(),
    paymentBatches: new Map(),
    members: new Map(),
  };
}

function watchPayments(bank: Bank, watch: WebhookWatch, publish: Publish): void {
  for (const p of bank.store.payments.values()) {
    const before = watch.payments.get(p.ref);
    if (before === p.status) continue;
    watch.payments.set(p.ref, p.status);
    const data = () => ({ account: p.orgRef, payment: payment(p) });
    if (before === undefined) publish(p.orgRef, 'payment.created', data);
    else publish(p.orgRef, 'payment.status_changed', () => ({ ...data(), previous_status: before }));
    if (p.status === 'awaiting_approval') publish(p.orgRef, 'payment.awaiting_approval', data);
    if (before === 'awaiting_approval' && p.status === 'rejected')
      publish(p.orgRef, 'payment.rejected', data);
    if (before === 'awaiting_approval' && !APPROVAL_ENDED_OTHERWISE.has(p.status)) {
      publish(p.orgRef, 'payment.approved', data);
    }
  }
}

function watchTransactions(bank: Bank, watch: WebhookWatch, publish: Publish): void {
  const { store } = bank;
  const booked = (bankAccountRef: string, t: Parameters<typeof transaction>[0]) => {
    const orgRef = store.bankAccounts.get(bankAccountRef)?.orgRef;
    if (orgRef)
      publish(orgRef, 'transaction.booked', () => ({ account: orgRef, transaction: transaction(t) }));
  };
  // Entries booked since they were first seen pending.
  for (const [ref, t] of watch.unbookedTransactions) {
    if (!BOOKED.has(t.status)) continue;
    watch.unbookedTransactions.delete(ref);
    booked(t.bankAccountRef, t);
  }
  // Entries added since the last look (each account's list only grows).
  for (const [bankAccountRef, list] of store.transactions) {
    const seen = watch.transactionCounts.get(bankAccountRef) ?? 0;
    for (let i = seen; i < list.length; i++) {
      const t = list[i];
      if (!t) continue;
      if (BOOKED.has(t.status)) booked(bankAccountRef, t);
      else if (t.status === 'pending' || t.status === 'processing') watch.unbookedTransactions.set(t.ref, t);
    }
    watch.transactionCounts.set(bankAccountRef, list.length);
  }
}

function watchFxTrades(bank: Bank, watch: WebhookWatch, publish: Publish): void {
  for (const trade of bank.store.fxTrades.values()) {
    const before = watch.fxTrades.get(trade.ref);
    if (before === trade.status) continue;
    watch.fxTrades.set(trade.ref, trade.status);
    const data = () => ({ account: trade.orgRef, fx_trade: fxTrade(trade) });
    if (trade.status === 'completed') publish(trade.orgRef, 'fx_trade.settled', data);
    if (trade.status === 'failed') publish(trade.orgRef, 'fx_trade.failed', data);
  }
}

function watchPaymentBatches(bank: Bank, watch: WebhookWatch, publish: Publish): void {
  for (const batch of bank.store.paymentBatches.values()) {
    const before = watch.paymentBatches.get(batch.ref);
    if (before === batch.status) continue;
    watch.paymentBatches.set(batch.ref, batch.status);
    if (!BATCH_DONE.has(batch.status)) continue;
    // The batch as its maker sees it (a webhook has no viewer of its own).
    const maker = bank.store.users.get(batch.createdBy.userRef);
    if (!maker) continue;
    publish(batch.orgRef, 'payment_batch.completed', () => ({
      account: batch.orgRef,
      payment_batch: batchSummary(bank, batch, maker),
    }));
  }
}

function watchMembers(bank: Bank, watch: WebhookWatch, publish: Publish): void {
  const now = new Map<string, Map<string, string>>();
  for (const user of bank.store.users.values()) {
    for (const m of user.memberships) {
      const roles = now.get(m.orgRef) ?? new Map<string, string>();
      roles.set(user.ref, m.role);
      now.set(m.orgRef, roles);
    }
  }
  for (const [orgRef, roles] of now) {
    const before = watch.members.get(orgRef);
    for (const [userRef, role] of roles) {
      if (before?.has(userRef)) continue;
      const user = bank.store.users.get(userRef);
      if (user) publish(orgRef, 'member.joined', () => ({ account: orgRef, member: personOf(user, role) }));
    }
  }
  for (const [orgRef, before] of watch.members) {
    for (const [userRef, role] of before) {
      if (now.get(orgRef)?.has(userRef)) continue;
      const user = bank.store.users.get(userRef);
      if (user) publish(orgRef, 'member.removed', () => ({ account: orgRef, member: personOf(user, role) }));
    }
  }
  watch.members = now;
}

const personOf = (
  user: { ref: string; firstName: string; lastName: string; email: string },
  role: string,
) => ({
  user_ref: user.ref,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  role,
});

const WATCHERS = [watchPayments, watchTransactions, watchFxTrades, watchPaymentBatches, watchMembers];

/**
 * Publishes what changed since the last call as webhook events. With no endpoint in the bank it only forgets;
 * the first look after an endpoint appears takes the bank as it is, publishing nothing from before. A look
 * after nothing watched was written (most requests: reads) is skipped.
 */
export function publishChanges(bank: Bank): void {
  const { store } = bank;
  if (store.webhookEndpoints.size === 0) {
    watches.delete(store);
    return;
  }
  const known = watches.get(store);
  const changes = changeCount(store);
  if (known?.changes === changes) return;
  const watch = known ?? emptyWatch(store);
  watch.changes = changes;
  const publish: Publish = (orgRef, type, data) => {
    if (known) enqueueEvent(bank, orgRef, type, data);
  };
  for (const look of WATCHERS) look(bank, watch, publish);
  watches.set(store, watch);
}
