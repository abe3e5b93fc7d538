import type { Bank } from '../domain/bank/index.js';
import type { ControlResult } from './control-result.js';
import { clearRequests, listRequests } from './journal-control.js';
import {
  addFault,
  clearFault,
  clearFaults,
  clearLatency,
  clearLatencyRule,
  listFaults,
  listLatency,
  setLatency,
} from './network-control.js';
import { applyScenario, listScenarios } from './scenario-control.js';
import { SIMULATIONS, simulationTargets } from './simulation-control.js';
import { getState, putState } from './state-control.js';
import { clearInbox, listInbox } from './webhook-inbox-control.js';

/** What a control route gets from either adapter. */
export type ControlRequest = {
  body: unknown;
  query: Record<string, string | undefined>;
  /** The path's `:name` parameters. */
  params: Record<string, string>;
};

export type ControlRoute = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  handle: (bank: Bank, request: ControlRequest) => ControlResult;
  /** A bank state can be far larger than an API body (many-transactions: several MB). */
  largeBody?: boolean;
};

/**
 * The scenario, state, simulation, webhook inbox and network (latency, faults) controls, declared once for the
 * Fastify routes and the MSW handlers.
 */
export const CONTROL_ROUTES: readonly ControlRoute[] = [
  { method: 'GET', path: '/__mock/scenarios', handle: (bank) => listScenarios(bank) },
  { method: 'POST', path: '/__mock/scenario', handle: (bank, r) => applyScenario(bank, r.body) },
  {
    method: 'GET',
    path: '/__mock/state',
    handle: (bank, r) => getState(bank, r.query.download === '1'),
  },
  { method: 'POST', path: '/__mock/state', handle: (bank, r) => putState(bank, r.body), largeBody: true },
  { method: 'GET', path: '/__mock/webhook-inbox', handle: (bank, r) => listInbox(bank, r.query.inbox) },
  { method: 'DELETE', path: '/__mock/webhook-inbox', handle: (bank) => clearInbox(bank) },
  { method: 'GET', path: '/__mock/simulation-targets', handle: (bank) => simulationTargets(bank) },
  { method: 'GET', path: '/__mock/requests', handle: (bank, r) => listRequests(bank, r.query) },
  { method: 'DELETE', path: '/__mock/requests', handle: (bank) => clearRequests(bank) },
  { method: 'GET', path: '/__mock/latency', handle: (bank) => listLatency(bank) },
  { method: 'POST', path: '/__mock/latency', handle: (bank, r) => setLatency(bank, r.body) },
  { method: 'DELETE', path: '/__mock/latency', handle: (bank) => clearLatency(bank) },
  {
    method: 'DELETE',
    path: '/__mock/latency/:id',
    handle: (bank, r) => clearLatencyRule(bank, r.params.id ?? ''),
  },
  { method: 'GET', path: '/__mock/faults', handle: (bank) => listFaults(bank) },
  { method: 'POST', path: '/__mock/faults', handle: (bank, r) => addFault(bank, r.body) },
  { method: 'DELETE', path: '/__mock/faults', handle: (bank) => clearFaults(bank) },
  { method: 'DELETE', path: '/__mock/faults/:id', handle: (bank, r) => clearFault(bank, r.params.id ?? '') },
  ...Object.entries(SIMULATIONS).map(
    ([name, simulate]): ControlRoute => ({
      method: 'POST',
      path: `/__mock/simulate/${name}`,
      handle: (bank, r) => simulate(bank, r.body),
    }),
  ),
];
