/**
 * What the request journal and a recording never show (rule MJR-03): the credentials a request or an answer
 * carries, by the contract's names for them in their place. The same name elsewhere is not a secret: an
 * error body's `code` (`validation_failed`) and its `errors` (messages keyed by field name) stay readable.
 */
export const REDACTED = '[redacted]';

/** Headers that carry a credential, in either direction. */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-xsrf-token',
]);

/**
 * Names the contract gives only to secrets, wherever they sit: passwords (CurrentPassword, NewPassword), the
 * access token (AccessTokenValue), a two-factor code under its own name, the TOTP secret of a setup and its
 * otpauth URI and QR code (both spell the secret), an API key's or a webhook endpoint's secret.
 */
const SECRET_NAMES = new Set([
  'password',
  'current_password',
  'password_confirmation',
  'access_token',
  'refresh_token',
  'two_factor_code',
  'secret',
  'otpauth_uri',
  'qr_code',
  'recovery_codes',
]);

/**
 * Names that are secrets only in a request body: there `code` is a TotpCode (at the top, or under
 * `authorization` when a payment, a decision or a standing order is confirmed) and `token` an OpaqueToken
 * (a password reset or an invitation). In an answer `code` is an error code and `token` a file link's, which
 * the download path names anyway.
 */
const REQUEST_SECRET_PATHS = new Set(['code', 'token', 'authorization.code']);

export type BodySide = 'request' | 'response';

/** Whether the value at `path` (property names from the body's top, array positions left out) is a secret. */
export function isSecretField(side: BodySide, path: readonly string[]): boolean {
  const name = path[path.length - 1];
  if (name === undefined) return false;
  // An error's `errors` maps field names to messages: `errors.password` is "Too short", not a password.
  if (side === 'response' && path[0] === 'errors') return false;
  if (SECRET_NAMES.has(name)) return true;
  return side === 'request' && REQUEST_SECRET_PATHS.has(path.join('.'));
}

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase());
}

/** A copy of a JSON body with every secret replaced by "[redacted]"; anything else is returned as it is. */
export function redactBody(side: BodySide, body: unknown): unknown {
  const walk = (value: unknown, path: string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, path));
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const at = [...path, key];
      out[key] = isSecretField(side, at) && inner !== null ? REDACTED : walk(inner, at);
    }
    return out;
  };
  return walk(body, []);
}

const SECRET_IN_TEXT = new RegExp(
  `("(?:${[...SECRET_NAMES].join('|')})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"?`,
  'g',
);

/**
 * JSON text that does not parse (a malformed or truncated answer) with each value under a name the contract
 * gives only to secrets redacted, even where the text is cut inside it.
 */
export function redactJsonText(text: string): string {
  return text.replace(SECRET_IN_TEXT, `$1"${REDACTED}"`);
}

/** Headers as name → text (lower-case names, repeated values joined), each credential as "[redacted]". */
export function redactHeaders(headers: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    out[key] = isSecretHeader(key) ? REDACTED : Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** Query parameters as name → value(s), with a secret's value (`?token=…`) redacted. */
export function redactQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, raw] of new URLSearchParams(query)) {
    const value = isSecretField('request', [name]) ? REDACTED : raw;
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}
