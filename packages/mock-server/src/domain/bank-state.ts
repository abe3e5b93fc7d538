import type { Bank } from './bank.js';
import type { BankConfig } from './config.js';
import type { Fault } from './faults.js';
import { createRng } from './prng.js';
import { decodeValue, type Encoded, encodeValue, StateCodecError } from './state-codec.js';
import { createEmptyStore, type Store } from './store.js';

/**
 * The whole bank as versioned JSON (GET/POST /__mock/state, MOCK_STATE_FILE; rule API-17). Every collection of the store goes
 * through the generic codec (state-codec.ts), so one added later is exported without a change here; the rng is
 * the one value kept as its position. Raise STATE_VERSION when a stored record changes meaning, so an old
 * file is refused with both versions named instead of loading wrong.
 */
export const STATE_VERSION = 1;

/** The settings a state carries: those that change what the bank does with it (not the environment's). */
const CARRIED = [
  'seed',
  'scenario',
  'accessTokenTtlSeconds',
  'refreshIdleSeconds',
  'refreshAbsoluteSeconds',
  'refreshGraceSeconds',
  'extraTransactions',
  'paymentFailureRate',
  'paymentAcceptMs',
] as const satisfies readonly (keyof BankConfig)[];

type CarriedConfig = Pick<BankConfig, (typeof CARRIED)[number]>;

export type BankState = {
  version: number;
  exported_at: string;
  /** The bank's clock when exported; an import sets the clock there. */
  clock: string;
  config: CarriedConfig;
  faults: Fault[];
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
    faults: bank.faults.map((f) => ({ ...f })),
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

const kindOf = (v: unknown): string =>
  v instanceof Map ? 'map' : Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;

/** Decodes and checks everything first: a refused state leaves the bank as it was. */
export function importState(bank: Bank, input: unknown): void {
  if (!isObject(input))
    throw new StateImportError(400, 'The state must be a JSON object (from GET /__mock/state).');
  if (input.version !== STATE_VERSION) {
    throw new StateImportError(
      422,
      `The state is version ${JSON.stringify(input.version ?? null)}; this bank reads version ${STATE_VERSION}. Export it again from this version of the mock bank.`,
    );
  }
  const clock = typeof input.clock === 'string' ? Date.parse(input.clock) : Number.NaN;
  if (Number.isNaN(clock)) throw new StateImportError(422, 'clock must be a date-time.');
  if (typeof input.rng !== 'number' || !Number.isInteger(input.rng))
    throw new StateImportError(422, 'rng must be an integer.');
  if (!isObject(input.config) || !isObject(input.store) || !Array.isArray(input.faults))
    throw new StateImportError(422, 'config, store (objects) and faults (an array) are required.');
  const config = input.config;
  for (const key of CARRIED) {
    const want = typeof bank.config[key];
    const value = config[key];
    if (!(typeof value === want || (key === 'scenario' && (value === null || typeof value === 'string'))))
      throw new StateImportError(
        422,
        `config.${key} must be a ${key === 'scenario' ? 'string or null' : want}.`,
      );
  }
  let decoded: Record<string, unknown>;
  try {
    decoded = decodeValue(input.store, '$.store') as Record<string, unknown>;
  } catch (error) {
    if (error instanceof StateCodecError) throw new StateImportError(422, error.message);
    throw error;
  }
  const empty = createEmptyStore(0);
  const { rng: _rng, ...expected } = empty;
  const missing = Object.keys(expected).filter((key) => !(key in decoded));
  const unknown = Object.keys(decoded).filter((key) => !(key in expected));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    throw new StateImportError(422, `The state's store does not fit this bank (${parts.join('; ')}).`);
  }
  for (const [key, value] of Object.entries(expected)) {
    if (kindOf(decoded[key]) !== kindOf(value))
      throw new StateImportError(422, `store.${key} must be a ${kindOf(value)}.`);
  }
  const store = { ...decoded, rng: createRng(0, input.rng) } as Store;
  bank.store = store;
  Object.assign(bank.config, Object.fromEntries(CARRIED.map((key) => [key, config[key]])));
  bank.clock.set(clock);
  bank.faults.splice(0, bank.faults.length, ...(input.faults as Fault[]));
}
