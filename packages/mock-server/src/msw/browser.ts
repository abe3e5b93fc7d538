import { setupWorker } from 'msw/browser';
import { UnknownScenarioError } from '../domain/setup/index.js';
import { createMockBankHandlers, type MockBankHandlersOptions } from './handlers.js';

/**
 * The in-browser demo bank (`VITE_MOCK=msw`): start it with `await worker.start()`. A scenario name it does not
 * have (`?scenario=` on the demo) is said in the console with the list, and the demo starts on the plain seed.
 */
export function createMockBankWorker(options: MockBankHandlersOptions = {}) {
  let created: ReturnType<typeof createMockBankHandlers>;
  try {
    created = createMockBankHandlers(options);
  } catch (error) {
    if (!(error instanceof UnknownScenarioError)) throw error;
    console.warn(error.message);
    created = createMockBankHandlers({ ...options, bankConfig: { ...options.bankConfig, scenario: null } });
  }
  return { worker: setupWorker(...created.handlers), bank: created.bank };
}
