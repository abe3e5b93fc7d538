import { newSessionId, xsrfTokenFor } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import type { CookieSpec } from './types.js';

export const REFRESH_COOKIE = 'portal_refresh';
export const SID_COOKIE = 'portal_sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const REFRESH_PATH = '/api/v1/auth';

/** A fresh (or given) anti-forgery session id with its signed XSRF token. */
export function antiForgeryCookies(bank: Bank, sid = newSessionId()): CookieSpec[] {
  return [
    { name: SID_COOKIE, value: sid, httpOnly: true, path: '/' },
    { name: XSRF_COOKIE, value: xsrfTokenFor(bank.config.xsrfSecret, sid), httpOnly: false, path: '/' },
  ];
}

export function refreshCookie(bank: Bank, token: string): CookieSpec {
  return {
    name: REFRESH_COOKIE,
    value: token,
    httpOnly: true,
    path: REFRESH_PATH,
    maxAge: bank.config.refreshAbsoluteSeconds,
  };
}

export const clearRefreshCookie = (): CookieSpec => ({
  name: REFRESH_COOKIE,
  value: '',
  httpOnly: true,
  path: REFRESH_PATH,
  maxAge: 0,
});

/** Set-Cookie value; every cookie is SameSite=Strict, and Secure unless the bank is told otherwise. */
export function serializeCookie(cookie: CookieSpec, secure: boolean): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`, `Path=${cookie.path}`];
  if (cookie.maxAge !== undefined) {
    parts.push(`Max-Age=${cookie.maxAge}`);
    if (cookie.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  parts.push('SameSite=Strict');
  return parts.join('; ');
}

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const raw = part.slice(i + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}
