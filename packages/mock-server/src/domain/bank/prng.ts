/** mulberry32: tiny, fast, deterministic PRNG; good enough for seed data (never for secrets). */
export type Rng = {
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  id(length: number): string;
  /** Where the sequence stands: `createRng(0, state)` continues it (a bank's state export). */
  state(): number;
};

const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export function createRng(seed: number, resumeAt?: number): Rng {
  let state = (resumeAt ?? seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    id: (length) => {
      let out = '';
      for (let i = 0; i < length; i++) out += ID_ALPHABET[Math.floor(next() * ID_ALPHABET.length)];
      return out;
    },
    state: () => state,
  };
}

/** A stable 32-bit hash (FNV-1a) to derive per-entity randomness from the seed. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
