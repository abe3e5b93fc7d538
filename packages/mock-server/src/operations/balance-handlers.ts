import { balanceHistory, LEDGER_TZ } from '../domain/accounts/index.js';
import { formatMinor, notFound, zonedDate } from '../domain/bank/index.js';
import { requireBankAccount } from '../domain/team/index.js';
import { authOf, data, queryString } from './helpers.js';
import { balance } from './presenters.js';
import type { HandlerContext, HandlerMap } from './types.js';

function bankAccountOf(ctx: HandlerContext<'listBalances' | 'getBalance' | 'getBalanceHistory'>) {
  return requireBankAccount(
    ctx.bank.store,
    authOf(ctx).user,
    ctx.req.params.account,
    ctx.req.params.bankAccount,
  );
}

function balanceOf(ctx: HandlerContext<'getBalance' | 'getBalanceHistory'>) {
  const account = bankAccountOf(ctx);
  const b = ctx.bank.store.balances.get(ctx.req.params.balance);
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
} satisfies Partial<HandlerMap>;
