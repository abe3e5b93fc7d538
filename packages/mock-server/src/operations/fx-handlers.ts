import { formatRate, paginate } from '../domain/bank/index.js';
import {
  cutoffStatus,
  executeQuote,
  listFxTrades,
  rateHistory,
  requestQuote,
  requireFxTrade,
} from '../domain/fx/index.js';
import { bankAccountRefsOf, requireBankAccount, requireTwoFactorByPolicy } from '../domain/team/index.js';
import { audit } from './audit-trail.js';
import { authOf, data, orgScope, queryString } from './helpers.js';
import { respondIdempotently } from './idempotent-response.js';
import { fxQuote, fxTrade, iso, pagedList } from './presenters.js';
import type { HandlerContext, HandlerMap } from './types.js';

type FxOperation = 'requestFxQuote' | 'executeFxQuote' | 'checkFxCutoffTime' | 'getFxRateHistory';

const accountOf = (ctx: HandlerContext<FxOperation>) =>
  requireBankAccount(ctx.bank.store, authOf(ctx).user, ctx.req.params.account, ctx.req.params.bankAccount);

export const fxHandlers = {
  requestFxQuote: (ctx) => {
    const q = requestQuote(
      ctx.bank,
      authOf(ctx).user,
      ctx.req.params.account,
      ctx.req.params.bankAccount,
      ctx.req.body,
    );
    return data(fxQuote(q, ctx.bank.clock.now()), 201);
  },

  executeFxQuote: async (ctx) => {
    accountOf(ctx);
    // Not stored under the Idempotency-Key, like the role check (rule SEC-12).
    requireTwoFactorByPolicy(ctx.bank.store, authOf(ctx).user, ctx.req.params.account);
    return respondIdempotently(ctx, 'executeFxQuote', () => {
      const actor = authOf(ctx).user;
      const { account, bankAccount } = ctx.req.params;
      const trade = fxTrade(executeQuote(ctx.bank, actor, account, bankAccount, ctx.req.body));
      audit(ctx.bank, ctx.req, {
        orgRef: account,
        actor,
        action: 'fx.executed',
        target: { type: 'fx_trade', ref: trade.ref },
        after: {
          bank_account_ref: trade.bank_account_ref,
          sell_amount: trade.sell_amount,
          sell_currency: trade.sell_currency,
          buy_amount: trade.buy_amount,
          buy_currency: trade.buy_currency,
          rate: trade.rate,
        },
      });
      return data(trade, 201);
    });
  },

  checkFxCutoffTime: (ctx) => {
    accountOf(ctx);
    const s = cutoffStatus(ctx.bank);
    return data({
      within_window: s.withinWindow,
      server_time: iso(s.serverTime),
      closes_at: s.closesAt === null ? null : iso(s.closesAt),
      next_open_at: iso(s.nextOpenAt),
    });
  },

  getFxRateHistory: (ctx) => {
    accountOf(ctx);
    const q = ctx.req.query;
    const hours = Math.min(168, Math.max(1, Number(queryString(q, 'hours') ?? 24) || 24));
    const points = rateHistory(
      ctx.bank,
      queryString(q, 'sell_currency') ?? '',
      queryString(q, 'buy_currency') ?? '',
      hours,
    );
    return data(points.map((p) => ({ at: iso(p.at), rate: formatRate(p.rate) })));
  },

  listFxTrades: (ctx) => {
    const { orgRef } = orgScope(ctx);
    const q = ctx.req.query;
    const list = listFxTrades(ctx.bank, {
      orgRef,
      bankAccountRefs: bankAccountRefsOf(ctx.bank.store, orgRef, queryString(q, 'bank_account')),
      sellCurrency: queryString(q, 'sell_currency'),
      buyCurrency: queryString(q, 'buy_currency'),
      status: queryString(q, 'status'),
      from: queryString(q, 'from'),
      to: queryString(q, 'to'),
      tradedBy: queryString(q, 'traded_by'),
    });
    const page = paginate(list, q);
    return pagedList(page, fxTrade);
  },

  getFxTrade: (ctx) => {
    const { orgRef } = orgScope(ctx);
    return data(fxTrade(requireFxTrade(ctx.bank, orgRef, ctx.req.params.trade)));
  },
} satisfies Partial<HandlerMap>;
