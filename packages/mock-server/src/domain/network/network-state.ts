import type { Fault } from './faults.js';
import type { Latency, LatencyRule } from './latency.js';
import type { NetworkRandom } from './network-random.js';

/**
 * How the network between the client and the bank behaves: the latency every call waits (a default and rules
 * for some operations or paths), the injected faults and the random stream both draw from. It belongs to the
 * running bank, not to its data: a state export leaves it out.
 */
export type NetworkState = {
  /** The latency of every call no rule names (MOCK_LATENCY, or set by the control API). */
  defaultLatency: LatencyRule | null;
  latencyRules: LatencyRule[];
  faults: Fault[];
  random: NetworkRandom;
  /** The last number given to a rule or fault id (`lat_1`, `flt_2`): the same calls give the same ids. */
  lastId: number;
};

export function createNetworkState(random: NetworkRandom, latency: Latency | null): NetworkState {
  const state: NetworkState = { defaultLatency: null, latencyRules: [], faults: [], random, lastId: 0 };
  resetNetwork(state, random, latency);
  return state;
}

/** Back to how the bank started: its start latency only, no rules nor faults, the stream from its seed. */
export function resetNetwork(state: NetworkState, random: NetworkRandom, latency: Latency | null): void {
  state.random = random;
  state.lastId = 0;
  state.latencyRules.length = 0;
  state.faults.length = 0;
  state.defaultLatency = latency
    ? { id: nextNetworkId(state, 'lat'), operation: null, path: null, method: null, ...latency }
    : null;
}

export function nextNetworkId(state: NetworkState, prefix: 'lat' | 'flt'): string {
  state.lastId += 1;
  return `${prefix}_${state.lastId}`;
}
