import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../tests/support/test-app.js';
import { API_DOCS_DIR, registerApiDocs } from './api-docs.js';
import { registerSecurityHeaders } from './security-headers.js';
import { loadSpec } from './spec.js';

/** A Content-Security-Policy header as directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

/** The built reference, which `npm run gen` (turbo runs it before the tests) or `npm run docs:api` writes. */
function expectBuilt() {
  expect(existsSync(join(API_DOCS_DIR, 'index.html')), 'run `npm run docs:api` first').toBe(true);
}

describe('the API reference at /docs, over HTTP', () => {
  it('serves the page under a strict CSP: scripts of its own origin only, styles with a fresh nonce per answer', async () => {
    expectBuilt();
    const { app } = await testApp();
    const first = await app.inject({ method: 'GET', url: '/docs' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['x-frame-options']).toBe('DENY');
    const header = String(first.headers['content-security-policy']);
    expect(header).not.toContain('unsafe');
    const csp = directives(header);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.has('connect-src')).toBe(false);
    const styles = csp.get('style-src') ?? [];
    const nonce = styles.find((s) => s.startsWith("'nonce-"))?.slice(7, -1) ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(styles).toEqual(["'self'", `'nonce-${nonce}'`]);
    // The nonce reaches the page, where styled-components reads it for the styles Redoc writes at run time.
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(first.body).not.toContain('__CSP_NONCE__');

    const second = await app.inject({ method: 'GET', url: '/docs/' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-security-policy']).not.toBe(header);
    await app.close();
  });

  it('references only scripts and stylesheets of its own origin, none inline, each served with its type', async () => {
    expectBuilt();
    const { app } = await testApp();
    const page = (await app.inject({ method: 'GET', url: '/docs' })).body;
    const scripts = [...page.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const attributes of scripts) expect(attributes).toMatch(/\ssrc="\/docs\/[a-z0-9.-]+\.js"/);
    expect(page).not.toMatch(/<style[\s>]/);
    expect(page).not.toMatch(/\sstyle="/);
    expect(page).not.toMatch(/\son[a-z]+="/);
    expect(page).not.toMatch(/<(?:script|link|img)\b[^>]*\s(?:src|href)="(?:https?:)?\/\//);

    const files = [...page.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1] ?? '')
      .filter((url) => url !== 'data:,');
    expect(files).toEqual(
      expect.arrayContaining(['/docs/reference.css', '/docs/redoc.standalone.js', '/docs/reference.js']),
    );
    for (const url of files) {
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toMatch(
        url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      expect(file.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // The page's module takes Redoc from beside it, never from a CDN, with its usage reports off.
    const reference = (await app.inject({ method: 'GET', url: '/docs/reference.js' })).body;
    const imports = [...reference.matchAll(/^\s*import\s[^;]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports).toEqual(['./redoc.standalone.js']);
    expect(reference).toContain('"disableTelemetry":true');
    const redoc = (await app.inject({ method: 'GET', url: '/docs/redoc.standalone.js' })).body;
    expect(redoc).not.toMatch(/https:\/\/cdn\.redoc\.ly\//);
    await app.close();
  });

  it('shows the guides written from the contract: sign-in, idempotency, rate limits, error codes and the role matrix', async () => {
    expectBuilt();
    const { app } = await testApp();
    const page = (await app.inject({ method: 'GET', url: '/docs' })).body;
    for (const section of [
      'signing-in-step-by-step',
      'idempotency',
      'rate-limits',
      'errors-and-their-codes',
      'roles-and-permissions',
    ])
      expect(page).toContain(`id="section/${section}"`);
    const matrix = loadSpec()['x-role-permissions'] as Record<string, string[]>;
    const roles = Object.keys(matrix);
    // The matrix's header row names every role, and each permission has its row.
    expect(page).toMatch(new RegExp(roles.map((role) => `<th[^>]*>${role}</th>`).join('')));
    for (const permission of new Set(Object.values(matrix).flat()))
      expect(page).toMatch(new RegExp(`<td[^>]*><code[^>]*>${permission.replace('.', '\\.')}</code></td>`));
    for (const code of ['xsrf_mismatch', 'idempotency_key_reused', 'rate_limited', 'invalid_credentials'])
      expect(page).toContain(`>${code}</code>`);
    for (const step of [
      'GET /auth/xsrf',
      'POST /auth/login',
      'POST /auth/2fa/verify-code',
      'POST /auth/logout',
    ])
      expect(page).toContain(`>${step}</code>`);
    await app.close();
  });

  it('answers 404 for a file it does not have, and for any path out of its folder', async () => {
    const { app } = await testApp();
    for (const url of [
      '/docs/nope.js',
      '/docs/index.html',
      '/docs/..%2Fopenapi.yaml',
      '/docs/..%2F..%2Fpackage.json',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    await app.close();
  });

  it('answers a short page saying what to run while the reference is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-api-docs-'));
    const app = Fastify();
    await registerSecurityHeaders(app);
    registerApiDocs(app, empty);
    const res = await app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run docs:api');
    expect(res.body).not.toContain('<script');
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
