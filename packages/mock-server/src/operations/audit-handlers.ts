import { paginate } from '../domain/bank/index.js';
import { chainedFields, listAuditEvents, requireOrg } from '../domain/team/index.js';
import { authOf, queryString } from './helpers.js';
import { pagedList } from './presenters.js';
import type { HandlerMap } from './types.js';

export const auditHandlers = {
  listAuditEvents: (ctx) => {
    const org = requireOrg(ctx.bank.store, authOf(ctx).user, ctx.req.params.account);
    const q = ctx.req.query;
    const list = listAuditEvents(ctx.bank, org.ref, {
      actor: queryString(q, 'actor'),
      action: queryString(q, 'action'),
      targetType: queryString(q, 'target_type'),
      targetRef: queryString(q, 'target_ref'),
      from: queryString(q, 'from'),
      to: queryString(q, 'to'),
    });
    const page = paginate(list, q);
    return pagedList(page, (e) => ({ ...chainedFields(e), hash: e.hash }));
  },
} satisfies Partial<HandlerMap>;
