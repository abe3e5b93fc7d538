import { listTransactions } from '../domain/accounts/transactions.js';
import { paginate } from '../domain/bank/paginate.js';
import { bankAccountRefsOf, requireOrg } from '../domain/team/access.js';
import { authOf, queryString } from './helpers.js';
import { meta, transaction } from './presenters.js';
import type { HandlerMap } from './types.js';

export const transactionHandlers = {
  listTransactions: (ctx) => {
    const org = requireOrg(ctx.bank.store, authOf(ctx).user, ctx.req.params.account);
    const q = ctx.req.query;
    const list = listTransactions(ctx.bank, {
      bankAccountRefs: bankAccountRefsOf(ctx.bank.store, org.ref, queryString(q, 'bank_account')),
      from: queryString(q, 'from'),
      to: queryString(q, 'to'),
      type: queryString(q, 'type'),
      currency: queryString(q, 'currency'),
      status: queryString(q, 'status'),
      booked: q.booked === true,
    });
    const page = paginate(list, q);
    return {
      status: 200 as const,
      body: { data: page.items.map(transaction), meta: meta(page.total, page.page, page.perPage) },
    };
  },
} satisfies Partial<HandlerMap>;
