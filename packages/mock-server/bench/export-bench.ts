/**
 * npm run bench -w @portal/mock-server (after the batch bench)
 * Exports of transactions at the size limit: the bank seeded with 100,000 extra entries on the operating
 * account, an export of the longest period that holds at most 100,000 of them, built in each format as the
 * bank builds it when the export is processed. The reference, measured in the same run, is the same entries
 * as JSON (what the API's list would have to send for them). Prints each format's time and its ratio to the
 * reference. BENCH_EXPORT_RUNS runs (default 3), medians. Not asserted.
 */
import { statementFileFormatValues } from '@portal/api-types/schema';
import { defaultConfig } from '../src/domain/bank/index.js';
import { createBank } from '../src/domain/setup/index.js';
import { buildStatementFile, requestExport } from '../src/domain/statements/index.js';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const LIMIT = 100_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const bank = createBank({ ...defaultConfig(), extraTransactions: LIMIT });
const account = bank.store.bankAccounts.get('ba_northwind_ops');
if (!account) throw new Error('the seed has no operating account');
const today = new Date(bank.clock.now()).toISOString().slice(0, 10);
// The latest start whose period holds at most 100,000 booked entries in pounds.
const dates = (bank.store.transactions.get(account.ref) ?? [])
  .filter((t) => t.currency === 'GBP' && (t.status === 'completed' || t.status === 'settled'))
  .map((t) => t.valueDate)
  .sort();
const cut = Math.max(0, dates.length - LIMIT);
const from = dates.slice(cut).find((d) => d > (dates[cut - 1] ?? '')) ?? today;
const { record, documents } = requestExport(bank, {
  orgRef: account.orgRef,
  userRef: 'usr_ada',
  locale: 'en-GB',
  format: 'csv',
  from,
  to: today,
  accounts: [account],
  currencies: ['GBP'],
});
process.stdout.write(`Export of ${record.rowCount.toLocaleString('en-GB')} entries (${from} to ${today})\n`);

const timings = new Map<string, number[]>();
const time = async (name: string, work: () => Promise<number>) => {
  const started = performance.now();
  const bytes = await work();
  const ms = performance.now() - started;
  timings.set(name, [...(timings.get(name) ?? []), ms]);
  return { ms, bytes };
};
const meta = { messageId: record.ref, createdAt: bank.clock.now(), locale: 'en-GB' as const };
for (let run = 1; run <= RUNS; run++) {
  const reference = await time('JSON (reference)', async () => {
    const rows = documents[0]?.entries.map((e) => ({
      ...e,
      amount: String(e.amount),
      balanceAfter: String(e.balanceAfter),
    }));
    return JSON.stringify(rows).length;
  });
  process.stdout.write(`run ${run}: JSON ${Math.round(reference.ms)} ms`);
  for (const format of statementFileFormatValues) {
    const { ms, bytes } = await time(
      format,
      async () => (await buildStatementFile(format, documents, meta, 'bench')).content.byteLength,
    );
    process.stdout.write(`; ${format} ${Math.round(ms)} ms (${(bytes / 1e6).toFixed(1)} MB)`);
  }
  process.stdout.write('\n');
}
const base = median(timings.get('JSON (reference)') ?? []);
process.stdout.write(
  [
    '',
    `100,000-row export, median of ${RUNS} (ratio to the same entries as JSON, ${Math.round(base)} ms):`,
    ...statementFileFormatValues.map((format) => {
      const ms = median(timings.get(format) ?? []);
      return `  ${format.padEnd(15)} ${String(Math.round(ms)).padStart(6)} ms  ${(ms / base).toFixed(1)}×`;
    }),
    '',
  ].join('\n'),
);
