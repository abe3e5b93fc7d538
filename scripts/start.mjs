#!/usr/bin/env node
// `npm start`: the mock bank on :4000 and the web app on :5173 (with /api proxied to the mock), together.
// MOCK_PORT and WEB_PORT move them (the smoke journey runs npm start beside a running portal that way).
// The URL and the logins print once both servers answer (the children's start-up lines are held until then, so
// nothing announces a server that is not there yet); errors print at once. The mock's one-JSON-line-per-request
// log is off unless MOCK_LOG=1. Each child's output is prefixed; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const mockPort = process.env.MOCK_PORT || '4000';
const webPort = process.env.WEB_PORT || '5173';
const webUrl = `http://127.0.0.1:${webPort}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;
const READY_TIMEOUT_MS = 120_000;
const env = {
  ...process.env,
  MOCK_PORT: mockPort,
  WEB_PORT: webPort,
  // A developer reading the terminal wants the URL and the logins, not a line per request.
  MOCK_LOG: process.env.MOCK_LOG || '0',
  // The links in the mock's emails open this web app; the dev server sends /api to this mock.
  MOCK_WEB_URL: process.env.MOCK_WEB_URL || webUrl,
  MOCK_API_URL: process.env.MOCK_API_URL || mockUrl,
};

let ready = false;
/** stdout lines of the children written before both servers answer, printed together when they do. */
const heldLines = [];

const children = [
  { name: 'mock', args: ['run', 'start', '-w', '@portal/mock-server'] },
  { name: 'web ', args: ['run', 'dev', '-w', '@portal/web'] },
].map(({ name, args }) => {
  // Each child in a process group of its own: npm runs the script through sh, which does not pass signals
  // on, so stopping means signalling the whole group.
  const child = spawn('npm', ['--silent', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    detached: true,
  });
  const prefix = (stream, out, hold) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        if (hold && !ready) heldLines.push(`[${name}] ${line}\n`);
        else out.write(`[${name}] ${line}\n`);
      }
    });
  prefix(child.stdout, process.stdout, true);
  prefix(child.stderr, process.stderr, false);
  child.on('exit', (code) => {
    flushHeldLines();
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

function flushHeldLines() {
  for (const line of heldLines.splice(0)) process.stdout.write(line);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // that group has already gone
    }
  }
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status of a GET, or 0 while nothing answers. */
async function statusOf(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function waitFor(url, status) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !stopping) {
    if ((await statusOf(url)) === status) return true;
    await sleep(250);
  }
  return false;
}

/**
 * Asks the dev server for the entry and, as a browser would, every module it imports (lazy routes too): the
 * answers wait for Vite's dependency bundling and leave each module transformed.
 */
async function warmUp() {
  const seen = new Set();
  const visit = async (path) => {
    if (seen.has(path) || seen.size >= 2000) return;
    seen.add(path);
    let code = '';
    try {
      const response = await fetch(new URL(path, webUrl), { signal: AbortSignal.timeout(60_000) });
      code = await response.text();
    } catch {
      return;
    }
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\/[^"']+)["']/g)].map((m) => m[1]);
    await Promise.all(imports.map(visit));
  };
  await visit('/src/main.tsx');
}

/** The invitee's invitation link from the mock's outbox (absent when its control endpoints are off). */
async function invitationLink() {
  try {
    const response = await fetch(`${mockUrl}/__mock/outbox?to=invitee%40northwind.test`);
    const { data } = await response.json();
    return data.find((mail) => mail.kind === 'invitation')?.link;
  } catch {
    return undefined;
  }
}

const [mockUp, webUp] = await Promise.all([
  waitFor(`${mockUrl}/api/v1/auth/xsrf`, 204),
  waitFor(`${webUrl}/`, 200),
]);
if (!stopping) {
  if (!mockUp || !webUp) {
    flushHeldLines();
    console.error(
      `\nThe ${mockUp ? 'web dev server' : 'mock bank'} did not answer within ${READY_TIMEOUT_MS / 1000} s.`,
    );
    shutdown(1);
  } else {
    // Vite bundles the app's dependencies and transforms each module on the first page load (15-20 s on a cold
    // cache): loading the app's module graph now makes that wait happen here, before the URL is printed.
    await warmUp();
    const invitation = await invitationLink();
    ready = true;
    flushHeldLines();
    const lines = [
      '',
      `Northwind portal: ${webUrl}  (mock bank API: ${mockUrl}/api/v1)`,
      `  grace's current 2FA code: curl -s ${mockUrl}/__mock/totp/grace@northwind.test`,
      invitation ? `  invitee's invitation link: ${invitation}` : '',
      `  The mock bank's request log is ${env.MOCK_LOG === '0' ? 'off (MOCK_LOG=1 npm start shows it)' : 'on'}. Ctrl+C stops both.`,
      '',
    ];
    console.log(lines.filter((line, i) => line !== '' || i === 0 || i === lines.length - 1).join('\n'));
  }
}
