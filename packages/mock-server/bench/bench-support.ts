/** What the mock bank's load benchmarks share: the run length, the sign-in, one autocannon run, the figures line. */
import autocannon, { type Result } from 'autocannon';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 10;

/** Signs Ada in as the SPA does (XSRF cookie, then login) and returns her access token. */
export async function signIn(base: string): Promise<string> {
  const xsrf = await fetch(`${base}/api/v1/auth/xsrf`);
  const cookies = xsrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(token),
      cookie: cookies.join('; '),
    },
    body: JSON.stringify({ email: 'ada@northwind.test', password: 'Northwind#2026' }),
  });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/** One autocannon run on an authenticated GET (BENCH_DURATION s unless told), after checking once that it answers 200. */
export async function run(name: string, url: string, token: string, duration = DURATION): Promise<Result> {
  const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`${name}: ${url} answered ${check.status}`);
  process.stdout.write(`→ ${name}: ${CONNECTIONS} connections for ${duration} s …\n`);
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
}

export const line = (name: string, r: Result) =>
  `${name.padEnd(24)} ${Math.round(r.requests.average).toString().padStart(8)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}  errors ${r.errors}`;

/** A figure's goal beside it: "(goal <= 20 ms: met)". */
export const goal = (target: string, met: boolean) => `(goal ${target}: ${met ? 'met' : 'not met'})`;
