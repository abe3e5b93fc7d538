#!/usr/bin/env node
// npm run contract:mock — Prism's static mock from the contract's examples on http://127.0.0.1:4010 (PRISM_PORT),
// with or without the /api/v1 prefix.
import { freePort, startFront, startPrism } from './prism-front.mjs';

const port = Number(process.env.PRISM_PORT ?? 4010);
const prismPort = await freePort();
const { child, ready } = startPrism({ mode: 'mock', port: prismPort, stdio: 'inherit' });
await ready;
const front = await startFront({ port, prismPort });
console.log(`Prism static mock on http://127.0.0.1:${port}/api/v1`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    front.close();
    child.kill(signal);
  });
}
child.on('exit', (code) => {
  front.close();
  process.exit(code ?? 0);
});
