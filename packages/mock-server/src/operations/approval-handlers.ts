import type { ApprovalRuleRecord } from '../domain/approvals/index.js';
import {
  createApprovalRule,
  deleteApprovalRule,
  listApprovalRules,
  updateApprovalRule,
} from '../domain/approvals/index.js';
import { paginate } from '../domain/bank/index.js';
import {
  approvalStanding,
  createApprovalChallenge,
  decidePayments,
  previewApproval,
  recallPayment,
  requirePayment,
  waitingPayments,
} from '../domain/payments/index.js';
import { approvalRule, approver } from './approval-presenters.js';
import { audit, changedFields } from './audit-trail.js';
import { authOf, data, orgScope as scope } from './helpers.js';
import { respondIdempotently } from './idempotent-response.js';
import { iso, meta, payment } from './presenters.js';
import type { HandlerMap } from './types.js';

/** A rule's fields as the audit log keeps them (without its ref and times). */
function ruleFields(r: ApprovalRuleRecord): Record<string, unknown> {
  const { ref: _ref, created_at: _c, updated_at: _u, ...fields } = approvalRule(r);
  return fields;
}

/** Every change of the policy and every decision is recorded in the audit log (rule APR-19). */
export const approvalHandlers = {
  listApprovalRules: (ctx) => {
    const { orgRef } = scope(ctx);
    return data(listApprovalRules(ctx.bank, orgRef).map(approvalRule));
  },

  createApprovalRule: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const rule = createApprovalRule(ctx.bank, orgRef, ctx.req.body);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'approval_rule.created',
      target: { type: 'approval_rule', ref: rule.ref },
      after: ruleFields(rule),
    });
    return data(approvalRule(rule), 201);
  },

  updateApprovalRule: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const { before, after } = updateApprovalRule(ctx.bank, orgRef, ctx.req.params.rule, ctx.req.body);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'approval_rule.updated',
      target: { type: 'approval_rule', ref: after.ref },
      ...changedFields(ruleFields(before), ruleFields(after)),
    });
    return data(approvalRule(after));
  },

  deleteApprovalRule: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const rule = deleteApprovalRule(ctx.bank, orgRef, ctx.req.params.rule);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'approval_rule.deleted',
      target: { type: 'approval_rule', ref: rule.ref },
      before: ruleFields(rule),
    });
    return { status: 204 as const };
  },

  previewPaymentApproval: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const { rule, approvers } = previewApproval(
      ctx.bank,
      actor,
      orgRef,
      ctx.req.params.bankAccount,
      ctx.req.query,
    );
    return data({
      required: rule !== null,
      rule: rule ? approvalRule(rule) : null,
      approvals_required: rule?.approvalsRequired ?? 0,
      eligible_approvers: approvers.map(approver),
    });
  },

  listApprovalRequests: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const requests = waitingPayments(ctx.bank, orgRef).map((p) => ({
      p,
      standing: approvalStanding(actor, p),
    }));
    const shown =
      ctx.req.query.actionable === true ? requests.filter((r) => r.standing.canApprove) : requests;
    const page = paginate(shown, ctx.req.query);
    return {
      status: 200 as const,
      body: {
        data: page.items.flatMap(({ p, standing }) =>
          p.approval
            ? [
                {
                  payment: payment(p),
                  maker: approver(p.approval.maker),
                  rule: approvalRule(p.approval.rule),
                  can_approve: standing.canApprove,
                  reason: standing.reason,
                },
              ]
            : [],
        ),
        meta: meta(page.total, page.page, page.perPage),
      },
    };
  },

  createApprovalChallenge: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const c = createApprovalChallenge(ctx.bank, actor, orgRef, ctx.req.body.payment_refs);
    return data({ challenge_ref: c.challengeRef, expires_at: iso(c.expiresAt) }, 201);
  },

  decidePayments: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    return respondIdempotently(ctx, 'decidePayments', () => {
      const outcomes = decidePayments(ctx.bank, actor, orgRef, ctx.req.body);
      for (const o of outcomes) {
        const approval = o.payment.approval;
        audit(ctx.bank, ctx.req, {
          orgRef,
          actor,
          action: o.decision === 'approve' ? 'payment.approved' : 'payment.rejected',
          target: { type: 'payment', ref: o.payment.ref },
          before: { status: 'awaiting_approval' },
          after: {
            status: o.payment.status,
            approvals: approval?.approvals.length ?? 0,
            approvals_required: approval?.rule.approvalsRequired ?? 0,
            ...(approval?.rejection ? { reason: approval.rejection.reason } : {}),
            ...(o.failure ? { failure: o.failure } : {}),
          },
        });
      }
      return data(outcomes.map((o) => payment(o.payment)));
    });
  },

  recallPayment: (ctx) => {
    const actor = authOf(ctx).user;
    const { account, bankAccount } = ctx.req.params;
    const found = requirePayment(ctx.bank, actor, account, bankAccount, ctx.req.params.payment);
    const recalled = recallPayment(ctx.bank, actor, found);
    audit(ctx.bank, ctx.req, {
      orgRef: account,
      actor,
      action: 'payment.recalled',
      target: { type: 'payment', ref: found.ref },
      before: { status: 'awaiting_approval' },
      after: { status: recalled.status },
    });
    return data(payment(recalled));
  },
} satisfies Partial<HandlerMap>;
