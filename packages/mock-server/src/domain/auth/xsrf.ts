import { constantTimeEqual, hmacSha256, randomToken } from '../bank/index.js';

/** OWASP "signed double submit": token = nonce.HMAC(secret, sid.nonce), bound to the portal_sid cookie. */
export const newSessionId = (): string => randomToken(18);

const mac = (secret: string, sid: string, nonce: string): string => hmacSha256(secret, `${sid}.${nonce}`);

export function xsrfTokenFor(secret: string, sid: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${mac(secret, sid, nonce)}`;
}

const same = constantTimeEqual;

export function xsrfValid(
  secret: string,
  sid: string | undefined,
  cookie: string | undefined,
  header: string | undefined,
): boolean {
  if (!sid || !cookie || !header || !same(cookie, header)) return false;
  const [nonce, signature, extra] = header.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return same(signature, mac(secret, sid, nonce));
}

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Refuses a cross-site Origin or Sec-Fetch-Site: cross-site (absent headers are allowed: non-browser clients). */
export function originAllowed(
  origin: string | undefined,
  fetchSite: string | undefined,
  host: string | undefined,
  allowed: string[],
): boolean {
  if (fetchSite === 'cross-site') return false;
  if (!origin) return true;
  if (LOOPBACK.test(origin) || allowed.includes(origin)) return true;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}
