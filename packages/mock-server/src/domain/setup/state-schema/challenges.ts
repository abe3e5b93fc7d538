import { z } from 'zod';
import type { PaymentBatchChallenge } from '../../payment-batches/index.js';
import type { ApprovalChallenge, PaymentChallenge } from '../../payments/index.js';
import { count, currency, epochMs, minor } from './fields.js';
import { schemaOf } from './model-link.js';
import {
  bankAccountRef,
  challengeRef,
  orgRef,
  paymentBatchRef,
  paymentRef,
  recipientRef,
  userRef,
} from './refs.js';

/** The two-factor challenges over what a user is about to pay, approve or submit. */
export const paymentChallengeSchema = schemaOf<PaymentChallenge>()(
  z.strictObject({
    ref: challengeRef,
    userRef,
    bankAccountRef,
    recipientRef,
    amount: minor,
    currency,
    expiresAt: epochMs,
    used: z.boolean(),
    failures: count,
  }),
);

export const approvalChallengeSchema = schemaOf<ApprovalChallenge>()(
  z.strictObject({
    ref: challengeRef,
    userRef,
    orgRef,
    payments: z.array(z.strictObject({ ref: paymentRef, recipientRef, amount: minor, currency })),
    expiresAt: epochMs,
    used: z.boolean(),
    failures: count,
  }),
);

export const paymentBatchChallengeSchema = schemaOf<PaymentBatchChallenge>()(
  z.strictObject({
    ref: challengeRef,
    userRef,
    orgRef,
    bankAccountRef,
    batchRef: paymentBatchRef.nullable(),
    totals: z.array(z.strictObject({ currency, count, amount: minor })),
    expiresAt: epochMs,
    used: z.boolean(),
    failures: count,
  }),
);
