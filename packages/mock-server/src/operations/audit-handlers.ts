import { paginate } from '../domain/bank/paginate.js';
import { requireOrg } from '../domain/team/access.js';
import { chainedFields, listAuditEvents } from '../domain/team/audit-log.js';
import { authOf, queryString } from './helpers.js';
import { meta } from './presenters.js';
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
    return {
      status: 200 as const,
      body: {
        data: page.items.map((e) => ({ ...chainedFields(e), hash: e.hash })),
        meta: meta(page.total, page.page, page.perPage),
      },
    };
  },
} satisfies Partial<HandlerMap>;
