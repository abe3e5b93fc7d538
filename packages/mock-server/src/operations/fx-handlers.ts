import { requireBankAccount } from '../domain/access.js';
import { cutoffStatus, executeQuote, rateHistory, requestQuote } from '../domain/fx.js';
import { formatRate } from '../domain/fx-rates.js';
import { idempotent } from '../domain/idempotency.js';
import { fromDomainError, isReplayableRefusal } from './errors.js';
import { asRecord, authOf, data, param, queryString } from './helpers.js';
import { fxQuote, fxTrade, iso } from './presenters.js';
import type { Handler, HandlerContext } from './types.js';

const accountOf = (ctx: HandlerContext) =>
  requireBankAccount(ctx.bank.store, authOf(ctx).user, param(ctx, 'account'), param(ctx, 'bankAccount'));

export const fxHandlers = {
  requestFxQuote: (ctx) => {
    const q = requestQuote(
      ctx.bank,
      authOf(ctx).user,
      param(ctx, 'account'),
      param(ctx, 'bankAccount'),
      asRecord(ctx.req.body),
    );
    return data(fxQuote(q, ctx.bank.clock.now()), 201);
  },

  executeFxQuote: async (ctx) => {
    const auth = authOf(ctx);
    accountOf(ctx);
    const orgRef = param(ctx, 'account');
    const scope = { userRef: auth.user.ref, orgRef, operation: 'executeFxQuote', path: ctx.req.path };
    const result = await idempotent(
      ctx.bank,
      scope,
      ctx.req.headers['idempotency-key'],
      ctx.req.body,
      async () => {
        try {
          const trade = executeQuote(
            ctx.bank,
            auth.user,
            orgRef,
            param(ctx, 'bankAccount'),
            asRecord(ctx.req.body),
          );
          return { status: 201, body: { data: fxTrade(trade) } };
        } catch (error) {
          if (isReplayableRefusal(error)) {
            const r = fromDomainError(error);
            return { status: r.status, body: r.body, headers: r.headers };
          }
          throw error;
        }
      },
    );
    return {
      status: result.status,
      body: result.body,
      headers: { ...(result.headers ?? {}), ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}) },
    };
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
} satisfies Record<string, Handler>;
