/**
 * What a latency rule or a fault applies to: one operation, or a path pattern (optionally one method), or,
 * with neither, every operation.
 */
export type CallTarget = { operation: string | null; path: string | null; method: string | null };

/** One API call as dispatch sees it. */
export type Call = { operation: string; method: string; path: string };

const API_PREFIX = '/api/v1';

/** The path without its query, the API prefix and a trailing slash: a pattern may be written with or without `/api/v1`. */
function normalisePath(path: string): string {
  const bare = path.split('?')[0] ?? '';
  const stripped = bare.startsWith(API_PREFIX) ? bare.slice(API_PREFIX.length) : bare;
  return stripped.length > 1 ? stripped.replace(/\/+$/, '') : stripped;
}

const compiled = new Map<string, RegExp>();

/**
 * A `*` inside a pattern stands for one path segment (`/accounts/ * /payments`, without the spaces); a trailing
 * `*` for anything after it (a prefix).
 */
function patternRegExp(pattern: string): RegExp {
  let regexp = compiled.get(pattern);
  if (!regexp) {
    const p = normalisePath(pattern);
    const prefix = p.endsWith('*');
    const body = (prefix ? p.slice(0, -1) : p)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
    regexp = new RegExp(`^${body}${prefix ? '' : '$'}`);
    compiled.set(pattern, regexp);
  }
  return regexp;
}

function pathMatches(pattern: string, path: string): boolean {
  return patternRegExp(pattern).test(normalisePath(path));
}

export function targetMatches(target: CallTarget, call: Call): boolean {
  if (target.method !== null && target.method !== call.method.toUpperCase()) return false;
  if (target.operation !== null) return target.operation === call.operation;
  return target.path === null || pathMatches(target.path, call.path);
}

/**
 * How closely a target names its calls: an operation, then a path without wildcards, then a pattern (the
 * longer, the closer), then a method alone, then every call.
 */
export function specificity(target: CallTarget): number {
  const method = target.method === null ? 0 : 0.5;
  if (target.operation !== null) return 3_000_000 + method;
  if (target.path === null) return method;
  const exact = target.path.includes('*') ? 1_000_000 : 2_000_000;
  return exact + target.path.length + method;
}
