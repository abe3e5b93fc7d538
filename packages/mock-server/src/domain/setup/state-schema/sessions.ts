import { z } from 'zod';
import type { AccessToken, LoginChallenge, RefreshFamily } from '../../auth/index.js';
import type { FailureRecord, RateWindow } from '../../bank/index.js';
import { count, epochMs, ref } from './fields.js';
import { schemaOf } from './model-link.js';
import { challengeRef, userRef } from './refs.js';

export const accessTokenSchema = schemaOf<AccessToken>()(
  z.strictObject({ userRef, familyId: ref, expiresAt: epochMs }),
);

export const refreshFamilySchema = schemaOf<RefreshFamily>()(
  z.strictObject({
    id: ref,
    userRef,
    current: ref,
    previous: ref.nullable(),
    rotatedAt: epochMs,
    previousGraceUsed: z.boolean(),
    createdAt: epochMs,
    lastUsedAt: epochMs,
    revoked: z.boolean(),
  }),
);

export const loginChallengeSchema = schemaOf<LoginChallenge>()(
  z.strictObject({ ref: challengeRef, userRef, expiresAt: epochMs, failures: count, used: z.boolean() }),
);

/** Failure times of one user for one lockout rule, and the end of its lock (0: none). */
export const failureRecordSchema = schemaOf<FailureRecord>()(
  z.strictObject({ failures: z.array(epochMs), lockedUntil: epochMs }),
);

export const rateWindowSchema = schemaOf<RateWindow>()(z.strictObject({ start: epochMs, count }));
