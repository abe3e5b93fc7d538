import { Webhook } from 'standardwebhooks';
import type { Bank } from '../domain/bank/index.js';
import {
  beginAttempt,
  finishAttempt,
  receiveInInbox,
  takeDueDeliveries,
  type WebhookAttemptRecord,
  type WebhookDeliveryRecord,
  webhookTarget,
} from '../domain/webhooks/index.js';
import { publishChanges } from './webhook-events.js';

/** One signed POST as the bank sends it. */
export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
/** The receiver's answer (its status), or why none came (refused address, timeout, connection error). */
export type WebhookTransport = (req: WebhookRequest) => Promise<{ status: number } | { error: string }>;

/** What each adapter sends through: Fastify real HTTP (http/webhook-transport.ts), MSW nothing but the inbox. */
const transports = new WeakMap<Bank, WebhookTransport>();

/** The browser's demo bank (and the default until an adapter hands one in): only the inbox is reachable. */
export const inboxOnlyTransport: WebhookTransport = async () => ({
  error: 'The browser mock bank delivers only to its inbox.',
});

export function useWebhookTransport(bank: Bank, transport: WebhookTransport): void {
  transports.set(bank, transport);
}

const USER_AGENT = 'MockBank-Webhooks/1.0 (+Standard Webhooks)';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const clean = (text: string) => text.replace(CONTROL, ' ').trim().slice(0, 300) || 'No answer.';

/**
 * The Standard Webhooks headers. The signature's timestamp is real time, not the bank clock: a receiver
 * checks it against its own clock (5 minutes' tolerance), and the bank clock may be days ahead.
 */
function signedHeaders(secret: string, eventId: string, body: string): Record<string, string> {
  const sentAt = new Date();
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, sentAt, body),
  };
}

/** Sends one attempt of a delivery and records it; never throws (a failure is an attempt's error). */
async function attempt(bank: Bank, delivery: WebhookDeliveryRecord, kind: 'scheduled' | 'redelivery') {
  const begun = beginAttempt(bank, delivery);
  if (!begun) {
    delivery.sending = false;
    return;
  }
  const { endpoint, startedAt } = begun;
  const body = JSON.stringify(delivery.payload);
  const started = performance.now();
  let outcome: { status: number } | { error: string };
  try {
    const headers = signedHeaders(endpoint.secret, delivery.eventId, body);
    const target = webhookTarget(endpoint.url, bank.config.webhookAllowLoopback);
    if (target.kind === 'inbox') {
      receiveInInbox(bank, target.inbox, headers, body);
      outcome = { status: 204 };
    } else if (target.kind === 'refused') {
      outcome = { error: target.reason };
    } else {
      outcome = await (transports.get(bank) ?? inboxOnlyTransport)({ url: endpoint.url, headers, body });
    }
  } catch (error) {
    outcome = { error: error instanceof Error ? error.message : String(error) };
  }
  const record: WebhookAttemptRecord = {
    at: startedAt,
    responseCode:
      'status' in outcome && outcome.status >= 100 && outcome.status <= 599 ? outcome.status : null,
    error: 'error' in outcome ? clean(outcome.error) : null,
    durationMs: Math.min(600_000, Math.max(0, Math.round(performance.now() - started))),
  };
  if ('status' in outcome && record.responseCode === null) record.error = `Invalid status ${outcome.status}.`;
  finishAttempt(bank, delivery, record, kind);
}

/** The deliveries whose time has come (bank clock), taken off the queue. */
const dueDeliveries = (bank: Bank): WebhookDeliveryRecord[] =>
  bank.store.webhookDeliveries.size === 0 ? [] : takeDueDeliveries(bank);

/** Attempts them all at once; resolves when all are recorded. */
const attemptAll = (bank: Bank, due: WebhookDeliveryRecord[]) =>
  Promise.all(due.map((delivery) => attempt(bank, delivery, 'scheduled')));

/** The first attempt of a delivery just queued (a test event): the caller answers after it. */
export const attemptNow = (bank: Bank, delivery: WebhookDeliveryRecord): Promise<void> =>
  attempt(bank, delivery, 'scheduled');

/** A person's redelivery: one attempt, the caller answers after it. */
export const redeliver = (bank: Bank, delivery: WebhookDeliveryRecord): Promise<void> =>
  attempt(bank, delivery, 'redelivery');

/**
 * After anything that may have changed the bank (an API request, a control action): publish what changed as
 * events, then start what is due without waiting for it (an answer never waits for a customer's server).
 */
export function afterBankChange(bank: Bank, onError?: (error: unknown) => void): void {
  try {
    publishChanges(bank);
  } catch (error) {
    // The answer stands whatever the events did; the adapter logs what went wrong.
    onError?.(error);
  }
  // Most requests find nothing due: they make no promise at all.
  const due = dueDeliveries(bank);
  if (due.length > 0) attemptAll(bank, due).catch((error: unknown) => onError?.(error));
}
