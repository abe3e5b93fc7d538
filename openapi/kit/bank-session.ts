import { CookieJar } from 'tough-cookie';

/** The anti-forgery cookie the bank sets and expects echoed in `X-XSRF-TOKEN` on every unsafe request. */
const XSRF_COOKIE = 'XSRF-TOKEN';

export interface BankAnswer {
  status: number;
  contentType: string;
  /** The parsed JSON body, or null for an empty or non-JSON body. */
  json: unknown;
  text: string;
  headers: Headers;
}

/**
 * One signed-in client of the bank as a browser is one: a cookie jar (refresh and anti-forgery cookies), the
 * XSRF echo on unsafe methods, and the bearer token in memory. Every request goes to `base`, the validation
 * proxy in front of the bank.
 */
export class BankSession {
  readonly jar = new CookieJar();
  token: string | null = null;

  constructor(readonly base: string) {}

  async send(
    method: string,
    path: string,
    options: { body?: unknown; form?: FormData; headers?: Record<string, string>; bearer?: boolean } = {},
  ): Promise<BankAnswer> {
    const url = `${this.base}${path}`;
    // JSON first; a file the bank built (a statement, a letter) comes as what it is.
    const headers: Record<string, string> = {
      accept: 'application/json, */*;q=0.5',
      ...(options.headers ?? {}),
    };
    if (this.token && options.bearer !== false) headers.authorization = `Bearer ${this.token}`;
    const cookie = await this.jar.getCookieString(url);
    if (cookie) headers.cookie = cookie;
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      const xsrf = (await this.jar.getCookies(url)).find((c) => c.key === XSRF_COOKIE);
      if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf.value);
    }
    let body: string | FormData | undefined;
    if (options.form)
      body = options.form; // fetch writes the multipart content type with its boundary
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
    for (const set of res.headers.getSetCookie()) await this.jar.setCookie(set, url, { ignoreError: true });
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    let json: unknown = null;
    if (contentType.includes('json') && text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    return { status: res.status, contentType, json, text, headers: res.headers };
  }

  /**
   * The same signed-in client speaking to another base (the bank itself, not the proxy in front of it): the
   * bearer token and the cookies' values go with it.
   */
  async beside(base: string): Promise<BankSession> {
    const other = new BankSession(base);
    other.token = this.token;
    for (const cookie of await this.jar.getCookies(`${this.base}/`))
      await other.jar.setCookie(`${cookie.key}=${cookie.value}; Path=/`, `${base}/`);
    return other;
  }
}
