export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  requireWebhookEndpoint,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-endpoints.js';
export {
  beginAttempt,
  enqueueEvent,
  finishAttempt,
  listDeliveries,
  pruneDeliveries,
  queueTestEvent,
  receiveInInbox,
  releaseInterruptedAttempts,
  requireDelivery,
  startRedelivery,
  takeDueDeliveries,
} from './webhook-queue.js';
export type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookInboxEntry,
  WebhookSubscribedEvent,
  WebhookWatch,
} from './webhook-records.js';
export { addressAllowed, inboxNameOk, webhookTarget } from './webhook-url.js';
