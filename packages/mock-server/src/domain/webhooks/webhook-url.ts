import ipaddr from 'ipaddr.js';

/** Where a webhook URL sends the bank: its own inbox (in-process), a server on the network, or nowhere. */
export type WebhookTarget =
  | { kind: 'inbox'; inbox: string }
  | { kind: 'remote'; url: URL }
  | { kind: 'refused'; reason: string };

/** `/__mock/webhook-inbox/<name>`: the mock bank's own inbox, on any host (nothing leaves the process). */
const INBOX_PATH = /^\/__mock\/webhook-inbox\/([A-Za-z0-9._~-]{1,100})(?:\/|$)/;

export const inboxNameOk = (name: string): boolean => /^[A-Za-z0-9._~-]{1,100}$/.test(name);

/** Names that mean this machine or a private network whatever DNS says (RFC 6761, RFC 8375, common suffixes). */
const LOOPBACK_NAME = /^(localhost|localhost\.localdomain)$|\.localhost$/i;
const PRIVATE_NAME = /\.(local|localdomain|internal|intranet|lan|home\.arpa)$/i;

/**
 * Whether the bank may connect to this address: only public unicast (ipaddr.js `range()` is `unicast`);
 * loopback too when the mock was started to allow it. An IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

const isLoopbackAddress = (address: string): boolean =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

/**
 * The webhook URL rule (pure): an absolute `https` URL to a public host; plain `http` only to loopback and
 * only when `allowLoopback`; literal private, loopback, link-local, unique-local, multicast or unspecified
 * addresses and local-only names refused. The inbox path is accepted on any host.
 */
export function webhookTarget(raw: string, allowLoopback: boolean): WebhookTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'refused', reason: 'Give an absolute URL, such as https://example.com/bank-events.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { kind: 'refused', reason: 'Only https URLs are accepted.' };
  const inbox = INBOX_PATH.exec(url.pathname);
  if (inbox?.[1]) return { kind: 'inbox', inbox: inbox[1] };
  if (url.pathname.startsWith('/__mock/webhook-inbox/'))
    return {
      kind: 'refused',
      reason:
        'Name the inbox: /__mock/webhook-inbox/ and 1 to 100 letters, digits, dots, dashes or underscores.',
    };
  if (url.username || url.password)
    return { kind: 'refused', reason: 'A URL with a user name or password is not accepted.' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = ipaddr.isValid(host);
  const loopback = literal ? isLoopbackAddress(host) : LOOPBACK_NAME.test(host);
  if (loopback) {
    if (!allowLoopback)
      return { kind: 'refused', reason: 'The bank does not deliver to this machine (a loopback address).' };
    return { kind: 'remote', url };
  }
  if (literal && !addressAllowed(host, false))
    return {
      kind: 'refused',
      reason: 'The bank does not deliver to a private, link-local or reserved address.',
    };
  if (!literal && (PRIVATE_NAME.test(host) || !host.includes('.')))
    return { kind: 'refused', reason: 'The bank does not deliver to a name of a private network.' };
  if (url.protocol !== 'https:') return { kind: 'refused', reason: 'Only https URLs are accepted.' };
  return { kind: 'remote', url };
}
