import { resolve } from 'node:path';
import { type BankConfig, LOCALES } from '../domain/bank/index.js';
import type { UpstreamOptions } from './upstream.js';

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.trunc(n) : fallback;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** MOCK_UPSTREAM and MOCK_UPSTREAM_OPERATIONS (checked when the app starts); null when MOCK_UPSTREAM is unset. */
function upstreamFromEnv(env: NodeJS.ProcessEnv): UpstreamOptions | null {
  if (!env.MOCK_UPSTREAM) return null;
  const operations = list(env.MOCK_UPSTREAM_OPERATIONS);
  return { base: env.MOCK_UPSTREAM, operations: operations.length > 0 ? new Set(operations) : null };
}

/** Server settings from the environment (see README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const bank: Partial<BankConfig> = {
    seed: int(env.MOCK_SEED, 42),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 300),
    refreshIdleSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 1800),
    extraTransactions: int(env.MOCK_SEED_TRANSACTIONS, 0),
    webBaseUrl: env.MOCK_WEB_URL ?? 'http://127.0.0.1:5173',
    secureCookies: env.MOCK_INSECURE_COOKIES !== '1',
    allowedOrigins: (env.MOCK_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    rateLimitPerMinute: int(env.MOCK_RATE_LIMIT, 600),
    // On unless turned off: the bank started on a developer's machine posts to their receiver there.
    webhookAllowLoopback: (env.MOCK_WEBHOOK_ALLOW_LOOPBACK ?? '1') === '1',
  };
  if (env.MOCK_PAYMENT_FAILURE_RATE !== undefined)
    bank.paymentFailureRate = Number(env.MOCK_PAYMENT_FAILURE_RATE);
  if (env.MOCK_CLOCK_START) bank.clockStart = Date.parse(env.MOCK_CLOCK_START);
  if (env.MOCK_XSRF_SECRET) bank.xsrfSecret = env.MOCK_XSRF_SECRET;
  if (env.MOCK_SCENARIO) bank.scenario = env.MOCK_SCENARIO;
  // Read when the bank is made: one that does not read stops the start, naming it (server.ts).
  if (env.MOCK_LATENCY) bank.latency = env.MOCK_LATENCY;
  if (env.MOCK_JOURNAL_SIZE !== undefined) bank.journalSize = Math.max(0, int(env.MOCK_JOURNAL_SIZE, 500));
  const userLocale = LOCALES.find((locale) => locale === env.MOCK_USER_LOCALE);
  if (userLocale) bank.userLocale = userLocale;
  const host = env.MOCK_HOST ?? '127.0.0.1';
  return {
    port: int(env.MOCK_PORT, 4000),
    host,
    /** Names the bank answers as besides loopback: those given, and the address it binds (not a wildcard). */
    allowedHosts: [
      ...(env.MOCK_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      ...(host === '0.0.0.0' || host === '::' ? [] : [host.includes(':') ? `[${host}]` : host]),
    ],
    control: env.MOCK_CONTROL !== '0',
    floodLimitMax: int(env.MOCK_FLOOD_LIMIT, 10_000),
    logger: env.MOCK_LOG === '0' ? false : { level: env.MOCK_LOG_LEVEL ?? 'info' },
    /** Where the bank keeps its state across restarts (unset: in memory only). */
    // Relative to where npm was run (npm start runs the server from its package folder).
    stateFile: env.MOCK_STATE_FILE ? resolve(env.INIT_CWD ?? process.cwd(), env.MOCK_STATE_FILE) : null,
    /** The real API some or every operation is forwarded to (MOCK_UPSTREAM, MOCK_UPSTREAM_OPERATIONS). */
    upstream: upstreamFromEnv(env),
    /** Where the API traffic is recorded (HAR), and the recording whose answers are given again. */
    record: env.MOCK_RECORD ? resolve(env.INIT_CWD ?? process.cwd(), env.MOCK_RECORD) : null,
    replay: env.MOCK_REPLAY ? resolve(env.INIT_CWD ?? process.cwd(), env.MOCK_REPLAY) : null,
    bank,
  };
}
