import { expect } from 'vitest';

export type Outcome = 'happy' | 'refusal';
type CallOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  form?: FormData;
  noXsrf?: boolean;
  token?: string | null;
};

/** A fetch client for the tour: cookie jar, XSRF echo, bearer, and a record of what each operation showed. */
export class TourClient {
  cookies = new Map<string, string>();
  token: string | null = null;
  readonly seen = new Map<string, Set<Outcome>>();

  constructor(readonly base: string) {}

  async call(operationId: string, outcome: Outcome, method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (method !== 'GET' && !options.noXsrf) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${this.base}${path}`, { method, headers, ...(body ? { body } : {}) });
    for (const c of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(pair.slice(i + 1)));
    }
    const text = await res.text();
    // Files (statements, letters, exports) are not JSON; everything else is.
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    const json = text && isJson ? (JSON.parse(text) as Record<string, unknown>) : null;
    const where = `${operationId} ${method} ${path} → ${res.status}`;
    // Prism (--errors) answers any request or response that breaks the contract with a problem JSON.
    expect(res.headers.get('sl-violations'), `${where}: ${res.headers.get('sl-violations')}`).toBeNull();
    expect(res.headers.get('content-type') ?? '', `${where}: ${text.slice(0, 600)}`).not.toContain(
      'problem+json',
    );
    if (outcome === 'happy') expect(res.status, `${where}: ${text.slice(0, 600)}`).toBeLessThan(300);
    else {
      expect(res.status, `${where}: ${text.slice(0, 600)}`).toBeGreaterThanOrEqual(400);
      expect(json?.message, where).toBeTypeOf('string');
    }
    const set = this.seen.get(operationId) ?? new Set<Outcome>();
    set.add(outcome);
    this.seen.set(operationId, set);
    const data = (json?.data ?? {}) as Record<string, unknown> & { ref?: string };
    return { status: res.status, json, data, headers: res.headers };
  }
}
