import {
  transactionDirectionValues,
  transactionStatusValues,
  transactionTypeValues,
} from '@portal/api-types/schema';
import { z } from 'zod';
import type { BalanceRecord, TransactionRecord } from '../../accounts/index.js';
import { line } from './contract-formats.js';
import { balanceMinor, calendarDate, count, currency, epochMs, minor } from './fields.js';
import { schemaOf } from './model-link.js';
import { balanceRef, bankAccountRef, fxTradeRef, paymentRef, transactionRef } from './refs.js';

export const balanceSchema = schemaOf<BalanceRecord>()(
  z.strictObject({
    ref: balanceRef,
    bankAccountRef,
    currency,
    current: balanceMinor,
    held: balanceMinor,
    updatedAt: epochMs,
  }),
);

export const transactionSchema = schemaOf<TransactionRecord>()(
  z.strictObject({
    ref: transactionRef,
    seq: count,
    bankAccountRef,
    type: z.enum(transactionTypeValues),
    direction: z.enum(transactionDirectionValues),
    currency,
    status: z.enum(transactionStatusValues),
    description: line(300),
    amount: minor,
    balanceAfter: balanceMinor,
    counterpartyName: line(140).nullable(),
    paymentRef: paymentRef.nullable(),
    fxTradeRef: fxTradeRef.nullable(),
    bookedAt: epochMs,
    valueDate: calendarDate,
  }),
);
