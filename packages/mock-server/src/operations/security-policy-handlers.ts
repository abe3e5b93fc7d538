import type { components } from '@portal/api-types/schema';
import type { SecurityPolicyRecord } from '../domain/team/index.js';
import { securityPolicyOf, updateSecurityPolicy } from '../domain/team/index.js';
import { audit } from './audit-trail.js';
import { data, orgScope as scope } from './helpers.js';
import { iso } from './presenters.js';
import type { HandlerMap } from './types.js';

/** The policy as the contract serves it. */
function securityPolicy(p: SecurityPolicyRecord): components['schemas']['SecurityPolicy'] {
  return {
    require_two_factor_for_payments: p.requireTwoFactorForPayments,
    updated_at: p.updatedAt === null ? null : iso(p.updatedAt),
    updated_by: p.updatedBy === null ? null : { user_ref: p.updatedBy.userRef, name: p.updatedBy.name },
  };
}

/** The organization's security policy: read by every member, changed by owners and admins (rule SEC-12). */
export const securityPolicyHandlers = {
  getSecurityPolicy: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    return data(securityPolicy(securityPolicyOf(ctx.bank.store, actor, orgRef)));
  },

  updateSecurityPolicy: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const { before, after, changed } = updateSecurityPolicy(ctx.bank, actor, orgRef, ctx.req.body);
    if (changed) {
      audit(ctx.bank, ctx.req, {
        orgRef,
        actor,
        action: 'security_policy.updated',
        target: { type: 'organization', ref: orgRef },
        before: { require_two_factor_for_payments: before.requireTwoFactorForPayments },
        after: { require_two_factor_for_payments: after.requireTwoFactorForPayments },
      });
    }
    return data(securityPolicy(after));
  },
} satisfies Partial<HandlerMap>;
