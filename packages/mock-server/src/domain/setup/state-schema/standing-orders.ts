import {
  standingOrderEndTypeValues,
  standingOrderScheduleFrequencyValues,
  standingOrderStatusValues,
} from '@portal/api-types/schema';
import { z } from 'zod';
import type { StandingOrderRecord } from '../../standing-orders/index.js';
import { approverSchema } from './approvals.js';
import { line, paymentReference } from './contract-formats.js';
import { calendarDate, count, currency, epochMs, minor, reasonCode } from './fields.js';
import { schemaOf } from './model-link.js';
import { bankAccountRef, orgRef, paymentRef, recipientRef, standingOrderRef } from './refs.js';

const scheduleSchema = schemaOf<StandingOrderRecord['schedule']>()(
  z.strictObject({
    frequency: z.enum(standingOrderScheduleFrequencyValues),
    start_date: calendarDate,
    day_of_month: z.number().int().min(1).max(31).optional(),
    end: z.strictObject({
      type: z.enum(standingOrderEndTypeValues),
      date: calendarDate.optional(),
      count: z.number().int().min(1).max(520).optional(),
    }),
  }),
);

export const standingOrderSchema = schemaOf<StandingOrderRecord>()(
  z.strictObject({
    ref: standingOrderRef,
    orgRef,
    bankAccountRef,
    recipientRef,
    recipientName: line(140),
    amount: minor,
    currency,
    reasonCode,
    reference: paymentReference,
    schedule: scheduleSchema,
    status: z.enum(standingOrderStatusValues),
    cursor: count,
    anchorAt: epochMs,
    skipped: z.array(calendarDate),
    occurrencesMade: count.max(100_000),
    lastPaymentRef: paymentRef.nullable(),
    payeeMismatchConfirmed: z.boolean(),
    createdBy: approverSchema,
    createdAt: epochMs,
    updatedAt: epochMs,
  }),
);
