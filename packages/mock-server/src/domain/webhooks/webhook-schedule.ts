import type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from './webhook-records.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait before each retry, after the first attempt (made at once) failed: Standard Webhooks' (Svix's)
 * schedule. After the last retry fails the delivery is `failed`.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/** A run of failed attempts this long (no success in between) makes the bank stop the endpoint (`failing`). */
export const FAILING_AFTER_MS = 24 * HOUR;

/** How long the delivery log keeps a delivery. */
export const KEEP_DELIVERIES_MS = 30 * 24 * HOUR;

export const isSuccess = (attempt: Pick<WebhookAttemptRecord, 'responseCode'>): boolean =>
  attempt.responseCode !== null && attempt.responseCode >= 200 && attempt.responseCode < 300;

/** The attempts a delivery keeps (the latest): redeliveries could otherwise grow it without end. */
export const MAX_KEPT_ATTEMPTS = 100;

/** How the attempt came: by the schedule (retries follow) or asked for by a person (one attempt). */
export type AttemptKind = 'scheduled' | 'redelivery';

/**
 * Records one finished attempt on its delivery and endpoint, on the bank clock (`attempt.at`):
 * - success: the delivery `succeeded`, the endpoint's run of failures over (`failingSince` null);
 * - failure: the endpoint's run starts (or goes on); a scheduled attempt waits for the next retry, or the
 *   delivery `failed` when none is left; a redelivery is one attempt, so it leaves the delivery `failed`;
 * - a failure 24 h or more into the run stops the endpoint (`failing`): its pending deliveries (`others`,
 *   the endpoint's deliveries) end `failed`.
 * `endpoint` is null when it was deleted meanwhile: the attempt is still recorded, no retry follows.
 */
export function recordAttempt(
  endpoint: WebhookEndpointRecord | null,
  delivery: WebhookDeliveryRecord,
  attempt: WebhookAttemptRecord,
  kind: AttemptKind,
  others: Iterable<WebhookDeliveryRecord> = [],
): void {
  const scheduledBefore = delivery.attempts.length;
  delivery.attempts.push(attempt);
  if (delivery.attempts.length > MAX_KEPT_ATTEMPTS)
    delivery.attempts.splice(0, delivery.attempts.length - MAX_KEPT_ATTEMPTS);
  delivery.sending = false;
  if (isSuccess(attempt)) {
    delivery.status = 'succeeded';
    delivery.nextAttemptAt = null;
    if (endpoint) endpoint.failingSince = null;
    return;
  }
  const delay = kind === 'scheduled' ? RETRY_DELAYS_MS[scheduledBefore] : undefined;
  if (delay === undefined) {
    delivery.status = 'failed';
    delivery.nextAttemptAt = null;
  } else {
    delivery.status = 'pending';
    delivery.nextAttemptAt = attempt.at + delay;
  }
  // Disabled or deleted while the attempt was on the wire: no retry waits for it.
  if (endpoint?.status !== 'enabled') failPending([delivery]);
  if (!endpoint) return;
  endpoint.failingSince ??= attempt.at;
  if (endpoint.status === 'enabled' && attempt.at - endpoint.failingSince >= FAILING_AFTER_MS) {
    endpoint.status = 'failing';
    failPending([delivery, ...others]);
  }
}

/** Stops what was waiting for a retry (an endpoint disabled by a person or by the bank). */
export function failPending(deliveries: Iterable<WebhookDeliveryRecord>): void {
  for (const d of deliveries) {
    if (d.status !== 'pending') continue;
    d.status = 'failed';
    d.nextAttemptAt = null;
  }
}

/** A pending delivery whose time has come and that is not on the wire already. */
export const isDue = (delivery: WebhookDeliveryRecord, now: number): boolean =>
  delivery.status === 'pending' &&
  !delivery.sending &&
  delivery.nextAttemptAt !== null &&
  delivery.nextAttemptAt <= now;

/** A person may ask for a delivery again once it is settled (not waiting for a retry, not on the wire). */
export const canRedeliver = (delivery: WebhookDeliveryRecord): boolean =>
  delivery.status !== 'pending' && !delivery.sending;
