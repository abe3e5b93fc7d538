import type { AuditAction } from '@portal/api-types/schema';
import { paginate } from '../domain/bank/index.js';
import type { StandingOrderRecord } from '../domain/standing-orders/index.js';
import {
  cancelStandingOrder,
  createStandingOrder,
  listStandingOrders,
  pauseStandingOrder,
  requireStandingOrder,
  resumeStandingOrder,
  skipNextOccurrence,
  updateStandingOrder,
} from '../domain/standing-orders/index.js';
import { bankAccountRefsOf, requireBankAccount, requireTwoFactorByPolicy } from '../domain/team/index.js';
import { audit, changedFields } from './audit-trail.js';
import { authOf, data, orgScope, queryString } from './helpers.js';
import { respondIdempotently } from './idempotent-response.js';
import { pagedList } from './presenters.js';
import { standingOrder } from './standing-order-presenters.js';
import type { HandlerContext, HandlerMap } from './types.js';

type ActionOperation =
  | 'skipStandingOrderOccurrence'
  | 'pauseStandingOrder'
  | 'resumeStandingOrder'
  | 'cancelStandingOrder';

/** What an audit entry keeps of a standing order: enough to see what changed. */
const auditFields = (
  ctx: HandlerContext<ActionOperation | 'updateStandingOrder'>,
  so: StandingOrderRecord,
) => {
  const shown = standingOrder(ctx.bank, so);
  return {
    amount: shown.amount,
    currency: shown.currency,
    reason_code: shown.reason_code,
    reference: shown.reference,
    schedule: shown.schedule,
    status: shown.status,
    skipped_dates: shown.skipped_dates,
  };
};

/** One action on a standing order of the path's organization, audited with its state before and after. */
function act(
  action: AuditAction,
  change: (ctx: HandlerContext<ActionOperation>, so: StandingOrderRecord) => StandingOrderRecord,
) {
  return (ctx: HandlerContext<ActionOperation>) => {
    const { actor, orgRef } = orgScope(ctx);
    const so = requireStandingOrder(ctx.bank, orgRef, ctx.req.params.standingOrder);
    const before = auditFields(ctx, so);
    change(ctx, so);
    const after = auditFields(ctx, so);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action,
      target: { type: 'standing_order', ref: so.ref },
      before: { status: before.status, skipped_dates: before.skipped_dates },
      after: { status: after.status, skipped_dates: after.skipped_dates },
    });
    return data(standingOrder(ctx.bank, so));
  };
}

export const standingOrderHandlers = {
  listStandingOrders: (ctx) => {
    const { orgRef } = orgScope(ctx);
    const q = ctx.req.query;
    const bankAccount = queryString(q, 'bank_account');
    const list = listStandingOrders(ctx.bank, orgRef, {
      status: queryString(q, 'status'),
      // A bank account of another organization filters to nothing.
      bankAccount: bankAccount
        ? (bankAccountRefsOf(ctx.bank.store, orgRef, bankAccount)[0] ?? '-')
        : undefined,
      recipient: queryString(q, 'recipient'),
    });
    const page = paginate(list, q);
    return pagedList(page, (so) => standingOrder(ctx.bank, so));
  },

  createStandingOrder: async (ctx) => {
    const auth = authOf(ctx);
    const { account: orgRef, bankAccount: bankAccountRef } = ctx.req.params;
    // Authorization first: another organization's account is 404 whatever the key, and the security policy's
    // refusal is not stored under it (rule SEC-12).
    requireBankAccount(ctx.bank.store, auth.user, orgRef, bankAccountRef);
    requireTwoFactorByPolicy(ctx.bank.store, auth.user, orgRef);
    return respondIdempotently(ctx, 'createStandingOrder', () => {
      const so = createStandingOrder(ctx.bank, auth.user, orgRef, bankAccountRef, ctx.req.body);
      // An occurrence due today (window open) is made at once, as the clock would.
      ctx.bank.tick();
      const shown = standingOrder(ctx.bank, so);
      audit(ctx.bank, ctx.req, {
        orgRef,
        actor: auth.user,
        action: 'standing_order.created',
        target: { type: 'standing_order', ref: so.ref },
        after: {
          bank_account_ref: shown.bank_account_ref,
          recipient_ref: shown.recipient_ref,
          amount: shown.amount,
          currency: shown.currency,
          schedule: shown.schedule,
        },
      });
      return data(shown, 201);
    });
  },

  getStandingOrder: (ctx) => {
    const { orgRef } = orgScope(ctx);
    return data(
      standingOrder(ctx.bank, requireStandingOrder(ctx.bank, orgRef, ctx.req.params.standingOrder)),
    );
  },

  updateStandingOrder: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    const so = requireStandingOrder(ctx.bank, orgRef, ctx.req.params.standingOrder);
    const before = auditFields(ctx, so);
    updateStandingOrder(ctx.bank, actor, so, ctx.req.body);
    ctx.bank.tick();
    const after = auditFields(ctx, so);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'standing_order.updated',
      target: { type: 'standing_order', ref: so.ref },
      ...changedFields(before, after),
    });
    return data(standingOrder(ctx.bank, so));
  },

  skipStandingOrderOccurrence: act('standing_order.skipped', (ctx, so) => skipNextOccurrence(ctx.bank, so)),
  pauseStandingOrder: act('standing_order.paused', (ctx, so) => pauseStandingOrder(ctx.bank, so)),
  resumeStandingOrder: act('standing_order.resumed', (ctx, so) => {
    resumeStandingOrder(ctx.bank, so);
    ctx.bank.tick();
    return so;
  }),
  cancelStandingOrder: act('standing_order.cancelled', (ctx, so) => cancelStandingOrder(ctx.bank, so)),
} satisfies Partial<HandlerMap>;
