import {
  abaBankDetailsSchemeValues,
  ibanBankDetailsSchemeValues,
  receivingAccountDetailsUsageValues,
  sortCodeBankDetailsSchemeValues,
  swiftBankDetailsSchemeValues,
} from '@portal/api-types/schema';
import { z } from 'zod';
import type { BankDetails, ReceivingAccountDetails } from '../../accounts/index.js';
import { bic } from './contract-formats.js';
import { schemaOf } from './model-link.js';

const digits = (from: number, to = from) => z.string().regex(new RegExp(`^[0-9]{${from},${to}}$`), 'digits');

/** The contract's four schemes, told apart by `scheme`, as a recipient or a receiving account holds them. */
export const bankDetailsSchema = z.discriminatedUnion('scheme', [
  z.strictObject({
    scheme: z.enum(ibanBankDetailsSchemeValues),
    iban: z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/, 'an IBAN'),
    bic,
  }),
  z.strictObject({
    scheme: z.enum(sortCodeBankDetailsSchemeValues),
    sort_code: digits(6),
    account_number: digits(8),
  }),
  z.strictObject({
    scheme: z.enum(abaBankDetailsSchemeValues),
    routing_number: digits(9),
    account_number: digits(4, 17),
  }),
  z.strictObject({
    scheme: z.enum(swiftBankDetailsSchemeValues),
    bic,
    account_number: z.string().regex(/^[A-Z0-9]{1,34}$/, 'an account number'),
  }),
]) satisfies z.ZodType<BankDetails>;

export const receivingAccountDetailsSchema = schemaOf<ReceivingAccountDetails>()(
  z.strictObject({ usage: z.enum(receivingAccountDetailsUsageValues), bank_details: bankDetailsSchema }),
);
