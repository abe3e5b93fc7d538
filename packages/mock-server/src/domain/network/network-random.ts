/**
 * The network's own random stream (latency ranges, fault probabilities). The bank seeds it apart from the data's
 * stream (setup/create-bank.ts), so a drawn delay never moves a generated reference, and re-seeds it on reset: the
 * same calls after a reset meet the same delays and faults.
 */
export type NetworkRandom = { next(): number };

/** The label the network stream's seed is derived from, with the bank's seed. */
export const NETWORK_STREAM = 'network';

/** A whole number of milliseconds from min to max, both included; a fixed value draws nothing. */
export function drawBetween(random: NetworkRandom, min: number, max: number): number {
  if (max <= min) return min;
  return min + Math.floor(random.next() * (max - min + 1));
}

/** Whether a call with this probability is hit; a certain one (1) draws nothing. */
export function drawChance(random: NetworkRandom, probability: number): boolean {
  if (probability >= 1) return true;
  return random.next() < probability;
}
