import {
  kycContentTypeValues,
  kycDocumentStatusValues,
  recipientStatusValues,
} from '@portal/api-types/schema';
import { z } from 'zod';
import type { KnownPayee, KycDocumentRecord, RecipientRecord } from '../../recipients/index.js';
import { bankDetailsSchema } from './bank-details.js';
import { email, fileName, line, registrationNumber } from './contract-formats.js';
import { currency, epochMs } from './fields.js';
import { schemaOf } from './model-link.js';
import { payeeVerificationSchema, recipientType } from './payee-verification.js';
import { kycDocumentRef, orgRef, recipientRef } from './refs.js';

export const recipientSchema = schemaOf<RecipientRecord>()(
  z.strictObject({
    ref: recipientRef,
    orgRef,
    type: recipientType,
    name: line(140),
    legalName: line(140).nullable(),
    registrationNumber: registrationNumber.nullable(),
    email: email.nullable(),
    country: z.string().regex(/^[A-Z]{2}$/, 'a country code (two capitals)'),
    currency,
    bankDetails: bankDetailsSchema,
    status: z.enum(recipientStatusValues),
    createdAt: epochMs,
    updatedAt: epochMs,
    verification: payeeVerificationSchema.optional(),
  }),
);

export const knownPayeeSchema = schemaOf<KnownPayee>()(
  z.strictObject({ name: line(140), type: recipientType }),
);

export const kycDocumentSchema = schemaOf<KycDocumentRecord>()(
  z.strictObject({
    ref: kycDocumentRef,
    status: z.enum(kycDocumentStatusValues),
    recipientRef,
    documentType: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, 'a document type code'),
    fileName,
    contentType: z.enum(kycContentTypeValues),
    sizeBytes: z
      .number()
      .int()
      .min(1)
      .max(10 * 1024 * 1024),
    uploadedAt: epochMs,
  }),
);
