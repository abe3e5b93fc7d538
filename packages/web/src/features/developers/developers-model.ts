import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { apiKeyScopeValues, webhookSubscribedEventValues } from '@portal/api-types/schema';
import { dayjs } from '../../lib/dayjs';
import { formatDate, formatDateTime } from '../../lib/format-date';
import type { ApiKey, ApiKeyScope } from './api/api-keys';
import type {
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
  WebhookEventType,
  WebhookSubscribedEvent,
} from './api/webhooks';

/** Every scope a key may hold, in the contract's order. */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = apiKeyScopeValues;

/** What each scope lets a system do, as the checklist and the list say it. */
const SCOPE_LABELS: Record<ApiKeyScope, MessageDescriptor> = {
  'accounts.view': msg`View balances and transactions`,
  'exports.create': msg`Export statements`,
  'recipients.manage': msg`Manage recipients`,
  'payments.create': msg`Make payments`,
  'payments.cancel': msg`Cancel payments`,
  'fx.trade': msg`Trade foreign exchange`,
  'audit.view': msg`View the audit log`,
};

export const scopeLabel = (scope: ApiKeyScope): string => i18n._(SCOPE_LABELS[scope]);

/** The scopes that only read: what the "Read only" preset ticks. */
export const READ_ONLY_SCOPES: readonly ApiKeyScope[] = ['accounts.view', 'exports.create', 'audit.view'];

export type ScopePreset = 'read_only' | 'read_write';

export const PRESET_SCOPES: Record<ScopePreset, readonly ApiKeyScope[]> = {
  read_only: READ_ONLY_SCOPES,
  read_write: API_KEY_SCOPES,
};

const sameScopes = (a: readonly ApiKeyScope[], b: readonly ApiKeyScope[]) =>
  a.length === b.length && a.every((scope) => b.includes(scope));

/** The preset a set of scopes is exactly, if any. */
export function scopePreset(scopes: readonly ApiKeyScope[]): ScopePreset | null {
  if (sameScopes(scopes, API_KEY_SCOPES)) return 'read_write';
  if (sameScopes(scopes, READ_ONLY_SCOPES)) return 'read_only';
  return null;
}

/** Scopes in the contract's order, whatever order they were ticked in. */
export const orderedScopes = (scopes: readonly ApiKeyScope[]): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => scopes.includes(scope));

/** A key's scopes in plain words: 'Read and write', 'Read only', or each one ('Make payments, Cancel payments'). */
export function scopesText(scopes: readonly ApiKeyScope[]): string {
  switch (scopePreset(scopes)) {
    case 'read_write':
      return t`Read and write`;
    case 'read_only':
      return t`Read only`;
    default:
      return orderedScopes(scopes).map(scopeLabel).join(', ');
  }
}

/** When the key stops working: its date, or 'Never'. */
export const apiKeyExpiryText = (key: Pick<ApiKey, 'expires_at'>): string =>
  key.expires_at === null ? t`Never` : formatDate(key.expires_at);

/** When the key was last used: its date and time, or 'Never used'. */
export const apiKeyLastUsedText = (key: Pick<ApiKey, 'last_used_at'>): string =>
  key.last_used_at === null ? t`Never used` : formatDateTime(key.last_used_at);

/** A key can be revoked while it could still work again (active, or suspended until its creator's role returns). */
export const canRevokeApiKey = (key: Pick<ApiKey, 'status'>): boolean =>
  key.status === 'active' || key.status === 'suspended';

/**
 * A chosen expiry day (YYYY-MM-DD) as the contract's date-time: the end of that day where the person is, so
 * the key works all of the day they picked. Null for no expiry.
 */
export function expiryDateTime(day: string | null | undefined): string | null {
  if (!day) return null;
  return dayjs(day).endOf('day').toISOString();
}

/** The events an endpoint may listen to, in the contract's order (the test event is sent on request only). */
export const WEBHOOK_EVENT_TYPES: readonly WebhookSubscribedEvent[] = webhookSubscribedEventValues;

const EVENT_LABELS: Record<WebhookEventType, MessageDescriptor> = {
  'payment.created': msg`A payment is created`,
  'payment.status_changed': msg`A payment's status changes`,
  'payment.awaiting_approval': msg`A payment waits for approval`,
  'payment.approved': msg`A payment is approved`,
  'payment.rejected': msg`A payment is rejected`,
  'payment_batch.completed': msg`A bulk payment is completed`,
  'transaction.booked': msg`A transaction is booked`,
  'fx_trade.settled': msg`An FX trade settles`,
  'fx_trade.failed': msg`An FX trade fails`,
  'member.joined': msg`A member joins`,
  'member.removed': msg`A member is removed`,
  'webhook.test': msg`Test event`,
};

/** An event type in words ('A payment is created'); the type itself for one the portal does not know yet. */
export function eventTypeLabel(type: string): string {
  const label = EVENT_LABELS[type as WebhookEventType];
  return label ? i18n._(label) : type;
}

/** How many events an endpoint listens to: 'All events' or '3 events'. */
export function eventsCountText(events: readonly WebhookSubscribedEvent[]): string {
  if (WEBHOOK_EVENT_TYPES.every((type) => events.includes(type))) return t`All events`;
  return plural(events.length, { one: '# event', other: '# events' });
}

/** Events in the contract's order, whatever order they were ticked in. */
export const orderedEvents = (events: readonly WebhookSubscribedEvent[]): WebhookSubscribedEvent[] =>
  WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));

/** Why an endpoint gets nothing, when it does not: disabled by a person, or by the bank after a day of failures. */
export function endpointStatusNote(
  endpoint: Pick<WebhookEndpoint, 'status' | 'failing_since'>,
): string | null {
  if (endpoint.status === 'disabled') return t`Disabled: no events are sent to it until it is enabled again.`;
  if (endpoint.status === 'failing') {
    const since = formatDateTime(endpoint.failing_since);
    return endpoint.failing_since === null
      ? t`Every delivery failed, so the bank stopped sending. Fix the receiver, then enable it again.`
      : t`Every delivery since ${since} failed, so the bank stopped sending. Fix the receiver, then enable it again.`;
  }
  return null;
}

/** The last answer of a delivery: its HTTP status, or a dash before the first one or when none came. */
export const responseCodeText = (code: number | null): string => (code === null ? '—' : String(code));

/** A delivery still waiting for its retry cannot be redelivered yet. */
export const canRedeliver = (delivery: Pick<WebhookDelivery, 'status'>): boolean =>
  delivery.status !== 'pending';

/**
 * A payload as people read it: indented JSON, shown as text (never as markup), whatever its fields hold.
 */
export const prettyPayload = (payload: unknown): string => JSON.stringify(payload, null, 2);

type WebhookAttempt = WebhookDeliveryDetail['attempts'][number];

/** One attempt: when, the answer's code or why none came, and how long it took. */
export function attemptText(attempt: WebhookAttempt): string {
  const at = formatDateTime(attempt.at);
  const ms = attempt.duration_ms;
  if (attempt.response_code !== null) {
    const code = attempt.response_code;
    return t`${at}: answered ${code} in ${ms} ms`;
  }
  const error = attempt.error ?? t`no answer`;
  return t`${at}: ${error} after ${ms} ms`;
}
