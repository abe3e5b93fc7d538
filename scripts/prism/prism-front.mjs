import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContractValidator, describeFinding } from '../../openapi/contract-validator.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO = join(here, '..', '..');
export const SPEC = join(REPO, 'openapi', 'openapi.yaml');
export const PRISM = join(REPO, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
export const API_BASE = '/api/v1';

/**
 * The contract as the strict JSON Schema 2020-12 validator (openapi/contract-validator.mjs). The root package
 * declares no dependencies of its own: Ajv, its formats and the YAML parser are the mock bank's, resolved
 * from its package as Prism is.
 */
export function loadContractValidator() {
  const fromMockBank = createRequire(join(REPO, 'packages', 'mock-server', 'package.json'));
  const { default: Ajv2020 } = fromMockBank('ajv/dist/2020.js');
  const { default: addFormats } = fromMockBank('ajv-formats');
  const { parse } = fromMockBank('yaml');
  return createContractValidator({ document: parse(readFileSync(SPEC, 'utf8')), Ajv2020, addFormats });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts Prism (`mode` 'proxy' with --errors, or 'mock') on `port`; resolves once it listens. */
export function startPrism({ mode, port, upstream, stdio = 'pipe' }) {
  const args = [
    PRISM,
    mode,
    ...(mode === 'proxy' ? ['--errors'] : []),
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    SPEC,
  ];
  if (mode === 'proxy') args.push(upstream);
  const child = spawn(process.execPath, args, { stdio: ['ignore', stdio, stdio] });
  const ready = new Promise((resolve, reject) => {
    let log = '';
    const onData = (chunk) => {
      log += chunk;
      if (log.includes('Prism is listening')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism exited with ${code}: ${log.slice(-2000)}`)));
    if (stdio !== 'pipe') waitForPort(port).then(() => resolve(child), reject);
  });
  return { child, ready };
}

async function waitForPort(port, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing listens on ${port}`);
}

/** Splits a Set-Cookie value that Prism joined with ','. Cookies use Max-Age, never Expires (which has commas). */
export function splitJoinedSetCookie(value) {
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((joined) => joined.split(/,(?=\s*[^;,=\s]+=)/).map((cookie) => cookie.trim()));
}

function isPrismProblem(status, contentType, body) {
  return status >= 400 && (contentType ?? '').includes('problem+json') && body.includes('prism/errors#');
}

function isViolationProblem(status, contentType, body) {
  return isPrismProblem(status, contentType, body) && body.includes('prism/errors#VIOLATIONS');
}

/**
 * What the strict validator finds in an answer passing through (rules API-14, API-15): its status, content
 * type and body against the operation's declaration. Prism's own checks are lenient where JSON Schema is not
 * (it let a PaymentBatch through that no object can satisfy). Null when there is nothing to report.
 */
export function strictViolation(validator, { method, path, status, contentType, body }) {
  if (method === 'HEAD' || method === 'OPTIONS') return null;
  const findings = validator.checkAnswer({ method, path, status, contentType, body });
  if (findings.length === 0) return null;
  return { method, path, status, source: 'ajv', violations: findings.map(describeFinding).join('\n') };
}

/**
 * Files the bank built (`downloadFile`, `GET /files/{file}`: PDF, CSV, XML, text). Prism 5 reads every answer it
 * proxies as UTF-8 text, so the bytes of a PDF reach the browser re-encoded and broken; the front fetches these
 * from the bank itself (with `upstream`) and checks the answer's status and type with the strict validator.
 */
const FILE_DOWNLOAD = /^\/files\/[^/?]+(\?.*)?$/;

/**
 * Prism 5 joins multi-value response headers with ',' (so three Set-Cookie headers arrive as one that
 * browsers cannot parse) and matches paths without the contract's relative server base `/api/v1`.
 * This front fixes both: it strips `/api/v1` on the way in and splits Set-Cookie on the way out. It also
 * records every contract violation Prism reports (`sl-violations` or its VIOLATIONS problem) and, for the
 * answers Prism passed, every one the strict validator finds, listed by `GET /__contract/violations` and
 * cleared by `DELETE`, so a test run can fail on any of them. Prism's CORS headers are dropped: the portal is
 * same-origin. With `upstream` (the bank's base, as Prism is given it), file downloads bypass Prism, whose text
 * decoding would break their bytes.
 */
export function startFront({ port, prismPort, upstream, validator = loadContractValidator() }) {
  const violations = [];
  const bank = upstream ? new URL(upstream) : null;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/__contract/violations')) {
      if (req.method === 'DELETE') violations.length = 0;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ violations }));
      return;
    }
    const path = req.url?.startsWith(`${API_BASE}/`) ? req.url.slice(API_BASE.length) : req.url;
    const direct = bank !== null && req.method === 'GET' && FILE_DOWNLOAD.test(path ?? '');
    const target = direct
      ? {
          host: bank.hostname,
          port: bank.port,
          path: `${bank.pathname.replace(/\/+$/, '')}${path}`,
          headers: { ...req.headers, host: bank.host },
        }
      : { host: '127.0.0.1', port: prismPort, path, headers: req.headers };
    const upstreamRequest = request({ ...target, method: req.method }, (up) => {
      const chunks = [];
      up.on('data', (chunk) => chunks.push(chunk));
      up.on('end', () => {
        const body = Buffer.concat(chunks);
        const status = up.statusCode ?? 502;
        const found = up.headers['sl-violations'];
        const text = body.toString('utf8');
        if (!direct && (found || isViolationProblem(status, up.headers['content-type'], text))) {
          violations.push({
            method: req.method,
            path: req.url,
            status,
            source: 'prism',
            violations: String(found ?? body),
          });
        } else if (direct || !isPrismProblem(status, up.headers['content-type'], text)) {
          // Prism's own refusals (no such path, missing credentials) never reached the bank: not its answers.
          const strict = strictViolation(validator, {
            method: req.method ?? 'GET',
            path: req.url ?? '/',
            status,
            contentType: up.headers['content-type'],
            body: text,
          });
          if (strict) violations.push(strict);
        }
        const headers = { ...up.headers, 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
        const cookies = splitJoinedSetCookie(up.headers['set-cookie']);
        if (cookies.length > 0) headers['set-cookie'] = cookies;
        res.writeHead(status, headers);
        res.end(body);
      });
    });
    // A client that gave up (the portal's request time-out) leaves no answer to check: the call upstream ends too.
    res.on('close', () => {
      if (!res.writableFinished) upstreamRequest.destroy();
    });
    upstreamRequest.on('error', (error) => {
      if (res.destroyed || res.writableFinished) return;
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ message: `${direct ? 'The bank' : 'Prism'} is not reachable: ${error.message}` }),
      );
    });
    req.pipe(upstreamRequest);
  });
  server.violations = violations;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The upstream base Prism forwards to: the contract's paths live under `/api/v1`. */
export function upstreamBase(url) {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith(API_BASE) ? trimmed : `${trimmed}${API_BASE}`;
}
