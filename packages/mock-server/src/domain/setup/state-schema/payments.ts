import { paymentStatusValues } from '@portal/api-types/schema';
import { z } from 'zod';
import type { PaymentRecord } from '../../payments/index.js';
import { paymentApprovalSchema } from './approvals.js';
import { line, paymentReference } from './contract-formats.js';
import { calendarDate, currency, epochMs, minor, reasonCode } from './fields.js';
import { schemaOf } from './model-link.js';
import { payeeVerificationSchema } from './payee-verification.js';
import {
  bankAccountRef,
  orgRef,
  paymentBatchRef,
  paymentRef,
  recipientRef,
  standingOrderRef,
  transactionRef,
  userRef,
} from './refs.js';

export const paymentStatus = z.enum(paymentStatusValues);

export const paymentSchema = schemaOf<PaymentRecord>()(
  z.strictObject({
    ref: paymentRef,
    orgRef,
    bankAccountRef,
    recipientRef,
    recipientName: line(140),
    createdBy: userRef,
    amount: minor,
    currency,
    fee: minor,
    reasonCode,
    reference: paymentReference,
    status: paymentStatus,
    executionDate: calendarDate,
    createdAt: epochMs,
    updatedAt: epochMs,
    timeline: z.array(z.strictObject({ status: paymentStatus, at: epochMs })),
    nextTransitionAt: epochMs.nullable(),
    willFail: z.boolean(),
    holding: z.boolean(),
    transactionRef: transactionRef.nullable(),
    approval: paymentApprovalSchema.optional(),
    payeeVerification: payeeVerificationSchema.optional(),
    standingOrderRef: standingOrderRef.optional(),
    batchRef: paymentBatchRef.optional(),
    failureReason: line(500).optional(),
  }),
);
