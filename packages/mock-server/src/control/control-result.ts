import { DomainError } from '../domain/bank/index.js';

/** The developer/test control surface's answers, framework-neutral (Fastify routes and MSW handlers send them). */
export type ControlResult = { status: number; body: unknown; headers?: Record<string, string> };

/** Runs a control action; a refusal by a bank rule answers as the API would (status, message, code, errors). */
export function attempt(action: () => ControlResult): ControlResult {
  try {
    return action();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { code, errors } = error.options;
    return {
      status: error.status,
      body: { message: error.message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) },
    };
  }
}
