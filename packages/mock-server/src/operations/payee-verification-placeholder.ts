import { DomainError } from '../domain/errors.js';
import type { HandlerMap } from './types.js';

/**
 * Only so this branch compiles: verifyPayee (#17) is built on main. Delete this file (and its line in
 * index.ts) when merging.
 */
export const payeeVerificationPlaceholder = {
  verifyPayee: () => {
    throw new DomainError(404, 'Payee verification is not available on this branch.', { code: 'not_found' });
  },
} satisfies Partial<HandlerMap>;
