import { webhookSubscribedEventValues } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Bank, noteChange } from '../domain/bank/index.js';
import { createBank } from '../domain/setup/index.js';
import { createWebhookEndpoint } from '../domain/webhooks/index.js';
import { publishChanges } from './webhook-events.js';

const EVERY = [...webhookSubscribedEventValues];

/** A seeded bank with one Northwind endpoint listening to everything, looked at once (nothing published). */
function watchedBank(): Bank {
  const bank = createBank({ seed: 7, frozenClock: true });
  createWebhookEndpoint(bank, 'org_northwind', {
    url: 'https://erp.example/__mock/webhook-inbox/all',
    events: EVERY,
  });
  publishChanges(bank);
  return bank;
}

/** The events published since the seed (whose log holds only test events, which are never published). */
const published = (bank: Bank) =>
  [...bank.store.webhookDeliveries.values()].map((d) => d.eventType).filter((t) => t !== 'webhook.test');

/** These tests write records directly, so they count the change as the bank's own writes do. */
function publishAfterWrite(bank: Bank): void {
  noteChange(bank.store);
  publishChanges(bank);
}

function northwindPayment(bank: Bank, status: string) {
  const payment = [...bank.store.payments.values()].find(
    (p) => p.orgRef === 'org_northwind' && p.status === status,
  );
  if (!payment) throw new Error(`the seed has no ${status} Northwind payment`);
  return payment;
}

describe('publishChanges', () => {
  it('publishes nothing of what the bank held when it first looked, and nothing twice', () => {
    const bank = watchedBank();
    expect(published(bank)).toEqual([]);
    publishChanges(bank);
    expect(published(bank)).toEqual([]);
  });

  it('tells an approval from a rejection by where the payment went from awaiting approval', () => {
    const bank = watchedBank();
    const approved = northwindPayment(bank, 'completed');
    approved.status = 'awaiting_approval';
    publishAfterWrite(bank);
    approved.status = 'pending';
    publishAfterWrite(bank);
    expect(published(bank)).toEqual([
      'payment.status_changed',
      'payment.awaiting_approval',
      'payment.status_changed',
      'payment.approved',
    ]);

    approved.status = 'awaiting_approval';
    publishAfterWrite(bank);
    approved.status = 'rejected';
    publishAfterWrite(bank);
    expect(published(bank).slice(4)).toEqual([
      'payment.status_changed',
      'payment.awaiting_approval',
      'payment.status_changed',
      'payment.rejected',
    ]);
  });

  it('publishes a settled and a failed FX trade, and a batch when it is done', () => {
    const bank = watchedBank();
    const trades = [...bank.store.fxTrades.values()].filter((t) => t.orgRef === 'org_northwind');
    const [first, second] = trades;
    if (!first || !second) throw new Error('the seed has fewer than two Northwind trades');
    first.status = 'processing';
    second.status = 'processing';
    publishAfterWrite(bank);
    first.status = 'completed';
    second.status = 'failed';
    publishAfterWrite(bank);
    expect(published(bank)).toEqual(['fx_trade.settled', 'fx_trade.failed']);

    const batch = [...bank.store.paymentBatches.values()].find((b) => b.orgRef === 'org_northwind');
    if (!batch) throw new Error('the seed has no Northwind batch');
    batch.status = 'processing';
    publishAfterWrite(bank);
    batch.status = 'partially_failed';
    publishAfterWrite(bank);
    expect(published(bank).slice(2)).toEqual(['payment_batch.completed']);
  });

  it("publishes another organization's changes only to that organization's endpoints", () => {
    const bank = watchedBank();
    const globex = [...bank.store.payments.values()].find((p) => p.orgRef === 'org_globex');
    if (!globex) throw new Error('the seed has no Globex payment');
    globex.status = 'cancelled';
    publishAfterWrite(bank);
    expect(published(bank)).toEqual([]);
  });

  it('looks again only once a watched record was written, then publishes all that changed', () => {
    const bank = watchedBank();
    const payment = northwindPayment(bank, 'completed');
    payment.status = 'returned';
    publishChanges(bank);
    expect(published(bank)).toEqual([]);
    noteChange(bank.store);
    publishChanges(bank);
    expect(published(bank)).toEqual(['payment.status_changed']);
  });
});
