import { setupServer } from 'msw/node';
import { createMockBankHandlers, type MockBankHandlersOptions } from './handlers.js';

/** The mock bank inside vitest (`server.listen()` in a setup file). */
export function createMockBankServer(options: MockBankHandlersOptions = {}) {
  const { handlers, bank } = createMockBankHandlers(options);
  return { server: setupServer(...handlers), bank };
}
