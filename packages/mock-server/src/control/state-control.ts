import type { Bank } from '../domain/bank/index.js';
import { exportState, importState, StateImportError } from '../domain/setup/index.js';
import type { ControlResult } from './control-result.js';

/** GET /__mock/state: the whole bank; `?download=1` as a file named after the bank's time. */
export function getState(bank: Bank, download: boolean): ControlResult {
  const state = exportState(bank);
  const name = `mock-bank-state-${state.clock.replace(/[:.]/g, '-')}.json`;
  return {
    status: 200,
    body: state,
    ...(download ? { headers: { 'content-disposition': `attachment; filename="${name}"` } } : {}),
  };
}

/** POST /__mock/state: replaces the whole bank with an exported one (nothing changes when it is refused). */
export function putState(bank: Bank, body: unknown): ControlResult {
  try {
    importState(bank, body);
  } catch (error) {
    if (!(error instanceof StateImportError)) throw error;
    const code = error.status === 400 ? 'state_invalid' : 'state_not_loadable';
    return { status: error.status, body: { message: error.message, code } };
  }
  return {
    status: 200,
    body: { ok: true, scenario: bank.config.scenario, now: bank.clock.date().toISOString() },
  };
}
