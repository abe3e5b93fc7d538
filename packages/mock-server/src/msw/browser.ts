import { setupWorker } from 'msw/browser';
import { createMockBankHandlers, type MockBankHandlersOptions } from './handlers.js';

/** The in-browser demo bank (`VITE_MOCK=msw`): start it with `await worker.start()`. */
export function createMockBankWorker(options: MockBankHandlersOptions = {}) {
  const { handlers, bank } = createMockBankHandlers(options);
  return { worker: setupWorker(...handlers), bank };
}
