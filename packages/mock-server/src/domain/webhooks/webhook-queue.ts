import type { Bank } from '../bank/index.js';
import { DomainError, newRef, notFound } from '../bank/index.js';
import { deliveriesOf, requireEnabled } from './webhook-endpoints.js';
import type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookEventType,
  WebhookSubscribedEvent,
} from './webhook-records.js';
import {
  type AttemptKind,
  canRedeliver,
  isDue,
  KEEP_DELIVERIES_MS,
  recordAttempt,
} from './webhook-schedule.js';

function newDelivery(
  bank: Bank,
  endpoint: WebhookEndpointRecord,
  eventId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): WebhookDeliveryRecord {
  const now = bank.clock.now();
  const delivery: WebhookDeliveryRecord = {
    ref: newRef(bank.store, 'whd'),
    endpointRef: endpoint.ref,
    orgRef: endpoint.orgRef,
    eventId,
    eventType: type,
    payload: { type, timestamp: new Date(now).toISOString(), data },
    status: 'pending',
    attempts: [],
    createdAt: now,
    nextAttemptAt: now,
    sending: false,
  };
  bank.store.webhookDeliveries.set(delivery.ref, delivery);
  return delivery;
}

/** The organization's enabled endpoints that listen to this type of event. */
const listeningEndpoints = (
  bank: Bank,
  orgRef: string,
  type: WebhookSubscribedEvent,
): WebhookEndpointRecord[] =>
  [...bank.store.webhookEndpoints.values()].filter(
    (e) => e.orgRef === orgRef && e.status === 'enabled' && e.events.includes(type),
  );

/**
 * Queues one event for every enabled endpoint of the organization that listens to its type: one delivery
 * each, pending, due at once, all with the same event id. A disabled or failing endpoint keeps nothing, and
 * `data` is only built when some endpoint listens.
 */
export function enqueueEvent(
  bank: Bank,
  orgRef: string,
  type: WebhookSubscribedEvent,
  data: () => Record<string, unknown>,
): WebhookDeliveryRecord[] {
  const endpoints = listeningEndpoints(bank, orgRef, type);
  // No draw from the seeded rng when nobody listens: a bank without endpoints stays as its seed made it.
  if (endpoints.length === 0) return [];
  const eventId = newRef(bank.store, 'msg');
  const built = data();
  return endpoints.map((endpoint) => newDelivery(bank, endpoint, eventId, type, built));
}

/** A `webhook.test` event to this endpoint alone, whatever it listens to. */
export function queueTestEvent(bank: Bank, endpoint: WebhookEndpointRecord): WebhookDeliveryRecord {
  requireEnabled(endpoint);
  return newDelivery(bank, endpoint, newRef(bank.store, 'msg'), 'webhook.test', {
    account: endpoint.orgRef,
    endpoint_ref: endpoint.ref,
    message: 'A test event from the mock bank.',
  });
}

/** The endpoint's deliveries, newest first. */
export function listDeliveries(bank: Bank, endpointRef: string): WebhookDeliveryRecord[] {
  return deliveriesOf(bank, endpointRef).reverse();
}

export function requireDelivery(
  bank: Bank,
  endpoint: WebhookEndpointRecord,
  ref: string,
): WebhookDeliveryRecord {
  const delivery = bank.store.webhookDeliveries.get(ref);
  if (!delivery || delivery.endpointRef !== endpoint.ref) throw notFound('webhook delivery');
  return delivery;
}

/** A settled delivery asked for again: one attempt, at once, same event id. */
export function startRedelivery(endpoint: WebhookEndpointRecord, delivery: WebhookDeliveryRecord): void {
  if (!canRedeliver(delivery))
    throw new DomainError(409, 'This delivery is still waiting for its next attempt.', {
      code: 'webhook_delivery_pending',
    });
  requireEnabled(endpoint);
}

/** What is due now, taken for sending (marked, so a second pump running meanwhile skips it). */
export function takeDueDeliveries(bank: Bank): WebhookDeliveryRecord[] {
  const now = bank.clock.now();
  const due: WebhookDeliveryRecord[] = [];
  for (const delivery of bank.store.webhookDeliveries.values()) {
    if (!isDue(delivery, now)) continue;
    const endpoint = bank.store.webhookEndpoints.get(delivery.endpointRef);
    if (endpoint?.status !== 'enabled') continue;
    delivery.sending = true;
    due.push(delivery);
  }
  return due;
}

/** Marks a delivery on the wire and gives what it is sent with (the endpoint's secret at this moment). */
export function beginAttempt(
  bank: Bank,
  delivery: WebhookDeliveryRecord,
): { endpoint: WebhookEndpointRecord; startedAt: number } | null {
  const endpoint = bank.store.webhookEndpoints.get(delivery.endpointRef);
  if (!endpoint) return null;
  delivery.sending = true;
  return { endpoint, startedAt: bank.clock.now() };
}

/** Records the outcome of an attempt (webhook-schedule.ts decides what follows). */
export function finishAttempt(
  bank: Bank,
  delivery: WebhookDeliveryRecord,
  attempt: WebhookAttemptRecord,
  kind: AttemptKind,
): void {
  const endpoint = bank.store.webhookEndpoints.get(delivery.endpointRef) ?? null;
  recordAttempt(endpoint, delivery, attempt, kind, endpoint ? deliveriesOf(bank, endpoint.ref) : []);
}

/** The delivery log keeps 30 days (oldest first in the store, so the scan stops at the first kept). */
export function pruneDeliveries(bank: Bank, now: number): void {
  for (const [ref, delivery] of bank.store.webhookDeliveries) {
    if (now - delivery.createdAt <= KEEP_DELIVERIES_MS) break;
    if (delivery.sending) continue;
    bank.store.webhookDeliveries.delete(ref);
  }
}

/**
 * A loaded state (a state file, an import) may have been saved while an attempt was on the wire: nothing is
 * on the wire in this process, so each such delivery is free again (a pending one is sent once more, same id).
 */
export function releaseInterruptedAttempts(bank: Bank): void {
  for (const delivery of bank.store.webhookDeliveries.values()) delivery.sending = false;
}

const INBOX_CAP = 200;

/** What the mock bank's own inbox received, kept for the control page (the oldest dropped past 200). */
export function receiveInInbox(
  bank: Bank,
  inbox: string,
  headers: Record<string, string>,
  body: string,
): void {
  const entries = bank.store.webhookInbox;
  entries.push({ inbox, receivedAt: bank.clock.now(), headers, body });
  if (entries.length > INBOX_CAP) entries.splice(0, entries.length - INBOX_CAP);
}
