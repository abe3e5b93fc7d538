export {
  ANSWER_KINDS,
  defaultPhase,
  defaultRetryAfter,
  FAULT_KINDS,
  FAULT_PHASES,
  type Fault,
  type FaultKind,
  type FaultPhase,
  takeFault,
} from './faults.js';
export {
  createJournal,
  type Journal,
  type JournalFilter,
  type JournalRecord,
  type JournalSource,
} from './journal.js';
export {
  drawLatency,
  InvalidLatencyError,
  type Latency,
  type LatencyRule,
  latencyRuleFor,
  parseLatency,
} from './latency.js';
export { NETWORK_STREAM, type NetworkRandom } from './network-random.js';
export { createNetworkState, type NetworkState, nextNetworkId, resetNetwork } from './network-state.js';
export {
  REDACTED,
  redactBody,
  redactHeaders,
  redactJsonText,
  redactQuery,
} from './redact.js';
export type { Call, CallTarget } from './route-match.js';
