import { listTransactions } from '../domain/accounts/index.js';
import { paginate } from '../domain/bank/index.js';
import { bankAccountRefsOf, requireOrg } from '../domain/team/index.js';
import { authOf, queryString } from './helpers.js';
import { pagedList, transaction } from './presenters.js';
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
    return pagedList(page, transaction);
  },
} satisfies Partial<HandlerMap>;
