export type { ApprovalRuleRecord, ApproverRecord, PaymentApprovalRecord } from './approval-records.js';
export {
  createApprovalRule,
  deleteApprovalRule,
  listApprovalRules,
  updateApprovalRule,
} from './approval-rules.js';
export {
  approverOf,
  eligibleApprovers,
  eligibleRole,
  makesPayments,
  roleIn,
  rolesInWords,
} from './approvers.js';
