import type { TransactionRecord } from '../../src/domain/accounts/index.js';
import type { Bank, Store } from '../../src/domain/bank/index.js';
import type { FxTradeRecord } from '../../src/domain/fx/index.js';
import type { PaymentRecord } from '../../src/domain/payments/index.js';

const DAY = 86_400_000;
const LIVE: ReadonlySet<PaymentRecord['status']> = new Set([
  'initiated',
  'pending',
  'scheduled',
  'processing',
  'awaiting_approval',
  'approved',
]);

/**
 * The seed without most of its six months of history (a state of a tenth the size, for tests that import
 * hundreds of them): payments and FX trades done more than `days` ago go, with their transactions, unless a
 * standing order, a batch or a notification still points at them. What stays is a bank as the seed made it,
 * but for balances that no longer add up from the ledger.
 */
export function dropOldHistory(bank: Bank, days = 7): void {
  // A state made smaller before any test reads it, not a write the webhook events watch: the maps as they are.
  const store = bank.store as Omit<Store, 'payments' | 'fxTrades' | 'transactions'> & {
    payments: Map<string, PaymentRecord>;
    fxTrades: Map<string, FxTradeRecord>;
    transactions: Map<string, readonly TransactionRecord[]>;
  };
  const since = bank.clock.now() - days * DAY;
  const pointedAt = new Set<string>();
  for (const o of store.standingOrders.values()) if (o.lastPaymentRef) pointedAt.add(o.lastPaymentRef);
  for (const b of store.paymentBatches.values())
    for (const row of b.rows) if (row.paymentRef) pointedAt.add(row.paymentRef);
  for (const list of store.notifications.values())
    for (const n of list) if (n.link && 'paymentRef' in n.link) pointedAt.add(n.link.paymentRef);
  for (const [ref, p] of store.payments) {
    const done = !LIVE.has(p.status) && !p.holding && p.nextTransitionAt === null;
    if (done && p.updatedAt < since && !pointedAt.has(ref)) store.payments.delete(ref);
  }
  for (const [ref, t] of store.fxTrades) if (t.executedAt < since) store.fxTrades.delete(ref);
  for (const [account, list] of store.transactions) {
    store.transactions.set(
      account,
      list.filter(
        (t) =>
          (t.paymentRef === null ? t.bookedAt >= since : store.payments.has(t.paymentRef)) &&
          (t.fxTradeRef === null || store.fxTrades.has(t.fxTradeRef)),
      ),
    );
  }
}
