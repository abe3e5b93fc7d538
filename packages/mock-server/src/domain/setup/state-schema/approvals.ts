import { z } from 'zod';
import type { ApprovalRuleRecord, ApproverRecord, PaymentApprovalRecord } from '../../approvals/index.js';
import { line } from './contract-formats.js';
import { calendarDate, currency, epochMs, minor } from './fields.js';
import { schemaOf } from './model-link.js';
import { approvalRuleRef, bankAccountRef, orgRef, userRef } from './refs.js';
import { role } from './users.js';

export const approverSchema = schemaOf<ApproverRecord>()(z.strictObject({ userRef, name: line(200), role }));

export const approvalRuleSchema = schemaOf<ApprovalRuleRecord>()(
  z.strictObject({
    ref: approvalRuleRef,
    orgRef,
    threshold: minor,
    thresholdCurrency: currency,
    bankAccountRef: bankAccountRef.nullable(),
    currency: currency.nullable(),
    firstPaymentToRecipient: z.boolean(),
    approvalsRequired: z.number().int().min(1).max(5),
    approverRoles: z.array(role),
    createdAt: epochMs,
    updatedAt: epochMs,
  }),
);

/** The wait of a payment or batch an approval rule caught. */
export const paymentApprovalSchema = schemaOf<PaymentApprovalRecord>()(
  z.strictObject({
    rule: approvalRuleSchema,
    maker: approverSchema,
    approvals: z.array(approverSchema.extend({ at: epochMs })).max(5),
    rejection: approverSchema.extend({ reason: line(500), at: epochMs }).nullable(),
    expiresAt: epochMs,
    requestedExecutionDate: calendarDate.nullable(),
  }),
);
