import type { Clock } from './clock.js';
import type { BankConfig } from './config.js';
import type { Fault } from './faults.js';
import type { Store } from './store.js';

/**
 * The simulator's state as every domain module sees it. A leaf (types only): the modules that work on the
 * bank import this, and only the composition root (create-bank.ts) imports them back, so no cycle closes here.
 */
export type Bank = {
  config: BankConfig;
  clock: Clock;
  store: Store;
  faults: Fault[];
  reset(): void;
  /** Applies everything the clock has made due (payment progress, expiries). */
  tick(): void;
};
