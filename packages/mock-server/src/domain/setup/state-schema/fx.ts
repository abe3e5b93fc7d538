import { fxTradeStatusValues } from '@portal/api-types/schema';
import { z } from 'zod';
import type { FxQuoteRecord, FxTradeRecord } from '../../fx/index.js';
import { approverSchema } from './approvals.js';
import { line } from './contract-formats.js';
import { count, currency, epochMs, minor, rate } from './fields.js';
import { schemaOf } from './model-link.js';
import { bankAccountRef, fxQuoteRef, fxTradeRef, orgRef, userRef } from './refs.js';

export const fxQuoteSchema = schemaOf<FxQuoteRecord>()(
  z.strictObject({
    ref: fxQuoteRef,
    orgRef,
    bankAccountRef,
    userRef,
    sellCurrency: currency,
    buyCurrency: currency,
    sellAmount: minor,
    buyAmount: minor,
    rate,
    midRate: rate,
    fee: minor,
    createdAt: epochMs,
    expiresAt: epochMs,
    executedTradeRef: fxTradeRef.nullable(),
    requiresTwoFactor: z.boolean(),
    codeFailures: count,
  }),
);

export const fxTradeSchema = schemaOf<FxTradeRecord>()(
  z.strictObject({
    ref: fxTradeRef,
    status: z.enum(fxTradeStatusValues),
    quoteRef: fxQuoteRef,
    orgRef,
    bankAccountRef,
    sellCurrency: currency,
    buyCurrency: currency,
    sellAmount: minor,
    buyAmount: minor,
    rate,
    midRate: rate,
    fee: minor,
    executedAt: epochMs,
    tradedBy: approverSchema,
    failureReason: line(500).optional(),
  }),
);
