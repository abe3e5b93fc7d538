import {
  payeeVerificationOutcomeValues,
  payeeVerificationSchemeValues,
  recipientTypeValues,
} from '@portal/api-types/schema';
import { z } from 'zod';
import type { PayeeVerificationRecord } from '../../recipients/index.js';
import { line } from './contract-formats.js';
import { epochMs } from './fields.js';
import { schemaOf } from './model-link.js';

export const recipientType = z.enum(recipientTypeValues);

export const payeeVerificationSchema = schemaOf<PayeeVerificationRecord>()(
  z.strictObject({
    outcome: z.enum(payeeVerificationOutcomeValues),
    scheme: z.enum(payeeVerificationSchemeValues),
    checkedName: line(140),
    nameHeld: line(140).nullable(),
    accountTypeHeld: recipientType.nullable(),
    checkedAt: epochMs,
  }),
);
