#!/usr/bin/env node
// `npm start`: the mock bank on :4000 and the web app on :5173 (with /api proxied to the mock), together.
// MOCK_PORT and WEB_PORT move them (the smoke journey runs npm start beside a running portal that way).
// Each child's output is prefixed; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const mockPort = process.env.MOCK_PORT || '4000';
const webPort = process.env.WEB_PORT || '5173';
const webUrl = `http://127.0.0.1:${webPort}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;
const env = {
  ...process.env,
  MOCK_PORT: mockPort,
  WEB_PORT: webPort,
  // The links in the mock's emails open this web app; the dev server sends /api to this mock.
  MOCK_WEB_URL: process.env.MOCK_WEB_URL || webUrl,
  MOCK_API_URL: process.env.MOCK_API_URL || mockUrl,
};

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
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

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

console.log(`\nNorthwind portal: ${webUrl}  (mock bank API: ${mockUrl}/api/v1)\n`);
