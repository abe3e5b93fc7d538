import { paginate } from '../domain/bank/index.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  queueTestEvent,
  requireDelivery,
  requireWebhookEndpoint,
  rotateWebhookSecret,
  startRedelivery,
  updateWebhookEndpoint,
  type WebhookEndpointRecord,
} from '../domain/webhooks/index.js';
import { audit, changedFields } from './audit-trail.js';
import { data, orgScope as scope } from './helpers.js';
import { pagedList } from './presenters.js';
import type { HandlerMap } from './types.js';
import { attemptNow, redeliver } from './webhook-delivery.js';
import { webhookDelivery, webhookDeliveryDetail, webhookEndpoint } from './webhook-presenters.js';

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (e: WebhookEndpointRecord) => ({
  url: e.url,
  description: e.description,
  events: e.events,
  status: e.status,
});

const target = (e: WebhookEndpointRecord) => ({ type: 'webhook_endpoint' as const, ref: e.ref });

/**
 * Webhook endpoints, their secrets, test events and delivery log. Dispatch has checked `developers.manage`;
 * every ref is looked up within the organization of the path (another organization's answers 404).
 */
export const webhookHandlers = {
  listWebhookEndpoints: (ctx) => {
    const { orgRef } = scope(ctx);
    return pagedList(paginate(listWebhookEndpoints(ctx.bank, orgRef), ctx.req.query), webhookEndpoint);
  },

  createWebhookEndpoint: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const endpoint = createWebhookEndpoint(ctx.bank, orgRef, ctx.req.body);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'webhook_endpoint.created',
      target: target(endpoint),
      after: audited(endpoint),
    });
    return data({ endpoint: webhookEndpoint(endpoint), secret: endpoint.secret }, 201);
  },

  getWebhookEndpoint: (ctx) => {
    const { orgRef } = scope(ctx);
    return data(webhookEndpoint(requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint)));
  },

  updateWebhookEndpoint: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const endpoint = requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint);
    const before = audited(endpoint);
    updateWebhookEndpoint(ctx.bank, endpoint, ctx.req.body);
    const change = changedFields(before, audited(endpoint));
    if (change.after)
      audit(ctx.bank, ctx.req, {
        orgRef,
        actor,
        action: 'webhook_endpoint.updated',
        target: target(endpoint),
        ...change,
      });
    return data(webhookEndpoint(endpoint));
  },

  deleteWebhookEndpoint: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const endpoint = requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint);
    deleteWebhookEndpoint(ctx.bank, endpoint);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'webhook_endpoint.deleted',
      target: target(endpoint),
      before: audited(endpoint),
    });
    return { status: 204 as const };
  },

  getWebhookSecret: (ctx) => {
    const { orgRef } = scope(ctx);
    const endpoint = requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint);
    return data({ secret: endpoint.secret });
  },

  rotateWebhookSecret: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const endpoint = requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint);
    const secret = rotateWebhookSecret(endpoint);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'webhook_endpoint.secret_rotated',
      target: target(endpoint),
    });
    return data({ secret });
  },

  sendTestWebhookEvent: async (ctx) => {
    const { orgRef } = scope(ctx);
    const endpoint = requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint);
    const delivery = queueTestEvent(ctx.bank, endpoint);
    // The developer asked to see it go: this answer waits for the first attempt (at most its timeout).
    await attemptNow(ctx.bank, delivery);
    return data(webhookDelivery(delivery), 202);
  },

  listWebhookDeliveries: (ctx) => {
    const { orgRef } = scope(ctx);
    const endpoint = requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint);
    return pagedList(paginate(listDeliveries(ctx.bank, endpoint.ref), ctx.req.query), webhookDelivery);
  },

  getWebhookDelivery: (ctx) => {
    const { orgRef } = scope(ctx);
    const endpoint = requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint);
    return data(webhookDeliveryDetail(requireDelivery(ctx.bank, endpoint, ctx.req.params.webhookDelivery)));
  },

  redeliverWebhook: async (ctx) => {
    const { orgRef } = scope(ctx);
    const endpoint = requireWebhookEndpoint(ctx.bank, orgRef, ctx.req.params.webhookEndpoint);
    const delivery = requireDelivery(ctx.bank, endpoint, ctx.req.params.webhookDelivery);
    startRedelivery(endpoint, delivery);
    await redeliver(ctx.bank, delivery);
    return data(webhookDelivery(delivery), 202);
  },
} satisfies Partial<HandlerMap>;
