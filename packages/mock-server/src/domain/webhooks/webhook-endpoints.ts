import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, newRef, notFound, randomBase64 } from '../bank/index.js';
import type { WebhookEndpointRecord, WebhookSubscribedEvent } from './webhook-records.js';
import { failPending } from './webhook-schedule.js';
import { webhookTarget } from './webhook-url.js';

/** `whsec_` and the base64 of 24 random bytes: Standard Webhooks' secret form (never from the seeded rng). */
const newSecret = (): string => `whsec_${randomBase64(24)}`;

/** The URL rule as a refusal: 422 `webhook_url_refused` with the reason on `url`. */
function requireDeliverableUrl(bank: Bank, url: string): void {
  const target = webhookTarget(url, bank.config.webhookAllowLoopback);
  if (target.kind !== 'refused') return;
  const bag = new FieldErrorBag();
  bag.add('url', target.reason);
  throw new DomainError(422, target.reason, { code: 'webhook_url_refused', errors: bag.errors });
}

/** The organization's endpoints, oldest first. */
export function listWebhookEndpoints(bank: Bank, orgRef: string): WebhookEndpointRecord[] {
  return [...bank.store.webhookEndpoints.values()]
    .filter((e) => e.orgRef === orgRef)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** One endpoint of that organization; another organization's answers 404 like one that does not exist. */
export function requireWebhookEndpoint(bank: Bank, orgRef: string, ref: string): WebhookEndpointRecord {
  const endpoint = bank.store.webhookEndpoints.get(ref);
  if (!endpoint || endpoint.orgRef !== orgRef) throw notFound('webhook endpoint');
  return endpoint;
}

export type WebhookEndpointInput = { url: string; description?: string; events: WebhookSubscribedEvent[] };

export function createWebhookEndpoint(
  bank: Bank,
  orgRef: string,
  input: WebhookEndpointInput,
): WebhookEndpointRecord {
  requireDeliverableUrl(bank, input.url);
  const endpoint: WebhookEndpointRecord = {
    ref: newRef(bank.store, 'whe'),
    orgRef,
    url: input.url,
    description: input.description ?? '',
    events: [...new Set(input.events)],
    secret: newSecret(),
    status: 'enabled',
    createdAt: bank.clock.now(),
    failingSince: null,
  };
  bank.store.webhookEndpoints.set(endpoint.ref, endpoint);
  return endpoint;
}

export type WebhookEndpointChange = Partial<WebhookEndpointInput> & { enabled?: boolean };

/**
 * Changes what is given. Disabling fails what waits for a retry (events are not kept for a disabled
 * endpoint); enabling clears the run of failures, so a `failing` endpoint starts afresh.
 */
export function updateWebhookEndpoint(
  bank: Bank,
  endpoint: WebhookEndpointRecord,
  change: WebhookEndpointChange,
): void {
  if (change.url !== undefined) requireDeliverableUrl(bank, change.url);
  if (change.url !== undefined) endpoint.url = change.url;
  if (change.description !== undefined) endpoint.description = change.description;
  if (change.events !== undefined) endpoint.events = [...new Set(change.events)];
  if (change.enabled === false && endpoint.status !== 'disabled') {
    endpoint.status = 'disabled';
    failPending(deliveriesOf(bank, endpoint.ref));
  } else if (change.enabled === true) {
    endpoint.status = 'enabled';
    endpoint.failingSince = null;
  }
}

/** The endpoint and its delivery log go. */
export function deleteWebhookEndpoint(bank: Bank, endpoint: WebhookEndpointRecord): void {
  bank.store.webhookEndpoints.delete(endpoint.ref);
  for (const [ref, d] of bank.store.webhookDeliveries)
    if (d.endpointRef === endpoint.ref) bank.store.webhookDeliveries.delete(ref);
}

export function rotateWebhookSecret(endpoint: WebhookEndpointRecord): string {
  endpoint.secret = newSecret();
  return endpoint.secret;
}

/** An endpoint that takes no deliveries now answers 409 to a test or a redelivery. */
export function requireEnabled(endpoint: WebhookEndpointRecord): void {
  if (endpoint.status === 'enabled') return;
  throw new DomainError(
    409,
    endpoint.status === 'failing'
      ? 'The bank stopped this endpoint after a day of failed deliveries. Enable it again first.'
      : 'This endpoint is disabled. Enable it first.',
    { code: 'webhook_endpoint_disabled' },
  );
}

/** The endpoint's deliveries, oldest first (the store's insertion order). */
export function deliveriesOf(bank: Bank, endpointRef: string) {
  return [...bank.store.webhookDeliveries.values()].filter((d) => d.endpointRef === endpointRef);
}
