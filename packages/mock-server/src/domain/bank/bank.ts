import type { Journal, NetworkState } from '../network/index.js';
import type { Clock } from './clock.js';
import type { BankConfig } from './config.js';
import type { Store } from './store.js';

/**
 * The simulator's state as every domain module sees it. A leaf (types only): the modules that work on the
 * bank import this, and only the composition root (create-bank.ts) imports them back, so no cycle closes here.
 */
export type Bank = {
  config: BankConfig;
  clock: Clock;
  store: Store;
  /** Latency, injected faults and their random stream: the running bank's, never part of its exported state. */
  network: NetworkState;
  /** The last API requests and answers (MOCK_JOURNAL_SIZE): kept across a reset, never exported. */
  journal: Journal;
  /** Back to the start: the seed, in the scenario the bank started in (config.scenario at creation). */
  reset(): void;
  /** Rebuilds the bank in this scenario (null: the plain seed); throws UnknownScenarioError for another name. */
  useScenario(name: string | null): void;
  /** Applies everything the clock has made due (payment progress, expiries). */
  tick(): void;
};
