import fc from 'fast-check';

/**
 * Random damage to a JSON document (a bank state) for property tests: a node set to null or to a value of
 * another type, dropped, given an extra key, nested deeper, or swapped with a node at the same level.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Key = string | number;
type Path = readonly Key[];

export type Mutation =
  | { kind: 'null' | 'drop'; path: Path }
  | { kind: 'value'; path: Path; value: Json }
  | { kind: 'add'; path: Path; key: string; value: Json }
  | { kind: 'deepen'; path: Path; levels: number }
  | { kind: 'swap'; path: Path; other: Path };

/** Every node but the root, by area (each part of the envelope, each store collection) and then by depth. */
export type Nodes = Map<string, Map<number, Path[]>>;

export function nodesOf(root: Json): Nodes {
  const nodes: Nodes = new Map();
  const stack: [Json, Path][] = [[root, []]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (path.length > 0) {
      const area = path[0] === 'store' && path.length > 1 ? `store.${path[1]}` : String(path[0]);
      const byDepth = nodes.get(area) ?? new Map<number, Path[]>();
      nodes.set(area, byDepth);
      const level = byDepth.get(path.length) ?? [];
      byDepth.set(path.length, level);
      level.push(path);
    }
    if (value === null || typeof value !== 'object') continue;
    const entries: Iterable<[Key, Json]> = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, item] of entries) stack.push([item, [...path, key]]);
  }
  return nodes;
}

/** Values of the wrong type or out of range for most fields, the codec's tags among them. */
const strangeValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    0,
    -1,
    0.5,
    1e300,
    2 ** 53,
    '',
    'x',
    'ZZZ',
    'usr_ada',
    'org_northwind',
    'ba_northwind_ops',
    '2026-02-30',
    [],
    {},
    { $bigint: '1' },
    { $bigint: '-99999999999999999999999' },
    { $map: [] },
    { $set: [] },
    { $date: '2026-03-10T10:00:00Z' },
    { $undefined: 1 },
    { $number: 'NaN' },
    { $number: 'Infinity' },
    { $bytes: 'AAAA' },
    { $object: {} },
    { $unknown: 1 },
  ),
  fc.jsonValue({ maxDepth: 2 }).map((v) => v as Json),
);

/** A node first picked by area, so the small collections (users, organizations) are hit as often as the ledger. */
export function mutation(nodes: Nodes): fc.Arbitrary<Mutation> {
  const areas = [...nodes.keys()].sort();
  return fc.constantFrom(...areas).chain((area) => {
    const byDepth = nodes.get(area) ?? new Map<number, Path[]>();
    const all = [...byDepth.values()].flat();
    return fc.nat(all.length - 1).chain((i) => {
      const path = all[i] ?? [];
      const level = byDepth.get(path.length) ?? [path];
      return fc.oneof(
        fc.constant<Mutation>({ kind: 'null', path }),
        fc.constant<Mutation>({ kind: 'drop', path }),
        strangeValue.map((value): Mutation => ({ kind: 'value', path, value })),
        fc
          .record({ key: fc.string({ maxLength: 8 }), value: strangeValue })
          .map(({ key, value }): Mutation => ({ kind: 'add', path, key, value })),
        fc.constantFrom(1, 2, 70, 5_000).map((levels): Mutation => ({ kind: 'deepen', path, levels })),
        fc.nat(level.length - 1).map((j): Mutation => ({ kind: 'swap', path, other: level[j] ?? path })),
      );
    });
  });
}

const at = (root: Json, path: Path): Json =>
  path.reduce<Json>((node, key) => (node as Record<Key, Json>)[key] ?? null, root);

/** Copies the containers down to `path`'s parent (the rest is shared) and lets `change` edit that parent. */
function edit(root: Json, path: Path, change: (parent: Record<Key, Json>, key: Key) => void): Json {
  const copy = (v: Json): Json => (Array.isArray(v) ? [...v] : { ...(v as Record<string, Json>) });
  const top = copy(root);
  let parent = top as Record<Key, Json>;
  for (const key of path.slice(0, -1)) {
    const child = copy(parent[key] ?? null);
    parent[key] = child;
    parent = child as Record<Key, Json>;
  }
  change(parent, path.at(-1) ?? '');
  return top;
}

const DEEP = '\u0000deep\u0000';

/** The damaged document as JSON text (deep nesting is spliced into the text: JSON.stringify would recurse). */
export function applyMutation(root: Json, m: Mutation): string {
  const node = at(root, m.path);
  let damaged: Json;
  switch (m.kind) {
    case 'null':
      damaged = edit(root, m.path, (parent, key) => {
        parent[key] = null;
      });
      break;
    case 'value':
      damaged = edit(root, m.path, (parent, key) => {
        parent[key] = m.value;
      });
      break;
    case 'drop':
      damaged = edit(root, m.path, (parent, key) => {
        if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
        else delete parent[key];
      });
      break;
    case 'add':
      damaged = edit(root, m.path, (parent, key) => {
        parent[key] = Array.isArray(node)
          ? [...node, m.value]
          : node !== null && typeof node === 'object'
            ? { ...node, [m.key]: m.value }
            : { [m.key]: m.value, value: node };
      });
      break;
    case 'deepen':
      damaged = edit(root, m.path, (parent, key) => {
        parent[key] = DEEP;
      });
      return JSON.stringify(damaged).replace(
        JSON.stringify(DEEP),
        `${'['.repeat(m.levels)}${JSON.stringify(node)}${']'.repeat(m.levels)}`,
      );
    case 'swap': {
      const other = at(root, m.other);
      damaged = edit(root, m.path, (parent, key) => {
        parent[key] = other;
      });
      damaged = edit(damaged, m.other, (parent, key) => {
        parent[key] = node;
      });
      break;
    }
  }
  return JSON.stringify(damaged);
}

/** The mutation in words, for a failure message. */
export function describeMutation(m: Mutation): string {
  const where = (path: Path) => `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`;
  switch (m.kind) {
    case 'value':
      return `${where(m.path)} set to ${JSON.stringify(m.value)}`;
    case 'add':
      return `${where(m.path)} given ${JSON.stringify(m.key)}: ${JSON.stringify(m.value)}`;
    case 'deepen':
      return `${where(m.path)} nested in ${m.levels} arrays`;
    case 'swap':
      return `${where(m.path)} swapped with ${where(m.other)}`;
    default:
      return `${where(m.path)} ${m.kind === 'null' ? 'set to null' : 'dropped'}`;
  }
}
