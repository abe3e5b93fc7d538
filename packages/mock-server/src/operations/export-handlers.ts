import { PERMISSION_ACTIONS } from '@portal/api-types/permission-actions';
import { ROLE_LABELS } from '@portal/api-types/role-labels';
import { requireOrg } from '../domain/access.js';
import { DomainError } from '../domain/errors.js';
import { newRef } from '../domain/store.js';
import { ROLE_PERMISSIONS } from '../generated/contract-routes.js';
import { audit } from './audit-trail.js';
import { authOf, data } from './helpers.js';
import { iso } from './presenters.js';
import type { HandlerMap } from './types.js';

export const exportHandlers = {
  /** The browser builds the file; the bank records who took which data out (rule AUD-07). */
  recordExport: (ctx) => {
    const actor = authOf(ctx).user;
    const orgRef = ctx.req.params.account;
    requireOrg(ctx.bank.store, actor, orgRef);
    const body = ctx.req.body;
    const role = actor.memberships.find((m) => m.orgRef === orgRef)?.role;
    // The audit log leaves the bank only with whoever may read it (rule AUD-08).
    if (body.dataset === 'audit_events' && role && !ROLE_PERMISSIONS[role].includes('audit.view')) {
      throw new DomainError(
        403,
        `Your role (${ROLE_LABELS[role]}) cannot ${PERMISSION_ACTIONS['audit.view']}.`,
        { code: 'forbidden' },
      );
    }
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
