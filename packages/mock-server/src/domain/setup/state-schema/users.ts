import { localeValues, roleValues, themeValues } from '@portal/api-types/schema';
import { z } from 'zod';
import type { Membership, User } from '../../auth/index.js';
import { email, line, phone } from './contract-formats.js';
import { count, epochMs } from './fields.js';
import { schemaOf } from './model-link.js';
import { orgRef, userRef } from './refs.js';

export const role = z.enum(roleValues);

const membershipSchema = schemaOf<Membership>()(z.strictObject({ orgRef, role, joinedAt: epochMs }));

export const userSchema = schemaOf<User>()(
  z.strictObject({
    ref: userRef,
    email,
    firstName: line(100),
    lastName: line(100),
    phone: phone.nullable(),
    jobTitle: line(100).nullable(),
    passwordHash: z.string(),
    passwordSetupAt: epochMs.nullable(),
    twoFactorSecret: z.string().nullable(),
    pendingTwoFactorSecret: z.string().nullable(),
    lastTotpStep: count,
    createdAt: epochMs,
    lastActiveAt: epochMs.nullable(),
    memberships: z.array(membershipSchema),
    // A state file written before users had preferences reads as the defaults.
    preferences: z
      .strictObject({ locale: z.enum(localeValues), theme: z.enum(themeValues) })
      .default({ locale: 'en-GB', theme: 'system' }),
  }),
);
