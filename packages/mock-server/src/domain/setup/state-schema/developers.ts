import {
  apiKeyScopeValues,
  webhookDeliveryStatusValues,
  webhookEndpointStatusValues,
  webhookEventTypeValues,
  webhookSubscribedEventValues,
} from '@portal/api-types/schema';
import { z } from 'zod';
import type { ApiKeyRecord } from '../../api-keys/index.js';
import type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookInboxEntry,
} from '../../webhooks/index.js';
import { line, lineOrEmpty } from './contract-formats.js';
import { count, epochMs } from './fields.js';
import { schemaOf } from './model-link.js';
import { apiKeyRef, orgRef, userRef, webhookDeliveryRef, webhookEndpointRef } from './refs.js';

const scope = z.enum(apiKeyScopeValues);

const eventType = z.enum(webhookEventTypeValues);

export const apiKeySchema = schemaOf<ApiKeyRecord>()(
  z.strictObject({
    ref: apiKeyRef,
    orgRef,
    name: line(60).min(1),
    prefix: z.string().regex(/^nwk_[A-Za-z0-9]{8}$/),
    secretHash: z.string().regex(/^[0-9a-f]{64}$/),
    scopes: z.array(scope).min(1).max(7),
    createdAt: epochMs,
    createdBy: userRef,
    createdByName: line(200),
    expiresAt: epochMs.nullable(),
    lastUsedAt: epochMs.nullable(),
    revokedAt: epochMs.nullable(),
  }),
);

const secret = z.string().regex(/^whsec_[A-Za-z0-9+/=]{32}$/);
const url = z.url().max(500);

export const webhookEndpointSchema = schemaOf<WebhookEndpointRecord>()(
  z.strictObject({
    ref: webhookEndpointRef,
    orgRef,
    url,
    description: lineOrEmpty(200),
    events: z.array(z.enum(webhookSubscribedEventValues)).min(1).max(11),
    secret,
    status: z.enum(webhookEndpointStatusValues),
    createdAt: epochMs,
    failingSince: epochMs.nullable(),
  }),
);

const attemptSchema = schemaOf<WebhookAttemptRecord>()(
  z.strictObject({
    at: epochMs,
    responseCode: z.number().int().min(100).max(599).nullable(),
    error: line(300).nullable(),
    durationMs: count,
  }),
);

export const webhookDeliverySchema = schemaOf<WebhookDeliveryRecord>()(
  z.strictObject({
    ref: webhookDeliveryRef,
    endpointRef: webhookEndpointRef,
    orgRef,
    eventId: z.string().regex(/^msg_[A-Za-z0-9]{1,64}$/),
    eventType,
    payload: z.strictObject({
      type: eventType,
      timestamp: z.iso.datetime(),
      data: z.record(z.string(), z.unknown()),
    }),
    status: z.enum(webhookDeliveryStatusValues),
    attempts: z.array(attemptSchema).max(100),
    createdAt: epochMs,
    nextAttemptAt: epochMs.nullable(),
    sending: z.boolean(),
  }),
);

export const webhookInboxEntrySchema = schemaOf<WebhookInboxEntry>()(
  z.strictObject({
    inbox: z.string().min(1).max(100),
    receivedAt: epochMs,
    headers: z.record(z.string(), z.string()),
    body: z.string().max(1_000_000),
  }),
);
