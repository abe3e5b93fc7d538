export {
  approvalRefusal,
  approvalStanding,
  createApprovalChallenge,
  decidePayments,
  recallPayment,
  rejectionReason,
  TWO_FACTOR_NEEDED,
  waitingPayments,
} from './approval-decisions.js';
export { APPROVAL_WAIT_MS, holdForApproval, notifyApprovers } from './approval-hold.js';
export { batchMatchingRule, matchingRule, type RuleContext } from './approval-matching.js';
export { previewApproval } from './approval-preview.js';
export type { ApprovalChallenge, PaymentChallenge } from './payment-challenge-records.js';
export { type PaymentFeeQuote, quotePaymentFee } from './payment-fee.js';
export { isPaymentFinal } from './payment-final-statuses.js';
export {
  checkAmount,
  checkCurrency,
  checkPayee,
  checkReasonAndReference,
  checkTarget,
  NOT_PAYABLE,
} from './payment-input.js';
export {
  FINAL_AFTER_MS,
  PROCESSING_AFTER_MS,
  releaseHold,
  setOff,
  statusNotice,
} from './payment-lifecycle.js';
export { advancePayments, PAYEE_BANK_REFUSED } from './payment-progress.js';
export type { PaymentRecord, PaymentStatus } from './payment-records.js';
export { type Schedule, schedule, scheduleOnApproval } from './payment-schedule.js';
export {
  cancelPayment,
  checkAuthorization,
  createPayment,
  createPaymentChallenge,
  feeFor,
  listPaymentsOf,
  makePayment,
  requirePayment,
} from './payments.js';
