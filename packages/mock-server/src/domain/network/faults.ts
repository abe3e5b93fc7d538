import { drawChance, type NetworkRandom } from './network-random.js';
import { type Call, type CallTarget, targetMatches } from './route-match.js';

/**
 * What an injected fault does to a call: answer a status, wait, never answer (timeout), cut the connection
 * (drop), or break the bank's own answer (malformed JSON, truncated, sent slowly).
 */
export const FAULT_KINDS = [
  'status',
  'delay',
  'timeout',
  'drop',
  'malformed',
  'truncated',
  'slow_body',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * `request`: the call fails on its way, the bank never sees it. `response`: the bank handles it (a payment is
 * made) and its answer is lost or broken on the way back.
 */
export const FAULT_PHASES = ['request', 'response'] as const;
export type FaultPhase = (typeof FAULT_PHASES)[number];

/** Kinds that break the bank's answer, so there must be one: they act on the response only. */
export const ANSWER_KINDS: ReadonlySet<FaultKind> = new Set(['malformed', 'truncated', 'slow_body']);

/** A lost answer is the classic doubt (was the payment made?); a refused or slowed call is not. */
export function defaultPhase(kind: FaultKind): FaultPhase {
  return kind === 'status' || kind === 'delay' ? 'request' : 'response';
}

/** The Retry-After a 429 or 503 carries when the fault names none (seconds). */
export function defaultRetryAfter(status: number | null): number | null {
  return status === 429 ? 1 : status === 503 ? 5 : null;
}

export type Fault = CallTarget & {
  id: string;
  kind: FaultKind;
  /** The status answered (kind `status`). */
  status: number | null;
  /** Seconds, in the Retry-After header and the body's `retry_after`. */
  retryAfter: number | null;
  /** Waited before the fault acts, at its phase. */
  delayMs: number;
  /** How long a slow body takes to arrive. */
  durationMs: number;
  /** Calls still to hit; null: until cleared. */
  remaining: number | null;
  /** Each matching call is hit with this probability; null: every one. */
  probability: number | null;
  phase: FaultPhase;
};

/**
 * The fault this call meets, if any: the first that matches and (with a probability) draws a hit. A hit uses
 * one of its calls; the last one removes it.
 */
export function takeFault(faults: Fault[], call: Call, random: NetworkRandom): Fault | null {
  for (let i = 0; i < faults.length; i++) {
    const fault = faults[i];
    if (!fault || !targetMatches(fault, call)) continue;
    if (fault.probability !== null && !drawChance(random, fault.probability)) continue;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults.splice(i, 1);
    }
    return fault;
  }
  return null;
}
