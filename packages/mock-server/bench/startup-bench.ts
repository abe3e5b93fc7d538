/**
 * npm run bench -w @portal/mock-server (after the balances bench)
 * How fast the mock bank starts: BENCH_STARTS runs (default 5) of the server started as `npm start` starts
 * it, each timed from spawn to its first answer, with the "ready in" figures it prints itself (seeded
 * bank and routes built; and since its process started, which adds Node, esbuild's bundling and loading
 * the modules).
 * Prints each run and the medians. Not asserted.
 */
import { freePort } from '../../../scripts/prism/prism-front.mjs';
import { startMockBank, stopMockBank } from './mock-process.js';

const RUNS = Number(process.env.BENCH_STARTS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const readyFigures = (stdout: string) => {
  const match = /ready in (\d+) ms, (\d+) ms since the process started/.exec(stdout);
  return { app: Number(match?.[1] ?? Number.NaN), process: Number(match?.[2] ?? Number.NaN) };
};

const firstAnswer: number[] = [];
const app: number[] = [];
const sinceProcess: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const port = await freePort();
  const started = await startMockBank(port);
  await stopMockBank(started.child);
  const ready = readyFigures(started.stdout);
  firstAnswer.push(Math.round(started.firstAnswerMs));
  app.push(ready.app);
  sinceProcess.push(ready.process);
  process.stdout.write(
    `start ${run}: first answer ${Math.round(started.firstAnswerMs)} ms after spawn; ready in ${ready.app} ms (${ready.process} ms since the process started)\n`,
  );
}
process.stdout.write(
  [
    '',
    `Mock bank start, median of ${RUNS}: seed + routes ${median(app)} ms; process start → listening ${median(sinceProcess)} ms; spawn → first answer ${median(firstAnswer)} ms`,
    '',
  ].join('\n'),
);
