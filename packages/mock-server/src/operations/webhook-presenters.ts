import type { components } from '@portal/api-types/schema';
import type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '../domain/webhooks/index.js';
import { iso } from './presenters.js';

type S = components['schemas'];

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

export function webhookEndpoint(e: WebhookEndpointRecord): S['WebhookEndpoint'] {
  return {
    ref: e.ref,
    url: e.url,
    description: e.description,
    events: e.events,
    status: e.status,
    created_at: iso(e.createdAt),
    failing_since: isoOrNull(e.failingSince),
  };
}

export function webhookDelivery(d: WebhookDeliveryRecord): S['WebhookDelivery'] {
  const last = d.attempts.at(-1);
  return {
    ref: d.ref,
    endpoint_ref: d.endpointRef,
    event_id: d.eventId,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts.length,
    created_at: iso(d.createdAt),
    last_attempt_at: last ? iso(last.at) : null,
    last_response_code: last?.responseCode ?? null,
    next_attempt_at: d.status === 'pending' ? isoOrNull(d.nextAttemptAt) : null,
  };
}

const attempt = (a: WebhookAttemptRecord): S['WebhookAttempt'] => ({
  at: iso(a.at),
  response_code: a.responseCode,
  error: a.error,
  duration_ms: a.durationMs,
});

export function webhookDeliveryDetail(d: WebhookDeliveryRecord): S['WebhookDeliveryDetail'] {
  return {
    delivery: webhookDelivery(d),
    // Stored as it was posted. The event observer builds each kind's data from the API's own presenters, so it
    // is the contract's shape for that type; every answer the HTTP tests get is checked against the contract.
    payload: d.payload as S['WebhookEvent'],
    attempts: d.attempts.map(attempt),
  };
}
