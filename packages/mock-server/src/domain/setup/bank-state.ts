import type { Bank } from '../bank/index.js';
import { createRng } from '../bank/index.js';
import { releaseInterruptedAttempts } from '../webhooks/index.js';
import { CARRIED, type CarriedConfig } from './carried-config.js';
import { type Encoded, encodeValue } from './state-codec.js';
import { readState } from './state-schema/read-state.js';

/**
 * The whole bank as versioned JSON (GET/POST /__mock/state, MOCK_STATE_FILE; rule API-17). Every collection of the store goes
 * through the generic codec (state-codec.ts), so one added later is exported without a change here; the rng is
 * the one value kept as its position. Raise STATE_VERSION when a stored record changes meaning, so an old
 * file is refused with both versions named instead of loading wrong. Version 2: every organization carries
 * its security policy. The network (latency, injected faults) belongs to the running bank, not to its data: it
 * is not exported, and an import leaves it as it is.
 */
export const STATE_VERSION = 2;

export type BankState = {
  version: number;
  exported_at: string;
  /** The bank's clock when exported; an import sets the clock there. */
  clock: string;
  config: CarriedConfig;
  rng: number;
  store: Record<string, Encoded>;
};

export function exportState(bank: Bank): BankState {
  const { rng, ...collections } = bank.store;
  const config = Object.fromEntries(CARRIED.map((key) => [key, bank.config[key]])) as CarriedConfig;
  return {
    version: STATE_VERSION,
    exported_at: new Date().toISOString(),
    clock: bank.clock.date().toISOString(),
    config,
    rng: rng.state(),
    store: encodeValue(collections) as Record<string, Encoded>,
  };
}

/** Why a state cannot be imported: 400 when it is not a bank state at all, 422 when it is one this bank cannot load. */
export class StateImportError extends Error {
  constructor(
    readonly status: 400 | 422,
    message: string,
  ) {
    super(message);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The version as the state gives it, or its kind: anything else it might hold (a deep array) would not print. */
function versionText(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'string') return JSON.stringify(v);
  return Array.isArray(v) ? '(an array)' : `(a ${typeof v})`;
}

/**
 * Checks the whole state first (state-schema/read-state.ts) and only then replaces the bank: a refused state
 * leaves it exactly as it was.
 */
export function importState(bank: Bank, input: unknown): void {
  if (!isObject(input))
    throw new StateImportError(400, 'The state must be a JSON object (from GET /__mock/state).');
  if (input.version !== STATE_VERSION) {
    throw new StateImportError(
      422,
      `The state is version ${versionText(input.version)}; this bank reads version ${STATE_VERSION}. Export it again from this version of the mock bank.`,
    );
  }
  const read = readState(input);
  if ('problem' in read) throw new StateImportError(422, read.problem);
  const { clock, config, rng, store } = read.state;
  bank.store = { ...store, rng: createRng(0, rng) };
  releaseInterruptedAttempts(bank);
  Object.assign(bank.config, config);
  bank.clock.set(clock);
}
