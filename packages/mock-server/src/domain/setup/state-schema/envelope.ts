import { z } from 'zod';
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
  /** Injected faults, in a state exported before the network was left out of it: read, and not applied. */
  faults: z.array(z.unknown()).optional(),
  rng: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
  store: z.record(z.string(), z.unknown()),
});
