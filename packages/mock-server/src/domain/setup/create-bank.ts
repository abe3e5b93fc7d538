import type { Bank } from '../bank/index.js';
import {
  type BankConfig,
  createClock,
  createEmptyStore,
  createRng,
  defaultConfig,
  hash32,
  type Store,
} from '../bank/index.js';
import {
  createJournal,
  createNetworkState,
  InvalidLatencyError,
  type Latency,
  NETWORK_STREAM,
  type NetworkRandom,
  parseLatency,
  resetNetwork,
} from '../network/index.js';
import { advancePaymentBatches } from '../payment-batches/index.js';
import { advancePayments } from '../payments/index.js';
import { makeDueOccurrences } from '../standing-orders/index.js';
import { advanceTransactionExports, pruneFileLinks } from '../statements/index.js';
import { pruneDeliveries } from '../webhooks/index.js';
import { findScenario, unknownScenarioMessage } from './scenarios/index.js';
import { seedStore } from './seed/seed.js';

const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** The composition root of the simulator: a seeded store, its clock, and what the clock makes due on each tick. */
export function createBank(overrides: Partial<BankConfig> = {}): Bank {
  // The settings the bank started with; `config` is them as the current scenario changes them.
  const start = defaultConfig(overrides);
  const config: BankConfig = { ...start };
  const clock = createClock(config.clockStart, { frozen: config.frozenClock });
  const startLatency = latencyOf(start.latency);
  // Its own stream: a drawn delay or fault never moves the data's references.
  const networkRandom = (): NetworkRandom => createRng(hash32(`${NETWORK_STREAM}:${config.seed}`));
  const build = (): Store => {
    const store = createEmptyStore(config.seed);
    seedStore(store, {
      seed: config.seed,
      now: clock.now(),
      extraTransactions: config.extraTransactions,
      webBaseUrl: config.webBaseUrl,
      userLocale: config.userLocale,
    });
    return store;
  };
  const bank: Bank = {
    config,
    clock,
    store: createEmptyStore(config.seed),
    network: createNetworkState(networkRandom(), startLatency),
    journal: createJournal(start.journalSize),
    reset() {
      bank.useScenario(start.scenario);
    },
    useScenario(name) {
      const scenario = name === null ? undefined : findScenario(name);
      if (name !== null && !scenario) throw new UnknownScenarioError(name);
      Object.assign(config, start, scenario?.config?.(start) ?? {}, { scenario: name });
      clock.set(config.clockStart);
      bank.store = build();
      resetNetwork(bank.network, networkRandom(), startLatency);
      scenario?.apply?.(bank);
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
      pruneDeliveries(bank, now);
      advanceTransactionExports(bank, now);
      pruneFileLinks(bank, now);
    },
  };
  bank.reset();
  return bank;
}

/** The start latency (MOCK_LATENCY) as a rule's range; one that does not read stops the bank. */
function latencyOf(text: string | null): Latency | null {
  if (text === null) return null;
  const latency = parseLatency(text);
  if ('problem' in latency) throw new InvalidLatencyError(latency.problem);
  return latency;
}

/** A scenario name the bank does not have; its message lists the ones it has. */
export class UnknownScenarioError extends Error {
  constructor(readonly scenario: string) {
    super(unknownScenarioMessage(scenario));
  }
}
