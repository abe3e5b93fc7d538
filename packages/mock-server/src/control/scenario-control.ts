import type { Bank } from '../domain/bank/index.js';
import { SCENARIOS, UnknownScenarioError } from '../domain/setup/index.js';
import type { ControlResult } from './control-result.js';

/** GET /__mock/scenarios: each scenario with what it shows, and the one the bank is in. */
export function listScenarios(bank: Bank): ControlResult {
  return {
    status: 200,
    body: {
      data: SCENARIOS.map((s) => ({ name: s.name, description: s.description })),
      current: bank.config.scenario,
    },
  };
}

/** POST /__mock/scenario {name}: the bank rebuilt in that scenario (`null`: the plain seed). */
export function applyScenario(bank: Bank, body: unknown): ControlResult {
  const name = (body as { name?: unknown } | null)?.name;
  if (name !== null && typeof name !== 'string')
    return { status: 400, body: { message: 'Send { "name": "<scenario>" } (null: the plain seed).' } };
  try {
    bank.useScenario(name);
  } catch (error) {
    if (!(error instanceof UnknownScenarioError)) throw error;
    return {
      status: 422,
      body: { message: error.message, code: 'unknown_scenario', errors: { name: [error.message] } },
    };
  }
  return { status: 200, body: { ok: true, scenario: name, now: bank.clock.date().toISOString() } };
}
