import { paymentBatchStatusValues } from '@portal/api-types/schema';
import { z } from 'zod';
import type { PaymentBatchRecord, PaymentBatchRowRecord } from '../../payment-batches/index.js';
import { approverSchema, paymentApprovalSchema } from './approvals.js';
import { line, paymentReference } from './contract-formats.js';
import { calendarDate, currency, epochMs, minor, reasonCode } from './fields.js';
import { schemaOf } from './model-link.js';
import { paymentStatus } from './payments.js';
import { bankAccountRef, orgRef, paymentBatchRef, paymentRef, recipientRef } from './refs.js';

const rowSchema = schemaOf<PaymentBatchRowRecord>()(
  z.strictObject({
    index: z.number().int().min(0).max(999),
    recipientRef,
    recipientName: line(140),
    amount: minor,
    currency,
    fee: minor,
    reasonCode,
    reference: paymentReference,
    requestedExecutionDate: calendarDate.nullable(),
    executionDate: calendarDate,
    confirmPayeeMismatch: z.boolean(),
    status: paymentStatus,
    paymentRef: paymentRef.nullable(),
    failureReason: line(500).nullable(),
  }),
);

export const paymentBatchSchema = schemaOf<PaymentBatchRecord>()(
  z.strictObject({
    ref: paymentBatchRef,
    orgRef,
    bankAccountRef,
    name: line(100).nullable(),
    status: z.enum(paymentBatchStatusValues),
    rows: z.array(rowSchema).min(1).max(1000),
    createdBy: approverSchema,
    createdAt: epochMs,
    updatedAt: epochMs,
    approval: paymentApprovalSchema.nullable(),
    retryOf: paymentBatchRef.nullable(),
    retriedBy: paymentBatchRef.nullable(),
  }),
);
