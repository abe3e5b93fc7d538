import { auditActionValues, auditTargetTypeValues } from '@portal/api-types/schema';
import { z } from 'zod';
import type { AuditEntry } from '../../team/index.js';
import { ipAddress, line, sha256Hex, userAgent } from './contract-formats.js';
import { epochMs } from './fields.js';
import { schemaOf } from './model-link.js';
import { apiKeyRef, auditEventRef, orgRef, userRef } from './refs.js';
import { role } from './users.js';

/** What an entry says changed: JSON, as the log serves and hashes it (a bigint there could not be). */
const change = z
  .record(z.string(), z.json())
  .refine((fields) => Object.keys(fields).length <= 50, 'at most 50 fields')
  .nullable();

/** Any kind of record the entry is about: a ref with a prefix of two to four letters. */
const targetRef = z.string().regex(/^[a-z]{2,4}_[A-Za-z0-9_]{1,64}$/, 'a ref');

export const auditEntrySchema = schemaOf<AuditEntry>()(
  z.strictObject({
    ref: auditEventRef,
    at: epochMs,
    orgRef: orgRef.nullable(),
    actor: z.strictObject({
      ref: userRef.nullable(),
      name: line(320),
      apiKey: z.strictObject({ ref: apiKeyRef, name: line(60) }).optional(),
    }),
    actorRole: role.nullable(),
    action: z.enum(auditActionValues),
    target: z.strictObject({ type: z.enum(auditTargetTypeValues), ref: targetRef }),
    ip: ipAddress,
    userAgent: userAgent.nullable(),
    before: change,
    after: change,
    prevHash: sha256Hex,
    hash: sha256Hex,
  }),
);
