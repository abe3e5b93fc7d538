import type { Bank } from '../domain/bank/index.js';
import { inboxNameOk, receiveInInbox } from '../domain/webhooks/index.js';
import type { ControlResult } from './control-result.js';

/** The inbox's largest body: far above any event the bank posts, far below what would fill memory. */
export const INBOX_BODY_LIMIT = 256 * 1024;

const eventOf = (body: string): { type: string | null } => {
  try {
    const parsed = JSON.parse(body) as { type?: unknown } | null;
    return { type: typeof parsed?.type === 'string' ? parsed.type : null };
  } catch {
    return { type: null };
  }
};

/** What the inbox received, newest first (`inbox`: one inbox only), with the event type read from the body. */
export function listInbox(bank: Bank, inbox?: string): ControlResult {
  const entries = bank.store.webhookInbox
    .filter((e) => !inbox || e.inbox === inbox)
    .map((e) => ({
      inbox: e.inbox,
      received_at: new Date(e.receivedAt).toISOString(),
      webhook_id: e.headers['webhook-id'] ?? null,
      event_type: eventOf(e.body).type,
      headers: e.headers,
      body: e.body,
    }))
    .reverse();
  return { status: 200, body: { data: entries } };
}

export function clearInbox(bank: Bank): ControlResult {
  bank.store.webhookInbox.length = 0;
  return { status: 200, body: { data: [] } };
}

/** The headers a receiver would look at; hop-by-hop and cookie headers are not kept. */
const KEPT_HEADERS = /^(content-type|user-agent|webhook-id|webhook-timestamp|webhook-signature)$/;

/** A POST to `/__mock/webhook-inbox/<name>` from outside: kept as the bank's own deliveries are. */
export function receiveInboxPost(
  bank: Bank,
  inbox: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): ControlResult {
  if (!inboxNameOk(inbox))
    return {
      status: 400,
      body: { message: 'An inbox name is 1 to 100 letters, digits, dots, dashes, underscores or tildes.' },
    };
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (KEPT_HEADERS.test(lower) && value !== undefined)
      kept[lower] = Array.isArray(value) ? value.join(', ') : value;
  }
  receiveInInbox(bank, inbox, kept, body);
  return { status: 204, body: undefined };
}
