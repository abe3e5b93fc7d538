import type { Bank } from '../domain/bank/index.js';
import { type Fault, type LatencyRule, nextNetworkId } from '../domain/network/index.js';
import type { ControlResult } from './control-result.js';
import { type FieldProblems, readFaultInput, readLatencyInput } from './network-input.js';

const invalid = (what: string, errors: FieldProblems): ControlResult => ({
  status: 400,
  body: {
    message: `Invalid ${what}: ${Object.values(errors).flat().join(' ')}`,
    code: 'validation_failed',
    errors,
  },
});

const notFound = (what: string, id: string): ControlResult => ({
  status: 404,
  body: { message: `No ${what} has the id ${id}.`, code: 'not_found' },
});

const latencyView = (rule: LatencyRule) => ({
  id: rule.id,
  operation: rule.operation,
  path: rule.path,
  method: rule.method,
  latency: rule.latency,
  min_ms: rule.minMs,
  max_ms: rule.maxMs,
});

/** GET /__mock/latency: the default every call waits, and the rules for some operations or paths. */
export function listLatency(bank: Bank): ControlResult {
  const { defaultLatency, latencyRules } = bank.network;
  return {
    status: 200,
    body: { default: defaultLatency && latencyView(defaultLatency), data: latencyRules.map(latencyView) },
  };
}

/**
 * POST /__mock/latency: without an operation or a path, the default (MOCK_LATENCY's replaced); else a rule,
 * replacing one for the very same operation, path and method.
 */
export function setLatency(bank: Bank, body: unknown): ControlResult {
  const read = readLatencyInput(body);
  if ('problems' in read) return invalid('latency', read.problems);
  const { network } = bank;
  const rule: LatencyRule = { id: nextNetworkId(network, 'lat'), ...read.target, ...read.latency };
  if (rule.operation === null && rule.path === null) network.defaultLatency = rule;
  else {
    const same = (r: LatencyRule) =>
      r.operation === rule.operation && r.path === rule.path && r.method === rule.method;
    network.latencyRules = [...network.latencyRules.filter((r) => !same(r)), rule];
  }
  return { status: 201, body: { rule: latencyView(rule) } };
}

/** DELETE /__mock/latency: every rule and the default (MOCK_LATENCY's too) cleared. */
export function clearLatency(bank: Bank): ControlResult {
  bank.network.defaultLatency = null;
  bank.network.latencyRules = [];
  return listLatency(bank);
}

/** DELETE /__mock/latency/:id: one rule, or the default. */
export function clearLatencyRule(bank: Bank, id: string): ControlResult {
  const { network } = bank;
  if (network.defaultLatency?.id === id) network.defaultLatency = null;
  else if (network.latencyRules.some((r) => r.id === id))
    network.latencyRules = network.latencyRules.filter((r) => r.id !== id);
  else return notFound('latency rule', id);
  return listLatency(bank);
}

const faultView = (f: Fault) => ({
  id: f.id,
  operation: f.operation,
  path: f.path,
  method: f.method,
  kind: f.kind,
  status: f.status,
  retry_after: f.retryAfter,
  delay_ms: f.delayMs,
  duration_ms: f.kind === 'slow_body' ? f.durationMs : null,
  remaining: f.remaining,
  probability: f.probability,
  phase: f.phase,
});

/** GET /__mock/faults: the faults still waiting for calls, in the order they are tried. */
export function listFaults(bank: Bank): ControlResult {
  return { status: 200, body: { data: bank.network.faults.map(faultView) } };
}

/** POST /__mock/faults: a fault for the next matching calls (network-input.ts reads it). */
export function addFault(bank: Bank, body: unknown): ControlResult {
  const read = readFaultInput(body);
  if ('problems' in read) return invalid('fault', read.problems);
  const fault: Fault = { id: nextNetworkId(bank.network, 'flt'), ...read.fault };
  bank.network.faults.push(fault);
  return { status: 201, body: { fault: faultView(fault) } };
}

export function clearFaults(bank: Bank): ControlResult {
  bank.network.faults.length = 0;
  return listFaults(bank);
}

/** DELETE /__mock/faults/:id */
export function clearFault(bank: Bank, id: string): ControlResult {
  const { faults } = bank.network;
  const at = faults.findIndex((f) => f.id === id);
  if (at < 0) return notFound('fault', id);
  faults.splice(at, 1);
  return listFaults(bank);
}
