import { describe, expect, it } from 'vitest';
import { apiKeyBody, apiKeySchema, EMPTY_API_KEY } from './api-key-schema';
import {
  API_KEY_SCOPES,
  apiKeyExpiryText,
  apiKeyLastUsedText,
  attemptText,
  canRedeliver,
  canRevokeApiKey,
  endpointStatusNote,
  eventsCountText,
  eventTypeLabel,
  expiryDateTime,
  prettyPayload,
  READ_ONLY_SCOPES,
  responseCodeText,
  scopePreset,
  scopesText,
  WEBHOOK_EVENT_TYPES,
} from './developers-model';
import { webhookEndpointBody, webhookEndpointSchema } from './webhook-endpoint-schema';

describe('API keys in words', () => {
  it('says a key’s scopes as a preset when they are one, else each in words in the contract’s order', () => {
    expect(scopesText([...API_KEY_SCOPES].reverse())).toBe('Read and write');
    expect(scopesText(['audit.view', 'accounts.view', 'exports.create'])).toBe('Read only');
    expect(scopesText(['payments.cancel', 'accounts.view'])).toBe(
      'View balances and transactions, Cancel payments',
    );
    expect(scopePreset(READ_ONLY_SCOPES)).toBe('read_only');
    expect(scopePreset(['accounts.view'])).toBeNull();
  });

  it('says when a key expires and was last used, and which keys can still be revoked', () => {
    expect(apiKeyExpiryText({ expires_at: null })).toBe('Never');
    expect(apiKeyExpiryText({ expires_at: '2026-12-31T23:59:59Z' })).toBe('31 Dec, 2026');
    expect(apiKeyLastUsedText({ last_used_at: null })).toBe('Never used');
    expect(canRevokeApiKey({ status: 'active' })).toBe(true);
    expect(canRevokeApiKey({ status: 'suspended' })).toBe(true);
    expect(canRevokeApiKey({ status: 'revoked' })).toBe(false);
    expect(canRevokeApiKey({ status: 'expired' })).toBe(false);
  });

  it('makes the chosen expiry day the end of that day, and no day no expiry', () => {
    const at = expiryDateTime('2026-12-31');
    expect(at).not.toBeNull();
    expect(new Date(at ?? '').getTime()).toBeGreaterThan(new Date('2026-12-31T00:00:00').getTime());
    expect(new Date(at ?? '').getTime()).toBeLessThan(new Date('2027-01-01T00:00:00').getTime());
    expect(expiryDateTime(null)).toBeNull();
    expect(expiryDateTime('')).toBeNull();
  });

  it('checks the create form: a name, at least one scope; starts read only', () => {
    expect(EMPTY_API_KEY.scopes).toEqual(READ_ONLY_SCOPES);
    const empty = apiKeySchema.safeParse({ name: '  ', scopes: [], expires_on: null });
    expect(empty.success).toBe(false);
    const messages = empty.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Give the key a name, such as what will use it.');
    expect(messages).toContain('Choose at least one thing the key may do.');
    expect(
      apiKeySchema.safeParse({ name: 'x'.repeat(61), scopes: ['accounts.view'], expires_on: null }).success,
    ).toBe(false);
    const values = apiKeySchema.parse({
      name: ' ERP sync ',
      scopes: ['fx.trade', 'accounts.view'],
      expires_on: null,
    });
    expect(apiKeyBody(values)).toEqual({
      name: 'ERP sync',
      scopes: ['accounts.view', 'fx.trade'],
      expires_at: null,
    });
  });
});

describe('webhooks in words', () => {
  it('offers every event but the test event, each in words', () => {
    expect(WEBHOOK_EVENT_TYPES).not.toContain('webhook.test');
    expect(WEBHOOK_EVENT_TYPES).toHaveLength(11);
    expect(eventTypeLabel('payment.created')).toBe('A payment is created');
    expect(eventTypeLabel('webhook.test')).toBe('Test event');
    expect(eventTypeLabel('something.new')).toBe('something.new');
  });

  it('counts an endpoint’s events, all of them as "All events"', () => {
    expect(eventsCountText(['payment.created'])).toBe('1 event');
    expect(eventsCountText(['payment.created', 'transaction.booked'])).toBe('2 events');
    expect(eventsCountText(WEBHOOK_EVENT_TYPES)).toBe('All events');
  });

  it('says why an endpoint gets nothing, and nothing for an enabled one', () => {
    expect(endpointStatusNote({ status: 'enabled', failing_since: null })).toBeNull();
    expect(endpointStatusNote({ status: 'disabled', failing_since: null })).toBe(
      'Disabled: no events are sent to it until it is enabled again.',
    );
    expect(endpointStatusNote({ status: 'failing', failing_since: '2026-03-05T14:07:00Z' })).toMatch(
      /^Every delivery since 05 Mar, 2026 - \d\d:07 failed/,
    );
  });

  it('checks the endpoint form: a full address, a short description, at least one event', () => {
    const bad = webhookEndpointSchema.safeParse({ url: 'example.com/hook', description: '', events: [] });
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Enter a full address that starts with https://.');
    expect(messages).toContain('Choose at least one event.');
    const values = webhookEndpointSchema.parse({
      url: ' https://erp.example.com/hooks ',
      description: 'ERP',
      events: ['transaction.booked', 'payment.created'],
    });
    expect(webhookEndpointBody(values)).toEqual({
      url: 'https://erp.example.com/hooks',
      description: 'ERP',
      events: ['payment.created', 'transaction.booked'],
    });
  });

  it('shows a delivery’s answers and attempts in words, and its payload as indented text', () => {
    expect(responseCodeText(null)).toBe('—');
    expect(responseCodeText(500)).toBe('500');
    expect(canRedeliver({ status: 'pending' })).toBe(false);
    expect(canRedeliver({ status: 'failed' })).toBe(true);
    expect(
      attemptText({ at: '2026-03-05T14:07:00Z', response_code: 200, error: null, duration_ms: 12 }),
    ).toMatch(/: answered 200 in 12 ms$/);
    expect(
      attemptText({ at: '2026-03-05T14:07:00Z', response_code: null, error: 'timeout', duration_ms: 5000 }),
    ).toMatch(/: timeout after 5000 ms$/);
    const payload = { type: 'webhook.test', data: { note: '<script>alert(1)</script>' } };
    expect(prettyPayload(payload)).toBe(
      '{\n  "type": "webhook.test",\n  "data": {\n    "note": "<script>alert(1)</script>"\n  }\n}',
    );
  });
});
