import { base64 } from '@scure/base';
import type { ApiKeyRecord } from '../../api-keys/index.js';
import { createRng, type Store, sha256Hex } from '../../bank/index.js';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../../webhooks/index.js';

const DAY = 86_400_000;

/**
 * Northwind's developer settings as a demo shows them: Ada's ERP key, and the ERP's webhook endpoint, switched
 * off (so it sends nothing anywhere) with the two test events of its set-up in its log (the delivery log
 * keeps 30 days). Drawn from a generator
 * of their own, so the rest of the seed keeps its refs. No one knows the key's secret: it is stored as a hash.
 */
export function seedDeveloperSettings(store: Store, seed: number, now: number): void {
  const rng = createRng(seed ^ 0xde7e1);
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => rng.int(0, 255));
  const secret = `nwk_${rng.id(40)}`;
  const key: ApiKeyRecord = {
    ref: 'key_northwind_erp',
    orgRef: 'org_northwind',
    name: 'ERP sync',
    prefix: secret.slice(0, 12),
    secretHash: sha256Hex(secret),
    scopes: ['accounts.view', 'exports.create'],
    createdAt: now - 40 * DAY,
    createdBy: 'usr_ada',
    createdByName: 'Ada Lovelace',
    expiresAt: null,
    lastUsedAt: now - 2 * 3_600_000,
    revokedAt: null,
  };
  store.apiKeys.set(key.ref, key);
  store.apiKeyIndex.set(key.secretHash, key.ref);

  const endpoint: WebhookEndpointRecord = {
    ref: 'whe_northwind_erp',
    orgRef: 'org_northwind',
    url: 'https://erp.northwind.example/bank-events',
    description: 'ERP: payment status and bookings',
    events: ['payment.status_changed', 'transaction.booked'],
    secret: `whsec_${base64.encode(bytes(24))}`,
    status: 'disabled',
    createdAt: now - 20 * DAY,
    failingSince: null,
  };
  store.webhookEndpoints.set(endpoint.ref, endpoint);
  const testEvent = (ref: string, at: number, answers: (number | null)[]): WebhookDeliveryRecord => {
    const last = answers.at(-1);
    return {
      ref,
      endpointRef: endpoint.ref,
      orgRef: endpoint.orgRef,
      eventId: `msg_${rng.id(24)}`,
      eventType: 'webhook.test',
      payload: {
        type: 'webhook.test',
        timestamp: new Date(at).toISOString(),
        data: {
          account: 'org_northwind',
          endpoint_ref: endpoint.ref,
          message: 'A test event from the mock bank.',
        },
      },
      status: last !== null && last !== undefined && last < 300 ? 'succeeded' : 'failed',
      attempts: answers.map((code, i) => ({
        at: at + i * 5_000,
        responseCode: code,
        error: code === null ? 'The connection was refused.' : null,
        durationMs: 40 + i * 10,
      })),
      createdAt: at,
      nextAttemptAt: null,
      sending: false,
    };
  };
  for (const delivery of [
    // The first failed twice; switching the endpoint off failed its wait for a retry.
    testEvent('whd_northwind_first', now - 20 * DAY, [null, 503]),
    testEvent('whd_northwind_second', now - 20 * DAY + 600_000, [200]),
  ]) {
    store.webhookDeliveries.set(delivery.ref, delivery);
  }
}
