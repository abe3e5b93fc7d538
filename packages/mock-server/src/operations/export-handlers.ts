import { newRef } from '../domain/bank/index.js';
import { audit } from './audit-trail.js';
import { authOf, data } from './helpers.js';
import { requirePermission } from './permissions.js';
import { iso } from './presenters.js';
import type { HandlerMap } from './types.js';

export const exportHandlers = {
  /** The browser builds the file; the bank records who took which data out (rule AUD-07). */
  recordExport: (ctx) => {
    const actor = authOf(ctx).user;
    const orgRef = ctx.req.params.account;
    const body = ctx.req.body;
    // The audit log leaves the bank only with whoever may read it (rule AUD-08).
    if (body.dataset === 'audit_events') requirePermission(ctx.bank, actor, orgRef, 'audit.view');
    const ref = newRef(ctx.bank.store, 'exp');
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'export.created',
      target: { type: 'export', ref },
      after: {
        dataset: body.dataset,
        format: body.format,
        filters: body.filters,
        row_count: body.row_count,
      },
    });
    return data(
      {
        ref,
        dataset: body.dataset,
        format: body.format,
        row_count: body.row_count,
        created_at: iso(ctx.bank.clock.now()),
      },
      201,
    );
  },
} satisfies Partial<HandlerMap>;
