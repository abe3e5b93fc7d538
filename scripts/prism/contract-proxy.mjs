#!/usr/bin/env node
// npm run contract:proxy -- <upstream-url>
// Prism in proxy mode with --errors in front of a real server: every request and answer is checked against
// openapi/openapi.yaml; a violation is answered with a problem JSON (and `sl-violations`).
// Serves http://127.0.0.1:4010 (PRISM_PORT), with or without the /api/v1 prefix; GET /__contract/violations
// lists every violation seen so far.
import { freePort, startFront, startPrism, upstreamBase } from './prism-front.mjs';

const target = process.argv[2] ?? process.env.CONTRACT_UPSTREAM;
if (!target) {
  console.error('usage: npm run contract:proxy -- <upstream-url>   (e.g. http://127.0.0.1:4000)');
  process.exit(2);
}
const port = Number(process.env.PRISM_PORT ?? 4010);
const prismPort = await freePort();
const { child, ready } = startPrism({
  mode: 'proxy',
  port: prismPort,
  upstream: upstreamBase(target),
  stdio: 'inherit',
});
await ready;
const front = await startFront({ port, prismPort, upstream: upstreamBase(target) });
console.log(`Prism validation proxy on http://127.0.0.1:${port}/api/v1 → ${upstreamBase(target)}`);

const stop = (signal) => {
  front.close();
  child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
child.on('exit', (code) => {
  front.close();
  process.exit(code ?? 0);
});
