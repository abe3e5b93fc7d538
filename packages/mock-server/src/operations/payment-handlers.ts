import type { components } from '@portal/api-types/schema';
import {
  isValidDate,
  nextBusinessDay,
  nextOpening,
  PAYMENT_WINDOW,
  paginate,
  todayIn,
  windowOn,
  zonedDate,
} from '../domain/bank/index.js';
import {
  cancelPayment,
  createPayment,
  createPaymentChallenge,
  listPaymentsOf,
  quotePaymentFee,
  requirePayment,
} from '../domain/payments/index.js';
import {
  bankAccountRefsOf,
  requireBankAccount,
  requireOrg,
  requireTwoFactorByPolicy,
} from '../domain/team/index.js';
import { audit } from './audit-trail.js';
import { authOf, data, queryString } from './helpers.js';
import { respondIdempotently } from './idempotent-response.js';
import { iso, pagedList, payment, paymentFee } from './presenters.js';
import type { HandlerContext, HandlerMap } from './types.js';

type S = components['schemas'];

const paymentOf = ({ bank, auth, req }: HandlerContext<'getPayment' | 'cancelPayment'>) =>
  requirePayment(bank, authOf({ auth }).user, req.params.account, req.params.bankAccount, req.params.payment);

/** Whether a payment for `execution_date` (default today) would go on that date, and when it would go. */
function timeWindowCheck(ctx: HandlerContext<'checkPaymentTimeWindow'>): S['PaymentTimeWindowCheck'] {
  const now = ctx.bank.clock.now();
  const today = todayIn(PAYMENT_WINDOW, now);
  const requested = queryString(ctx.req.query, 'execution_date');
  const date = requested && isValidDate(requested) && requested >= today ? requested : today;
  const window = windowOn(PAYMENT_WINDOW, date);
  const open = window !== null && (date !== today || now < window.closes);
  const nextOpen = nextOpening(PAYMENT_WINDOW, now);
  const goes = open
    ? date
    : date === today
      ? zonedDate(nextOpen, PAYMENT_WINDOW.timezone)
      : nextBusinessDay(PAYMENT_WINDOW, date);
  return {
    within_window: open,
    server_time: iso(now),
    window_closes_at: open && window ? iso(window.closes) : null,
    next_window_opens_at: iso(nextOpen),
    execution_date: goes,
  };
}

/** One page of the payments of these bank accounts, filtered as the query says (both list operations). */
function paymentsPage(
  ctx: HandlerContext<'listPayments' | 'listOrganizationPayments'>,
  bankAccountRefs: readonly string[],
) {
  const q = ctx.req.query;
  const list = listPaymentsOf(ctx.bank, bankAccountRefs, {
    status: queryString(q, 'status'),
    from: queryString(q, 'from'),
    to: queryString(q, 'to'),
    recipient: queryString(q, 'recipient'),
    currency: queryString(q, 'currency'),
    standingOrder: queryString(q as { standing_order?: string }, 'standing_order'),
    inProgress: q.in_progress === true,
  });
  const page = paginate(list, q);
  return pagedList(page, payment);
}

export const paymentHandlers = {
  listPayments: (ctx) => {
    const { account, bankAccount } = ctx.req.params;
    const found = requireBankAccount(ctx.bank.store, authOf(ctx).user, account, bankAccount);
    return paymentsPage(ctx, [found.ref]);
  },

  listOrganizationPayments: (ctx) => {
    const org = requireOrg(ctx.bank.store, authOf(ctx).user, ctx.req.params.account);
    return paymentsPage(
      ctx,
      bankAccountRefsOf(ctx.bank.store, org.ref, queryString(ctx.req.query, 'bank_account')),
    );
  },

  createPayment: async (ctx) => {
    const auth = authOf(ctx);
    const { account: orgRef, bankAccount: bankAccountRef } = ctx.req.params;
    // Authorization first: another organization's account is 404 whatever the key, and the security policy's
    // refusal is not stored under it (rule SEC-12).
    requireBankAccount(ctx.bank.store, auth.user, orgRef, bankAccountRef);
    requireTwoFactorByPolicy(ctx.bank.store, auth.user, orgRef);
    return respondIdempotently(ctx, 'createPayment', async () => {
      const madeWith = auth.apiKey ? 'api_key' : 'person';
      const made = await createPayment(ctx.bank, auth.user, orgRef, bankAccountRef, ctx.req.body, madeWith);
      const created = payment(made);
      audit(ctx.bank, ctx.req, {
        orgRef,
        actor: auth.user,
        action: 'payment.created',
        target: { type: 'payment', ref: created.ref },
        after: {
          bank_account_ref: created.bank_account_ref,
          recipient_ref: created.recipient_ref,
          amount: created.amount,
          currency: created.currency,
          status: created.status,
        },
      });
      return data(created, 201);
    });
  },

  createPaymentChallenge: (ctx) => {
    const { user } = authOf(ctx);
    const { account: orgRef, bankAccount: bankAccountRef } = ctx.req.params;
    requireBankAccount(ctx.bank.store, user, orgRef, bankAccountRef);
    requireTwoFactorByPolicy(ctx.bank.store, user, orgRef);
    const c = createPaymentChallenge(ctx.bank, user, orgRef, bankAccountRef, ctx.req.body);
    return data({ challenge_ref: c.challengeRef, expires_at: iso(c.expiresAt) }, 201);
  },

  checkPaymentTimeWindow: (ctx) => {
    requireBankAccount(ctx.bank.store, authOf(ctx).user, ctx.req.params.account, ctx.req.params.bankAccount);
    return data(timeWindowCheck(ctx));
  },

  getPaymentFee: (ctx) => {
    const q = ctx.req.query;
    const quote = quotePaymentFee(
      ctx.bank,
      authOf(ctx).user,
      ctx.req.params.account,
      ctx.req.params.bankAccount,
      {
        recipient_ref: queryString(q, 'recipient_ref'),
        currency: queryString(q, 'currency'),
        amount: queryString(q, 'amount'),
      },
    );
    return data(paymentFee(quote));
  },

  getPayment: (ctx) => data(payment(paymentOf(ctx))),

  cancelPayment: (ctx) => {
    const found = paymentOf(ctx);
    const before = found.status;
    const cancelled = payment(cancelPayment(ctx.bank, found));
    audit(ctx.bank, ctx.req, {
      orgRef: found.orgRef,
      actor: authOf(ctx).user,
      action: 'payment.cancelled',
      target: { type: 'payment', ref: found.ref },
      before: { status: before },
      after: { status: cancelled.status },
    });
    return data(cancelled);
  },
} satisfies Partial<HandlerMap>;
