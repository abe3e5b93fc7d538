import { requireBankAccount } from '../domain/access.js';
import { notFound } from '../domain/errors.js';
import { LEDGER_TZ } from '../domain/ledger.js';
import { formatMinor } from '../domain/money.js';
import { balanceHistory } from '../domain/transactions.js';
import { zonedDate } from '../domain/zoned-time.js';
import { authOf, data, param, queryString } from './helpers.js';
import { balance } from './presenters.js';
import type { Handler, HandlerContext } from './types.js';

function bankAccountOf(ctx: HandlerContext) {
  return requireBankAccount(
    ctx.bank.store,
    authOf(ctx).user,
    param(ctx, 'account'),
    param(ctx, 'bankAccount'),
  );
}

function balanceOf(ctx: HandlerContext) {
  const account = bankAccountOf(ctx);
  const b = ctx.bank.store.balances.get(param(ctx, 'balance'));
  if (!b || b.bankAccountRef !== account.ref) throw notFound('balance');
  return b;
}

export const balanceHandlers = {
  listBalances: (ctx) => {
    const account = bankAccountOf(ctx);
    const list = [...ctx.bank.store.balances.values()].filter((b) => b.bankAccountRef === account.ref);
    return data(list.map(balance));
  },

  getBalance: (ctx) => data(balance(balanceOf(ctx))),

  getBalanceHistory: (ctx) => {
    const b = balanceOf(ctx);
    const days = queryString(ctx.req.query, 'days') === '90' ? 90 : 30;
    const today = zonedDate(ctx.bank.clock.now(), LEDGER_TZ);
    const points = balanceHistory(ctx.bank, b.bankAccountRef, b.currency, days, today);
    return data(points.map((p) => ({ date: p.date, balance: formatMinor(p.balance, b.currency) })));
  },
} satisfies Record<string, Handler>;
