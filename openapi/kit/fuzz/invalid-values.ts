/** The ways the kit breaks a valid request body, each one a kind of input a bank must refuse. */
export const MUTATIONS = [
  'missing required field',
  'wrong type',
  'out of range',
  'unknown property',
  'oversized string',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

type Segment = string | number;
interface Place {
  path: Segment[];
  value: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every place in a JSON value, the root first. */
function places(value: unknown, path: Segment[] = []): Place[] {
  const own: Place = { path, value };
  if (Array.isArray(value)) return [own, ...value.flatMap((item, i) => places(item, [...path, i]))];
  if (isRecord(value)) return [own, ...Object.entries(value).flatMap(([k, v]) => places(v, [...path, k]))];
  return [own];
}

/** A copy of `root` with the place at `path` given `change`'s answer (undefined: the property removed). */
function edited(root: unknown, path: Segment[], change: (old: unknown) => unknown): unknown {
  const copy = structuredClone(root);
  if (path.length === 0) return change(copy);
  let parent = copy as Record<Segment, unknown>;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<Segment, unknown>;
  const last = path[path.length - 1] as Segment;
  const next = change(parent[last]);
  if (next === undefined) delete parent[last];
  else parent[last] = next;
  return copy;
}

/** A value of another JSON type than `old`'s. */
const otherType = (old: unknown): unknown => {
  if (typeof old === 'string') return 12345;
  if (typeof old === 'number') return 'not a number';
  if (typeof old === 'boolean') return 'yes';
  if (old === null) return 0;
  if (Array.isArray(old)) return { item: 'not a list' };
  return 'not an object';
};

/** A value past any bound `old` might have: beyond a number's range, a money string's, or empty. */
const outOfRange = (old: unknown): unknown => {
  if (typeof old === 'number') return Number.isInteger(old) ? -1_000_000_000 : 1e300;
  if (typeof old === 'string' && /^-?\d+(\.\d+)?$/.test(old)) return '-99999999999999999999.999';
  return '';
};

/** The candidate edits of a mutation, in the order of the value's places. */
function candidates(
  value: unknown,
  mutation: Mutation,
): { path: Segment[]; change: (old: unknown) => unknown }[] {
  const all = places(value);
  switch (mutation) {
    case 'missing required field':
      return all
        .filter((p) => p.path.length > 0 && typeof p.path.at(-1) === 'string')
        .map((p) => ({
          path: p.path,
          change: () => undefined,
        }));
    case 'wrong type':
      return all.filter((p) => p.path.length > 0).map((p) => ({ path: p.path, change: otherType }));
    case 'out of range':
      return all
        .filter((p) => typeof p.value === 'number' || typeof p.value === 'string')
        .map((p) => ({ path: p.path, change: outOfRange }));
    case 'unknown property':
      return all
        .filter((p) => isRecord(p.value))
        .map((p) => ({ path: p.path, change: (old) => ({ ...(old as object), unexpected_field: 'x' }) }));
    case 'oversized string':
      return all
        .filter((p) => typeof p.value === 'string')
        .map((p) => ({ path: p.path, change: () => 'x'.repeat(10_000) }));
  }
}

const pointer = (path: Segment[]) =>
  path.length === 0
    ? '/'
    : path.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * `valid` broken by `mutation` at one place, the first from `pick` on (round the value's places) that the
 * schema refuses (`isInvalid`), with that place's JSON pointer; null when no place of the value can be broken
 * that way (no string to oversize, extra properties allowed everywhere).
 */
export function invalidValue(
  valid: unknown,
  mutation: Mutation,
  pick: number,
  isInvalid: (value: unknown) => boolean,
): { value: unknown; at: string } | null {
  const edits = candidates(valid, mutation);
  for (let i = 0; i < edits.length; i++) {
    const edit = edits[(pick + i) % edits.length];
    if (!edit) continue;
    const value = edited(valid, edit.path, edit.change);
    if (isInvalid(value)) return { value, at: pointer(edit.path) };
  }
  return null;
}
