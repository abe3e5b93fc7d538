import { z } from 'zod';
import type { BankAccount } from '../../accounts/index.js';
import type { Organization, SecurityPolicyRecord } from '../../team/index.js';
import { receivingAccountDetailsSchema } from './bank-details.js';
import { line } from './contract-formats.js';
import { currency, epochMs } from './fields.js';
import { schemaOf } from './model-link.js';
import { bankAccountRef, orgRef, userRef } from './refs.js';

/** Who last changed the policy and when: both null while it has never been changed. */
const securityPolicySchema = schemaOf<SecurityPolicyRecord>()(
  z.strictObject({
    requireTwoFactorForPayments: z.boolean(),
    updatedAt: epochMs.nullable(),
    updatedBy: z.strictObject({ userRef, name: line(200) }).nullable(),
  }),
);

export const organizationSchema = schemaOf<Organization>()(
  z.strictObject({ ref: orgRef, name: line(200), securityPolicy: securityPolicySchema }),
);

/** How to pay into each of its currencies: one way at least (the contract's `account_details` is never empty). */
export const bankAccountSchema = schemaOf<BankAccount>()(
  z
    .strictObject({
      ref: bankAccountRef,
      orgRef,
      name: line(200),
      holderName: line(140),
      bank: z.strictObject({ name: line(140), address: line(300) }),
      currencies: z.array(currency),
      // Keyed by the currencies above (a record on an enum would ask for every currency there is).
      accountDetails: z.record(z.string(), z.array(receivingAccountDetailsSchema)),
    })
    .refine((account) => account.currencies.every((c) => (account.accountDetails[c]?.length ?? 0) > 0), {
      message: 'every currency needs its account details',
      path: ['accountDetails'],
    }),
);
