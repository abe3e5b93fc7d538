import { z } from 'zod';
import type { IdempotencyEntry, StoredResponse } from '../../bank/index.js';
import { epochMs } from './fields.js';
import { schemaOf } from './model-link.js';

const IDEMPOTENCY_STATES = ['in_flight', 'done'] as const satisfies readonly IdempotencyEntry['state'][];

/** Only successful answers are kept, and replayed as JSON: a body must be JSON and its status 2xx. */
const storedResponseSchema = schemaOf<StoredResponse>()(
  z.strictObject({
    status: z.number().int().min(200).max(299),
    body: z.json(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
);

export const idempotencyEntrySchema = schemaOf<IdempotencyEntry>()(
  z.strictObject({
    fingerprint: z.string(),
    state: z.enum(IDEMPOTENCY_STATES),
    response: storedResponseSchema.nullable(),
    createdAt: epochMs,
  }),
);
