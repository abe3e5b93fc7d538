import { requireOrg } from '../domain/access.js';
import { uploadKycDocument } from '../domain/kyc.js';
import { paginate } from '../domain/paginate.js';
import {
  createRecipient,
  deleteRecipient,
  listRecipients,
  requireRecipient,
  updateRecipient,
} from '../domain/recipients.js';
import { authOf, data, queryString } from './helpers.js';
import { kycDocument, meta, recipient } from './presenters.js';
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
    return {
      status: 200 as const,
      body: {
        data: page.items.map((r) => recipient(ctx.bank, r)),
        meta: meta(page.total, page.page, page.perPage),
      },
    };
  },

  createRecipient: (ctx) => {
    const r = createRecipient(ctx.bank, authOf(ctx).user, ctx.req.params.account, ctx.req.body);
    return data(recipient(ctx.bank, r), 201);
  },

  getRecipient: (ctx) => data(recipient(ctx.bank, recipientOf(ctx))),

  updateRecipient: (ctx) =>
    data(recipient(ctx.bank, updateRecipient(ctx.bank, recipientOf(ctx), ctx.req.body))),

  deleteRecipient: (ctx) => {
    deleteRecipient(ctx.bank, recipientOf(ctx));
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
