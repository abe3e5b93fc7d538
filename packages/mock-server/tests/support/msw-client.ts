/**
 * A browser-like fetch client of the MSW bank: keeps the bearer token and echoes the script-readable
 * XSRF-TOKEN cookie itself (the adapter's cookie jar never echoes it).
 */
export class MswClient {
  token = '';
  xsrf = '';
  constructor(readonly base: string) {}

  async call(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
    const unsafe = method !== 'GET';
    const res = await fetch(`${this.base}${path}`, {
      method,
      ...(init.body !== undefined ? { body: init.body } : {}),
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(unsafe && this.xsrf ? { 'x-xsrf-token': this.xsrf } : {}),
        ...init.headers,
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
      if (match) this.xsrf = decodeURIComponent(match[1] ?? '');
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
  }

  /** A JSON POST (no body when `body` is undefined). */
  post(path: string, body?: unknown) {
    return this.call('POST', path, body === undefined ? {} : { body: JSON.stringify(body) });
  }
}
