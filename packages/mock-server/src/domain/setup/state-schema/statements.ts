import {
  localeValues,
  statementFileFormatValues,
  transactionExportStatusValues,
} from '@portal/api-types/schema';
import { z } from 'zod';
import type { BalanceConfirmationRecord, TransactionExportRecord } from '../../statements/index.js';
import { line } from './contract-formats.js';
import { balanceMinor, calendarDate, count, currency, epochMs, minor } from './fields.js';
import { schemaOf } from './model-link.js';
import { balanceConfirmationRef, bankAccountRef, orgRef, transactionExportRef, userRef } from './refs.js';

export const balanceConfirmationSchema = schemaOf<BalanceConfirmationRecord>()(
  z.strictObject({
    ref: balanceConfirmationRef,
    verificationReference: z
      .string()
      .regex(/^BC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
    orgRef,
    organizationName: line(200),
    date: calendarDate,
    issuedAt: epochMs,
    requestedBy: z.strictObject({ userRef, name: line(200) }),
    balances: z
      .array(z.strictObject({ bankAccountRef, accountName: line(200), currency, balance: balanceMinor }))
      .max(200),
  }),
);

export const transactionExportSchema = schemaOf<TransactionExportRecord>()(
  z.strictObject({
    ref: transactionExportRef,
    orgRef,
    userRef,
    status: z.enum(transactionExportStatusValues),
    format: z.enum(statementFileFormatValues),
    from: calendarDate,
    to: calendarDate,
    bankAccountRefs: z.array(bankAccountRef).max(50),
    currencies: z.array(currency).max(30),
    rowCount: count.max(100_000),
    totals: z.array(z.strictObject({ currency, totalIn: minor, totalOut: minor })).max(30),
    locale: z.enum(localeValues),
    createdAt: epochMs,
    processingAt: epochMs.nullable(),
    readyAt: epochMs.nullable(),
  }),
);
