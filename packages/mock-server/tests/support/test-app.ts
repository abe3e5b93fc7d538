import type { paths } from '@portal/api-types/schema';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import createClient, { type Client as FetchClient } from 'openapi-fetch';
import type { BankConfig } from '../../src/domain/bank/index.js';
import { type AppOptions, buildApp } from '../../src/http/app.js';
import { checkAnswersAgainstContract } from './contract-answers.js';
import { toInjectOptions, toResponse } from './inject-fetch.js';

/** A Tuesday 10:00 UTC (11:00 London in summer time, 10:00 in winter): inside both windows. */
export const TEST_START = Date.parse('2026-03-10T10:00:00Z');

/** The bank of the HTTP tests: every answer to /api/v1 it gives them is checked against the contract. */
export async function testApp(
  config: Partial<BankConfig> = {},
  options: Pick<AppOptions, 'webhookResolve'> = {},
) {
  const built = await buildApp({
    ...options,
    bankConfig: {
      seed: 42,
      clockStart: TEST_START,
      frozenClock: true,
      paymentAcceptMs: 5,
      webhookAllowLoopback: true,
      ...config,
    },
    rateLimitMax: 0,
  });
  checkAnswersAgainstContract(built.app);
  return built;
}

type CallOptions = { body?: unknown; headers?: Record<string, string>; xsrf?: boolean; auth?: boolean };

/**
 * A browser-like client over app.inject: keeps cookies, echoes XSRF, sends the bearer token. `api` is the
 * contract's typed client (openapi-fetch) on the same session; `call` sends what the contract would refuse.
 */
export class Client {
  cookies: Record<string, string> = {};
  token: string | null = null;
  /** Paths, parameters, bodies and answers typed from the contract; its fetch is app.inject. */
  readonly api: FetchClient<paths>;
  /** `ip`: the client address the server sees (per-client rate limits). */
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {
    this.api = createClient<paths>({
      baseUrl: 'http://mock-bank.test/api/v1',
      fetch: async (request) => toResponse(await this.send(await toInjectOptions(request))),
    });
  }

  remember(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.maxAge === 0) delete this.cookies[c.name];
      else this.cookies[c.name] = c.value;
    }
  }

  async call(method: string, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    return this.send(
      {
        method: method as 'GET',
        url:
          url.startsWith('/') && !url.startsWith('/api') && !url.startsWith('/__mock')
            ? `/api/v1${url}`
            : url,
        headers: options.headers ?? {},
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      },
      options,
    );
  }

  /** One request of this session: the cookies, the XSRF echo on a state-changing method, the bearer token. */
  private async send(
    request: InjectOptions,
    options: Pick<CallOptions, 'xsrf' | 'auth'> = {},
  ): Promise<LightMyRequestResponse> {
    const unsafe = request.method !== 'GET';
    if (unsafe && options.xsrf !== false && !this.cookies['XSRF-TOKEN']) await this.xsrf();
    const headers: Record<string, string> = { ...(request.headers as Record<string, string> | undefined) };
    if (unsafe && options.xsrf !== false && this.cookies['XSRF-TOKEN'])
      headers['x-xsrf-token'] = this.cookies['XSRF-TOKEN'];
    if (this.token && options.auth !== false) headers.authorization = `Bearer ${this.token}`;
    const res = await this.app.inject({ ...request, headers, cookies: this.cookies, remoteAddress: this.ip });
    this.remember(res);
    return res;
  }

  async xsrf(): Promise<void> {
    this.remember(
      await this.app.inject({
        method: 'GET',
        url: '/api/v1/auth/xsrf',
        cookies: this.cookies,
        remoteAddress: this.ip,
      }),
    );
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    const res = await this.call('POST', '/auth/login', { body: { email, password } });
    const data = res.json()?.data;
    if (data?.status === 'authenticated') this.token = data.access_token;
    return res;
  }

  async loginWithTotp(email: string, password: string): Promise<LightMyRequestResponse> {
    const first = await this.login(email, password);
    const challenge = first.json().data.challenge_ref as string;
    const code = (await this.app.inject({ method: 'GET', url: `/__mock/totp/${email}` })).json()
      .code as string;
    const res = await this.call('POST', '/auth/2fa/verify-code', {
      body: { challenge_ref: challenge, code },
    });
    this.token = res.json().data.access_token;
    return res;
  }
}

export async function signedIn(app: FastifyInstance, who: 'ada' | 'grace' | 'hank' = 'ada'): Promise<Client> {
  const client = new Client(app);
  if (who === 'grace') await client.loginWithTotp('grace@northwind.test', 'Northwind#2026');
  else if (who === 'hank') await client.login('hank@globex.test', 'Globex#2026!');
  else await client.login('ada@northwind.test', 'Northwind#2026');
  if (!client.token) throw new Error(`could not sign in as ${who}`);
  return client;
}

/** The seed's open invitation's token, as the bank mailed it (the control API's outbox). */
export async function invitationToken(app: FastifyInstance, to = 'invitee@northwind.test'): Promise<string> {
  const mail = (await app.inject({ method: 'GET', url: `/__mock/outbox?to=${to}` })).json().data[0];
  return mail.token;
}

/** POST /auth/invitation/accept as the invitee Imogen Hartley with a valid password. */
export function acceptInvitation(client: Client, token: string) {
  return client.api.POST('/auth/invitation/accept', {
    body: {
      token,
      first_name: 'Imogen',
      last_name: 'Hartley',
      password: 'Invitee#2026x',
      password_confirmation: 'Invitee#2026x',
    },
  });
}

export const OPS = '/accounts/org_northwind/bank-accounts/ba_northwind_ops';
/** The operations account as the typed client's path parameters. */
export const OPS_PATH = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };
export const TREASURY = '/accounts/org_northwind/bank-accounts/ba_northwind_treasury';
export const TREASURY_PATH = { account: 'org_northwind', bankAccount: 'ba_northwind_treasury' };
