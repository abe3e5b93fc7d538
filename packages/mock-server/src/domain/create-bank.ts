import type { Bank } from './bank.js';
import { createClock } from './clock.js';
import { type BankConfig, defaultConfig } from './config.js';
import { advancePaymentBatches } from './payment-batch-progress.js';
import { advancePayments } from './payment-progress.js';
import { seedStore } from './seed/index.js';
import { makeDueOccurrences } from './standing-order-occurrences.js';
import { createEmptyStore, type Store } from './store.js';

const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** The composition root of the simulator: a seeded store, its clock, and what the clock makes due on each tick. */
export function createBank(overrides: Partial<BankConfig> = {}): Bank {
  const config = defaultConfig(overrides);
  const clock = createClock(config.clockStart, { frozen: config.frozenClock });
  const build = (): Store => {
    const store = createEmptyStore(config.seed);
    seedStore(store, {
      seed: config.seed,
      now: clock.now(),
      extraTransactions: config.extraTransactions,
      webBaseUrl: config.webBaseUrl,
    });
    return store;
  };
  const bank: Bank = {
    config,
    clock,
    store: build(),
    faults: [],
    reset() {
      clock.set(config.clockStart);
      bank.store = build();
      bank.faults.length = 0;
    },
    tick() {
      const now = clock.now();
      makeDueOccurrences(bank, now);
      advancePayments(bank, now);
      advancePaymentBatches(bank, now);
      for (const [key, entry] of bank.store.idempotency) {
        if (entry.state === 'done' && now - entry.createdAt > IDEMPOTENCY_TTL_MS)
          bank.store.idempotency.delete(key);
      }
    },
  };
  return bank;
}
