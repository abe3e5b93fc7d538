import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startMockBank, stopMockBank } from '../../bench/mock-process.js';
import { STATE_VERSION } from '../domain/setup/bank-state.js';

const START = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Ports of their own, away from the other suites' and the journeys'. */
const port = 47_100 + Math.floor(Math.random() * 800);

/** A signed-in API session over real HTTP: the anti-forgery cookies echoed, then Ada's bearer token. */
async function session(base: string) {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), decodeURIComponent(pair.slice(i + 1)));
    }
  };
  let token = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {
      cookie: [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
      'idempotency-key': crypto.randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    remember(res);
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  };
  await call('GET', '/auth/xsrf');
  token = (await call('POST', '/auth/login', { email: 'ada@northwind.test', password: 'Northwind#2026' }))
    .json.data.access_token;
  return call;
}

/** Runs the server until it exits by itself (a start that must fail), with what it wrote to stderr. */
function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [START], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, MOCK_PORT: String(port + 1), MOCK_LOG: '0', ...env },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('MOCK_STATE_FILE: the bank kept across restarts (the real server process, twice)', () => {
  it('keeps a payment made before a restart, written atomically beside the file', async () => {
    const file = join(dir, 'bank.json');
    const base = `http://127.0.0.1:${port}`;
    const first = await startMockBank(port, { MOCK_STATE_FILE: file });
    expect(first.stdout).toContain(`state new, kept in ${file}`);
    let ref = '';
    try {
      const api = await session(base);
      const payees = (await api('GET', '/accounts/org_northwind/recipients?currency=GBP&status=active')).json
        .data;
      const paid = await api('POST', '/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments', {
        recipient_ref: payees[0].ref,
        amount: '77.70',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'KEPT-ACROSS-RESTART',
      });
      expect(paid.status).toBe(201);
      ref = paid.json.data.ref;
      // Written 200 ms after the last change, without waiting for the shutdown.
      await expect.poll(() => readFileSync(file, 'utf8').includes(ref), { timeout: 5_000 }).toBe(true);
    } finally {
      await stopMockBank(first.child);
    }
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.version).toBe(STATE_VERSION);
    // Each write went to a temporary file beside it, renamed over it: none is left behind.
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const second = await startMockBank(port, { MOCK_STATE_FILE: file });
    try {
      expect(second.stdout).toContain(`state loaded from ${file}`);
      const api = await session(base);
      const shown = await api(
        'GET',
        `/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments/${ref}`,
      );
      expect(shown.status).toBe(200);
      expect(shown.json.data).toMatchObject({ ref, amount: '77.70', reference: 'KEPT-ACROSS-RESTART' });
    } finally {
      await stopMockBank(second.child);
    }
  });

  it('refuses to start on a file of another version, naming the file and both versions', async () => {
    const file = join(dir, 'old.json');
    writeFileSync(file, JSON.stringify({ version: 0, store: {} }));
    const { code, stderr } = await failedStart({ MOCK_STATE_FILE: file });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `MOCK_STATE_FILE ${file}: The state is version 0; this bank reads version ${STATE_VERSION}.`,
    );
  });

  it('refuses to start in an unknown scenario, listing the scenarios', async () => {
    const { code, stderr } = await failedStart({ MOCK_SCENARIO: 'rainy-day' });
    expect(code).toBe(1);
    expect(stderr).toContain('MOCK_SCENARIO: There is no scenario "rainy-day". The scenarios are:');
    expect(stderr).toContain('  approvals-waiting: ');
  });
});
