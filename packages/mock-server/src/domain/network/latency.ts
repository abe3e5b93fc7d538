import { drawBetween, type NetworkRandom } from './network-random.js';
import { type Call, type CallTarget, specificity, targetMatches } from './route-match.js';

/** Round trips of common networks, in ms (a uniform draw in the range for each call). */
const LATENCY_PROFILES: Readonly<Record<string, { minMs: number; maxMs: number }>> = {
  wifi: { minMs: 5, maxMs: 30 },
  '4g': { minMs: 50, maxMs: 150 },
  '3g': { minMs: 300, maxMs: 800 },
  'slow-3g': { minMs: 1000, maxMs: 2500 },
};

/** Two minutes: longer than any client waits, short enough that a typo (250000) is caught. */
export const MAX_LATENCY_MS = 120_000;

/** A latency as written (`3g`, `250`, `100-400`) and the range it draws from. */
export type Latency = { latency: string; minMs: number; maxMs: number };

export type LatencyRule = Latency & CallTarget & { id: string };

const HOW = 'give milliseconds (250), a range (100-400) or a profile (wifi, 4g, 3g, slow-3g)';

/** Reads MOCK_LATENCY or a control request's `latency`: ms, a range of ms, or a profile name. */
export function parseLatency(value: unknown): Latency | { problem: string } {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || text === '') return { problem: `A latency is needed: ${HOW}.` };
  const name = text.toLowerCase();
  const profile = Object.hasOwn(LATENCY_PROFILES, name) ? LATENCY_PROFILES[name] : undefined;
  if (profile) return { latency: name, ...profile };
  const range = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(text);
  if (!range) return { problem: `"${text}" is not a latency: ${HOW}.` };
  const minMs = Number(range[1]);
  const maxMs = range[2] === undefined ? minMs : Number(range[2]);
  if (minMs > maxMs) return { problem: `"${text}": the range's lower end is above its upper end.` };
  if (maxMs > MAX_LATENCY_MS) return { problem: `"${text}": at most ${MAX_LATENCY_MS} ms.` };
  return { latency: range[2] === undefined ? String(minMs) : `${minMs}-${maxMs}`, minMs, maxMs };
}

/** A start setting (MOCK_LATENCY) that does not read: the bank refuses to start with it. */
export class InvalidLatencyError extends Error {}

/** The rule for this call: the most specific that matches (the newest among equals), else the default. */
export function latencyRuleFor(
  rules: readonly LatencyRule[],
  fallback: LatencyRule | null,
  call: Call,
): LatencyRule | null {
  let best: LatencyRule | null = null;
  for (const rule of rules) {
    if (targetMatches(rule, call) && (best === null || specificity(rule) >= specificity(best))) best = rule;
  }
  return best ?? fallback;
}

/** How long this call waits before the bank sees it (0: no rule). */
export function drawLatency(rule: LatencyRule | null, random: NetworkRandom): number {
  return rule === null ? 0 : drawBetween(random, rule.minMs, rule.maxMs);
}
