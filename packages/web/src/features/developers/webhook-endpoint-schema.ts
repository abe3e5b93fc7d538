import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { zodMessage } from '../../lib/i18n/zod-message';
import type { WebhookEndpoint, WebhookEndpointInput, WebhookSubscribedEvent } from './api/webhooks';
import { orderedEvents, WEBHOOK_EVENT_TYPES } from './developers-model';

/** The contract's limits for an endpoint's URL and description. */
export const WEBHOOK_URL_MAX_LENGTH = 500;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** An absolute web address; whether the bank will post to it (https, a public host) is the bank's to say. */
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The add and edit endpoint form: where to post, a note for people, and which events. */
export const webhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, zodMessage(msg`Enter the address the bank should post events to.`))
    .max(WEBHOOK_URL_MAX_LENGTH, zodMessage(msg`Use 500 characters or fewer.`))
    .refine(isWebAddress, zodMessage(msg`Enter a full address that starts with https://.`)),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, zodMessage(msg`Use 200 characters or fewer.`))
    .refine((value) => !CONTROL.test(value), zodMessage(msg`Use letters, digits and punctuation only.`)),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES as [WebhookSubscribedEvent, ...WebhookSubscribedEvent[]]))
    .min(1, zodMessage(msg`Choose at least one event.`)),
});

export type WebhookEndpointFormValues = z.input<typeof webhookEndpointSchema>;
export type WebhookEndpointValues = z.output<typeof webhookEndpointSchema>;

export const EMPTY_WEBHOOK_ENDPOINT: WebhookEndpointFormValues = { url: '', description: '', events: [] };

export const WEBHOOK_ENDPOINT_FIELDS = ['url', 'description', 'events'] as const;

/** The form filled with an endpoint being edited. */
export const endpointFormValues = (endpoint: WebhookEndpoint): WebhookEndpointFormValues => ({
  url: endpoint.url,
  description: endpoint.description,
  events: orderedEvents(endpoint.events),
});

export const webhookEndpointBody = (values: WebhookEndpointValues): WebhookEndpointInput => ({
  url: values.url,
  description: values.description,
  events: orderedEvents(values.events),
});
