import { DEMO_LOGINS, GRACE_TOTP_SECRET } from '../domain/seed/users.js';
import { buildApp } from './app.js';
import { configFromEnv } from './env.js';

/** The only file that listens: `npm start -w @portal/mock-server`. */
// performance.now() counts from the process's start: the difference is Node starting, bundling (scripts/start.mjs)
// and loading the modules.
const started = performance.now();
const config = configFromEnv();
const { app, bank } = await buildApp({
  bankConfig: config.bank,
  control: config.control,
  rateLimitMax: config.floodLimitMax,
  logger: config.logger,
});
await app.listen({ port: config.port, host: config.host });

const base = `http://${config.host}:${config.port}`;
const invitation = bank.store.outbox.find(
  (m) => m.kind === 'invitation' && m.to === 'invitee@northwind.test',
);
const lines = [
  '',
  `Mock bank listening on ${base}/api/v1 (ready in ${Math.round(performance.now() - started)} ms, ${Math.round(performance.now())} ms since the process started)`,
  `  seed ${bank.config.seed}, clock ${bank.clock.date().toISOString()}, control endpoints ${config.control ? `on (${base}/__mock)` : 'off'}`,
  '  Demo logins:',
  ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(24)} ${l.password.padEnd(16)} ${l.note}`),
  `  grace's TOTP secret (base32): ${GRACE_TOTP_SECRET}`,
  `  Invitation for invitee@northwind.test: ${invitation?.link ?? '(none)'}`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
