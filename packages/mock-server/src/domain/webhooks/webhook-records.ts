import type { components } from '@portal/api-types/schema';
import type { TransactionRecord } from '../accounts/account-records.js';

type S = components['schemas'];

export type WebhookEventType = S['WebhookEventType'];
/** What an endpoint can listen to: every event but the test one. */
export type WebhookSubscribedEvent = S['WebhookSubscribedEvent'];

/** An endpoint the bank posts an organization's events to. */
export type WebhookEndpointRecord = {
  ref: S['WebhookEndpointRef'];
  orgRef: S['OrganizationRef'];
  url: string;
  description: string;
  /** What it listens to (a test event comes only when a person sends one). */
  events: WebhookSubscribedEvent[];
  /** `whsec_…`: signs every delivery (Standard Webhooks). */
  secret: string;
  /** Off by a person (`disabled`) or by the bank after a day of failures (`failing`). */
  status: S['WebhookEndpointStatus'];
  createdAt: number;
  /** The first failed attempt of the current run of failures; null while deliveries succeed. */
  failingSince: number | null;
};

/** One attempt to post a delivery: the answer's status, or why none came. */
export type WebhookAttemptRecord = {
  at: number;
  responseCode: number | null;
  error: string | null;
  durationMs: number;
};

/** One event to one endpoint: the same `webhook-id` (eventId) on every attempt. */
export type WebhookDeliveryRecord = {
  ref: S['WebhookDeliveryRef'];
  endpointRef: S['WebhookEndpointRef'];
  orgRef: S['OrganizationRef'];
  eventId: string;
  eventType: WebhookEventType;
  /** The body posted: `{ type, timestamp, data }`, fixed when the event happened. */
  payload: { type: WebhookEventType; timestamp: string; data: Record<string, unknown> };
  status: S['WebhookDeliveryStatus'];
  attempts: WebhookAttemptRecord[];
  createdAt: number;
  /** Bank-clock time of the next attempt; null unless pending. */
  nextAttemptAt: number | null;
  /** True while an attempt is on the wire, so a second pump does not send it twice. */
  sending: boolean;
};

/** A request the mock bank's own inbox received (`/__mock/webhook-inbox/<name>`), for the control page. */
export type WebhookInboxEntry = {
  inbox: string;
  receivedAt: number;
  headers: Record<string, string>;
  body: string;
};

/**
 * What the bank last saw of the things events are about, so a change anywhere (a request, the clock, a
 * simulation, a scenario) is noticed once and published as its events (webhook-events.ts).
 */
export type WebhookWatch = {
  /** The store's change count (bank/change-count.ts) at the last look: while it stays, nothing is looked at. */
  changes: number;
  payments: Map<string, string>;
  /** How many ledger entries of each bank account have been looked at. */
  transactionCounts: Map<string, number>;
  /** Entries looked at but not booked yet (pending), by ref: the entry itself (a status change keeps it). */
  unbookedTransactions: Map<string, TransactionRecord>;
  fxTrades: Map<string, string>;
  paymentBatches: Map<string, string>;
  /** Members per organization: user ref → role (a removed member's event says what they were). */
  members: Map<string, Map<string, string>>;
};
