export { approvalSubject, createBatchApprovalChallenge, decideBatch } from './payment-batch-approval.js';
export { createBatchChallenge } from './payment-batch-challenge.js';
export { advancePaymentBatches, rowCounts, rowState, totalsOf } from './payment-batch-progress.js';
export type {
  PaymentBatchChallenge,
  PaymentBatchRecord,
  PaymentBatchRowRecord,
} from './payment-batch-records.js';
export type { BatchTotal } from './payment-batch-rows.js';
export {
  type BatchCheck,
  listBatches,
  requireBatch,
  retryBatch,
  submitBatch,
  validateBatch,
} from './payment-batches.js';
