import { pathTooDeep } from '../../bank/index.js';
import type { CarriedConfig } from '../carried-config.js';
import { decodeValue, StateCodecError } from '../state-codec.js';
import { envelopeSchema } from './envelope.js';
import { describeIssues } from './issue-path.js';
import { referenceProblem } from './references.js';
import { type StoreCollections, storeSchema } from './store.js';

/** What an import applies, every part checked. */
export type LoadableState = {
  clock: number;
  config: CarriedConfig;
  rng: number;
  store: StoreCollections;
};

/**
 * Far more than a state nests (about a dozen levels), far less than the stack holds: the codec, the schema and
 * the audit chain's hashing all recurse.
 */
const MAX_DEPTH = 64;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Checks a state (of this version) whole before anything of it is used: its depth, then everything around the
 * store as JSON, then the decoded store against its schema, then the links between records a running bank
 * follows. The first problem found comes back with its path.
 */
export function readState(input: Record<string, unknown>): { state: LoadableState } | { problem: string } {
  const deep = pathTooDeep(input, MAX_DEPTH);
  if (deep !== null) return { problem: `${deep}: the state nests deeper than ${MAX_DEPTH} levels.` };
  const envelope = envelopeSchema.safeParse(input);
  if (!envelope.success) return { problem: describeIssues(input, '$', envelope.error) };
  let decoded: unknown;
  try {
    decoded = decodeValue(envelope.data.store, '$.store');
  } catch (error) {
    if (error instanceof StateCodecError) return { problem: error.message };
    throw error;
  }
  if (!isPlainObject(decoded)) return { problem: '$.store: must be an object of collections.' };
  const misfit = collectionsMisfit(decoded);
  if (misfit) return { problem: misfit };
  const store = storeSchema.safeParse(decoded);
  if (!store.success) return { problem: describeIssues(decoded, '$.store', store.error) };
  const broken = referenceProblem(store.data);
  if (broken) return { problem: broken };
  const { clock, config, rng } = envelope.data;
  return { state: { clock, config, rng, store: store.data } };
}

/** Collections missing or unknown, named together: a store of another shape says so in one line. */
function collectionsMisfit(decoded: Record<string, unknown>): string | null {
  const expected = Object.keys(storeSchema.shape);
  const missing = expected.filter((key) => !(key in decoded));
  const unknown = Object.keys(decoded).filter((key) => !expected.includes(key));
  if (missing.length === 0 && unknown.length === 0) return null;
  const parts = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    unknown.length ? `unknown ${unknown.join(', ')}` : '',
  ].filter(Boolean);
  return `The state's store does not fit this bank (${parts.join('; ')}).`;
}
