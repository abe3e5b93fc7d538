import type { components } from '@portal/api-types/schema';
import type { User } from '../auth/index.js';
import type { Bank, Store } from '../bank/index.js';
import { DomainError } from '../bank/index.js';
import { requireOrg } from './access.js';
import { fullName } from './team.js';
import type { SecurityPolicyRecord } from './team-records.js';

type PolicyInput = components['schemas']['SecurityPolicyInput'];

/** What a payer without two-factor authentication is told while the policy is on (rule SEC-12). */
export const TWO_FACTOR_REQUIRED_BY_POLICY =
  'Your organization requires two-factor authentication to make payments. Turn it on in Settings.';

/** Why someone without two-factor authentication cannot turn the policy on (rule SEC-12). */
const OWN_TWO_FACTOR_FIRST = 'Turn on two-factor authentication for yourself before requiring it of others.';

/** The policy of an organization nobody has changed it in: off. A fresh object, so no two records share one. */
export const defaultSecurityPolicy = (): SecurityPolicyRecord => ({
  requireTwoFactorForPayments: false,
  updatedAt: null,
  updatedBy: null,
});

/** The organization's policy, for one of its members (another organization is 404). */
export function securityPolicyOf(store: Store, user: User, orgRef: string): SecurityPolicyRecord {
  return requireOrg(store, user, orgRef).securityPolicy;
}

/**
 * The one rule every money-moving creation runs (payment and its challenge, bulk payment and its challenge and
 * retry, standing order, FX execution): while the organization requires two-factor authentication of its
 * payers, a caller without it is refused with 403 (rule SEC-12). Callers run it before the Idempotency-Key is
 * looked at, like the role check, so the refusal is not stored under the key: once the caller turns two-factor
 * authentication on, the same request goes through.
 */
export function requireTwoFactorByPolicy(store: Store, user: User, orgRef: string): void {
  const policy = securityPolicyOf(store, user, orgRef);
  if (policy.requireTwoFactorForPayments && !user.twoFactorSecret) {
    throw new DomainError(403, TWO_FACTOR_REQUIRED_BY_POLICY, { code: 'two_factor_required_by_policy' });
  }
}

/**
 * Sets the policy (rule SEC-12). Turning it on needs the caller's own second factor (409), so nobody locks
 * themselves out of paying; turning it off is always allowed. A request that changes nothing leaves the record
 * (and its last change) as it was: `changed` says whether to record it in the audit log.
 */
export function updateSecurityPolicy(
  bank: Bank,
  user: User,
  orgRef: string,
  input: PolicyInput,
): { before: SecurityPolicyRecord; after: SecurityPolicyRecord; changed: boolean } {
  const org = requireOrg(bank.store, user, orgRef);
  const before = org.securityPolicy;
  if (input.require_two_factor_for_payments && !user.twoFactorSecret) {
    throw new DomainError(409, OWN_TWO_FACTOR_FIRST, { code: 'two_factor_not_enabled' });
  }
  if (input.require_two_factor_for_payments === before.requireTwoFactorForPayments) {
    return { before, after: before, changed: false };
  }
  // A new record rather than an edit, so the `before` handed back stays as it was.
  org.securityPolicy = {
    requireTwoFactorForPayments: input.require_two_factor_for_payments,
    updatedAt: bank.clock.now(),
    updatedBy: { userRef: user.ref, name: fullName(user) },
  };
  return { before, after: org.securityPolicy, changed: true };
}
