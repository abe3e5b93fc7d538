import type { Bank } from '../domain/bank/index.js';
import { InvalidLatencyError } from '../domain/network/index.js';
import { createBank, DEMO_LOGINS, GRACE_TOTP_SECRET, UnknownScenarioError } from '../domain/setup/index.js';
import { buildApp } from './app.js';
import { configFromEnv } from './env.js';
import { ReplayFileError } from './replay.js';
import { loadStateFile, persistState, StateFileError, type StatePersistence } from './state-file.js';
import { UpstreamConfigError } from './upstream.js';

/** The only file that listens: `npm start -w @portal/mock-server`. */
// performance.now() counts from the process's start: the difference is Node starting, bundling (scripts/start.mjs)
// and loading the modules.
const started = performance.now();
const config = configFromEnv();

/** A start that cannot go on (an unknown scenario, a state file of another version): say why and stop. */
function stop(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

let bank: Bank;
try {
  bank = createBank(config.bank);
} catch (error) {
  if (error instanceof UnknownScenarioError) stop(`MOCK_SCENARIO: ${error.message}`);
  if (error instanceof InvalidLatencyError) stop(`MOCK_LATENCY: ${error.message}`);
  throw error;
}
let persistence: StatePersistence | null = null;
let stateLine = '  state in memory only (MOCK_STATE_FILE keeps it across restarts)';
if (config.stateFile) {
  try {
    const how = loadStateFile(bank, config.stateFile);
    stateLine = `  state ${how === 'loaded' ? 'loaded from' : 'new, kept in'} ${config.stateFile}`;
  } catch (error) {
    if (error instanceof StateFileError) stop(error.message);
    throw error;
  }
  persistence = persistState(bank, config.stateFile, {
    onError: (error) => process.stderr.write(`Could not write ${config.stateFile}: ${String(error)}\n`),
  });
}
const { app } = await buildApp({
  bank,
  control: config.control,
  allowedHosts: config.allowedHosts,
  rateLimitMax: config.floodLimitMax,
  logger: config.logger,
  upstream: config.upstream,
  record: config.record,
  replay: config.replay,
  ...(persistence ? { onBankChange: () => persistence?.changed() } : {}),
}).catch((error: unknown) => {
  if (error instanceof ReplayFileError || error instanceof UpstreamConfigError) stop(error.message);
  if (config.record && (error as NodeJS.ErrnoException).path?.startsWith(config.record))
    stop(`MOCK_RECORD: cannot write ${config.record} (${(error as NodeJS.ErrnoException).code}).`);
  throw error;
});
await app.listen({ port: config.port, host: config.host });

const base = `http://${config.host}:${config.port}`;
/** The latency every call starts with: `3g (300-800 ms)`, `250 ms`. */
function latencyText({ network: { defaultLatency: l } }: Bank): string {
  if (!l) return 'none';
  return l.minMs === l.maxMs ? `${l.minMs} ms` : `${l.latency} (${l.minMs}-${l.maxMs} ms)`;
}
const invitation = bank.store.outbox.find(
  (m) => m.kind === 'invitation' && m.to === 'invitee@northwind.test',
);
const lines = [
  '',
  `Mock bank listening on ${base}/api/v1 (ready in ${Math.round(performance.now() - started)} ms, ${Math.round(performance.now())} ms since the process started)`,
  `  seed ${bank.config.seed}, clock ${bank.clock.date().toISOString()}, control endpoints ${config.control ? `on (${base}/__mock)` : 'off'}`,
  `  scenario ${bank.config.scenario ?? 'none (the plain seed)'}; MOCK_SCENARIO or ${base}/__mock/ changes it`,
  `  latency ${latencyText(bank)}; MOCK_LATENCY or ${base}/__mock/latency changes it`,
  stateLine,
  ...(config.upstream
    ? [
        `  passthrough to ${config.upstream.base} for ${config.upstream.operations ? [...config.upstream.operations].join(', ') : 'every operation'}`,
      ]
    : []),
  ...(config.record ? [`  recording to ${config.record}`] : []),
  ...(config.replay ? [`  replaying ${config.replay}`] : []),
  `  request journal: ${bank.journal.capacity > 0 ? `the last ${bank.journal.capacity} requests at ${base}/__mock/requests` : 'off'}`,
  '  Demo logins:',
  ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(24)} ${l.password.padEnd(16)} ${l.note}`),
  `  grace's TOTP secret (base32): ${GRACE_TOTP_SECRET}`,
  `  Invitation for invitee@northwind.test: ${invitation?.link ?? '(none)'}`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The last state written before anything closes, so a request answered meanwhile is not lost.
    persistence?.flush();
    void app.close().then(() => process.exit(0));
  });
}
