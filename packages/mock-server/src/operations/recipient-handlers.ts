import { paginate, quotaHeaders } from '../domain/bank/index.js';
import {
  createRecipient,
  deleteRecipient,
  listRecipients,
  requireRecipient,
  updateRecipient,
  uploadKycDocument,
  verifyPayee,
} from '../domain/recipients/index.js';
import { requireOrg } from '../domain/team/index.js';
import { audit, changedFields } from './audit-trail.js';
import { authOf, data, orgScope, queryString } from './helpers.js';
import { payeeVerification } from './payee-verification-presenter.js';
import { kycDocument, pagedList, recipient } from './presenters.js';
import type { HandlerContext, HandlerMap } from './types.js';

type RecipientOperation =
  | 'getRecipient'
  | 'updateRecipient'
  | 'deleteRecipient'
  | 'listRecipientKycDocuments'
  | 'uploadRecipientKycDocument';

const recipientOf = (ctx: HandlerContext<RecipientOperation>) =>
  requireRecipient(ctx.bank, authOf(ctx).user, ctx.req.params.account, ctx.req.params.recipient);

export const recipientHandlers = {
  verifyPayee: (ctx) => {
    const { actor } = orgScope(ctx);
    const { verification, quota } = verifyPayee(ctx.bank, actor.ref, ctx.req.body);
    return data(payeeVerification(verification), 200, quotaHeaders(quota));
  },

  listRecipients: (ctx) => {
    const org = requireOrg(ctx.bank.store, authOf(ctx).user, ctx.req.params.account);
    const q = ctx.req.query;
    const list = listRecipients(ctx.bank, org.ref, {
      search: queryString(q, 'search'),
      country: queryString(q, 'country'),
      currency: queryString(q, 'currency'),
      status: queryString(q, 'status'),
    });
    const page = paginate(list, q);
    return pagedList(page, (r) => recipient(ctx.bank, r));
  },

  createRecipient: (ctx) => {
    const actor = authOf(ctx).user;
    const r = createRecipient(ctx.bank, actor, ctx.req.params.account, ctx.req.body);
    const created = recipient(ctx.bank, r);
    audit(ctx.bank, ctx.req, {
      orgRef: r.orgRef,
      actor,
      action: 'recipient.created',
      target: { type: 'recipient', ref: r.ref },
      after: created,
    });
    return data(created, 201);
  },

  getRecipient: (ctx) => data(recipient(ctx.bank, recipientOf(ctx))),

  updateRecipient: (ctx) => {
    const r = recipientOf(ctx);
    const before = structuredClone(recipient(ctx.bank, r));
    const after = recipient(ctx.bank, updateRecipient(ctx.bank, r, ctx.req.body));
    audit(ctx.bank, ctx.req, {
      orgRef: r.orgRef,
      actor: authOf(ctx).user,
      action: 'recipient.updated',
      target: { type: 'recipient', ref: r.ref },
      ...changedFields(before, after),
    });
    return data(after);
  },

  deleteRecipient: (ctx) => {
    const r = recipientOf(ctx);
    const before = recipient(ctx.bank, r);
    deleteRecipient(ctx.bank, r);
    audit(ctx.bank, ctx.req, {
      orgRef: r.orgRef,
      actor: authOf(ctx).user,
      action: 'recipient.deleted',
      target: { type: 'recipient', ref: r.ref },
      before,
    });
    return { status: 204 as const };
  },

  listRecipientKycDocuments: (ctx) => {
    const r = recipientOf(ctx);
    return data((ctx.bank.store.kycDocuments.get(r.ref) ?? []).map(kycDocument));
  },

  uploadRecipientKycDocument: (ctx) => {
    const r = recipientOf(ctx);
    return data(kycDocument(uploadKycDocument(ctx.bank, r, ctx.req.upload ?? null)), 201);
  },
} satisfies Partial<HandlerMap>;
