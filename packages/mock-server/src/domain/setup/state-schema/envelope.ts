import { z } from 'zod';
import type { Fault } from '../../bank/index.js';
import type { CarriedConfig } from '../carried-config.js';
import { SCENARIOS } from '../scenarios/index.js';
import { epochMs } from './fields.js';
import { schemaOf } from './model-link.js';

/**
 * A span of the sessions' settings, in seconds, at most ten years; at least a second where an answer says it
 * (an access token's `expires_in` is at least 1).
 */
const seconds = (min: 0 | 1) =>
  z
    .number()
    .int()
    .min(min)
    .max(10 * 366 * 86_400);

/** The settings a state carries; times stay within what the clock can add them to and still print. */
const configSchema = schemaOf<CarriedConfig>()(
  z.strictObject({
    seed: z.number().int(),
    scenario: z.enum(SCENARIOS.map((s) => s.name)).nullable(),
    accessTokenTtlSeconds: seconds(1),
    refreshIdleSeconds: seconds(1),
    refreshAbsoluteSeconds: seconds(1),
    refreshGraceSeconds: seconds(0),
    extraTransactions: z.number().int().min(0),
    paymentFailureRate: z.number().min(0).max(1),
    paymentAcceptMs: z.number().min(0).max(86_400_000),
  }),
);

/** As POST /__mock/faults accepts one (control.ts `addFault`). */
const faultSchema = schemaOf<Fault>()(
  z.strictObject({
    path: z.string().startsWith('/'),
    method: z.string().nullable(),
    status: z.number().int().min(100).max(599).nullable(),
    delayMs: z.number().min(0).max(120_000),
    remaining: z.number().int().min(1),
  }),
);

/**
 * Everything of a state around its store (checked as JSON; the store is checked once decoded). The clock
 * comes out as epoch ms.
 */
export const envelopeSchema = z.strictObject({
  version: z.number(),
  exported_at: z.string().optional(),
  clock: z.iso
    .datetime({ offset: true })
    .transform((text) => Date.parse(text))
    .pipe(epochMs),
  config: configSchema,
  faults: z.array(faultSchema),
  rng: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
  store: z.record(z.string(), z.unknown()),
});
