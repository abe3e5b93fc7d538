import { base64 } from '@scure/base';

/**
 * One generic codec between the bank's in-memory values and JSON: what JSON cannot hold goes in as a tagged
 * object (`{"$bigint": "1250"}`, `{"$map": [[key, value], …]}`, `{"$set": […]}`, `{"$bytes": "base64"}`,
 * `{"$date": "…"}`, `{"$undefined": 1}`, `{"$number": "NaN"}`), and a plain object that itself has a key starting
 * with `$` is wrapped (`{"$object": {…}}`) so it is never read as a tag. Anything else (a function, a class
 * instance) throws with its path: a new kind of value in the store fails loudly instead of exporting wrong.
 */
export type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded };

export class StateCodecError extends Error {}

const isPlain = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

export function encodeValue(value: unknown, path = '$'): Encoded {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : { $number: String(value) };
    case 'bigint':
      return { $bigint: value.toString() };
    case 'undefined':
      return { $undefined: 1 };
    case 'object':
      break;
    default:
      throw new StateCodecError(`${path}: a ${typeof value} cannot be exported.`);
  }
  if (value === null) return null;
  if (Array.isArray(value)) return value.map((item, i) => encodeValue(item, `${path}[${i}]`));
  if (value instanceof Map)
    return {
      $map: [...value].map(([k, v], i) => [
        encodeValue(k, `${path}.key${i}`),
        encodeValue(v, `${path}.get(${String(k)})`),
      ]),
    };
  if (value instanceof Set)
    return { $set: [...value].map((item, i) => encodeValue(item, `${path}.set${i}`)) };
  if (value instanceof Uint8Array) return { $bytes: base64.encode(value) };
  if (value instanceof Date) return { $date: value.toISOString() };
  if (!isPlain(value))
    throw new StateCodecError(
      `${path}: a ${value.constructor?.name ?? 'class'} instance cannot be exported.`,
    );
  const out: { [key: string]: Encoded } = {};
  for (const [key, item] of Object.entries(value)) out[key] = encodeValue(item, `${path}.${key}`);
  return Object.keys(out).some((key) => key.startsWith('$')) ? { $object: out } : out;
}

export function decodeValue(value: unknown, path = '$'): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item, i) => decodeValue(item, `${path}[${i}]`));
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const tag = keys.length === 1 && keys[0]?.startsWith('$') ? keys[0] : null;
  if (tag === null) {
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = decodeValue(record[key], `${path}.${key}`);
    return out;
  }
  const inner = record[tag];
  const fail = (what: string) => new StateCodecError(`${path}: ${tag} must hold ${what}.`);
  switch (tag) {
    case '$bigint':
      if (typeof inner !== 'string' || !/^-?\d+$/.test(inner)) throw fail('an integer string');
      return BigInt(inner);
    case '$number':
      if (typeof inner !== 'string') throw fail('a string');
      return Number(inner);
    case '$undefined':
      return undefined;
    case '$date':
      if (typeof inner !== 'string' || Number.isNaN(Date.parse(inner))) throw fail('a date-time');
      return new Date(inner);
    case '$bytes':
      if (typeof inner !== 'string') throw fail('base64 text');
      try {
        return base64.decode(inner);
      } catch {
        throw fail('base64 text');
      }
    case '$set':
      if (!Array.isArray(inner)) throw fail('an array');
      return new Set(inner.map((item, i) => decodeValue(item, `${path}.set${i}`)));
    case '$map':
      if (!Array.isArray(inner) || !inner.every((e) => Array.isArray(e) && e.length === 2))
        throw fail('an array of [key, value] pairs');
      return new Map(
        (inner as [unknown, unknown][]).map(([k, v], i) => [
          decodeValue(k, `${path}.key${i}`),
          decodeValue(v, `${path}.value${i}`),
        ]),
      );
    case '$object': {
      if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) throw fail('an object');
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(inner)) out[key] = decodeValue(item, `${path}.${key}`);
      return out;
    }
    default:
      throw new StateCodecError(`${path}: unknown tag ${tag}.`);
  }
}
