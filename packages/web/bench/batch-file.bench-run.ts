// `npm run bench -w @portal/web` (printed, not asserted): a 1,000-row bulk payment file read and checked in
// Node (through Vitest with the app's Vite config, so the Lingui macros compile) with the app's own model code (readBatchFile: UTF-8 decode, CSV parse, header; draftRowsOf: every row
// against the contract's schema), median of BENCH_RUNS runs, beside a same-run reference: JSON.parse of the
// same rows as JSON. Half the rows pay existing recipients, half new ones with bank details.
import '../src/lib/zod-csp';
import { test } from 'vitest';
import { draftRowsOf } from '../src/features/bulk-payments/model/batch-draft';
import { readBatchFile } from '../src/features/bulk-payments/model/read-batch-file';
import type { RecipientDirectory } from '../src/features/bulk-payments/model/recipient-match';
import { recipientNamed } from '../src/features/bulk-payments/testing/recipient-named';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const HEADER =
  'recipient_ref,name,type,country,iban,bic,sort_code,account_number,routing_number,amount,currency,reason_code,reference,execution_date';

function row(i: number): string {
  const amount = `${100 + (i % 900)}.${String(i % 100).padStart(2, '0')}`;
  return i % 2 === 0
    ? `rcp_supplier_${i},,,,,,,,,${amount},GBP,SUPP,INV-${i},`
    : `,Supplier ${i} Ltd,business,GB,,,${String(200000 + i).slice(0, 6)},${String(40000000 + i)},,${amount},GBP,SUPP,INV-${i},2026-12-01`;
}

/** The recipients the even rows pay, as the screen has them from the bank (one page per 100). */
const directory: RecipientDirectory = Array.from({ length: 500 }, (_, n) =>
  recipientNamed(`Supplier ${2 * n} Ltd`, { ref: `rcp_supplier_${2 * n}` }),
);

const text = [HEADER, ...Array.from({ length: 1000 }, (_, i) => row(i))].join('\r\n');
const bytes = new TextEncoder().encode(text);
const json = JSON.stringify(text.split('\r\n').map((line) => line.split(',')));

function median(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

test('a 1,000-row bulk payment file is read and checked', () => {
  let rows = 0;
  let wrong = 0;
  const check = () => {
    const file = readBatchFile(bytes);
    if (!file.ok) throw new Error(file.message);
    const draft = draftRowsOf(file.rows, directory);
    rows = draft.length;
    wrong = draft.filter((r) => Object.keys(r.errors).length > 0).length;
  };
  check(); // the first run builds the schema's validator once, as the first file in a tab does
  const model = median(check);
  const reference = median(() => JSON.parse(json));

  const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;
  console.log(
    [
      '',
      `Bulk payment file: ${rows} rows (${(bytes.length / 1000).toFixed(1)} kB) read and checked in Node, median of ${RUNS}`,
      `  read + check (app model)   ${ms(model)}   (${wrong} rows with errors)`,
      `  JSON.parse of the same     ${ms(reference)}`,
      `  ratio model/JSON.parse     ${(model / reference).toFixed(1).padStart(8)}×`,
      '',
    ].join('\n'),
  );
});
