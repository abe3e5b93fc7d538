import { DomainError } from '../domain/errors.js';
import type { HandlerMap } from './types.js';

const notYet = (): never => {
  throw new DomainError(404, 'The requested payment batch was not found.', { code: 'not_found' });
};

/** Bulk payments (issue 18): validate, challenge, submit, list, read, retry, approve. */
export const paymentBatchHandlers = {
  listPaymentBatches: () => notYet(),
  validatePaymentBatch: () => notYet(),
  createPaymentBatchChallenge: () => notYet(),
  createPaymentBatch: () => notYet(),
  getPaymentBatch: () => notYet(),
  retryPaymentBatch: () => notYet(),
  createPaymentBatchApprovalChallenge: () => notYet(),
  decidePaymentBatch: () => notYet(),
} satisfies Partial<HandlerMap>;
