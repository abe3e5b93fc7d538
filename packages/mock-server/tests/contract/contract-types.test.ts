import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The simulator is typed with the generated API types: a change of the contract that the domain does not
 * follow must break the domain's own compile (not only the presenters that turn records into answers).
 * Each case compiles src/domain/ with the TypeScript compiler against an edited copy of the generated
 * schema (in memory; nothing on disk changes) and expects errors inside src/domain/.
 */
const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, '../..');
const domainDir = resolve(here, '../../src/domain');
const schemaFile = createRequire(import.meta.url).resolve('@portal/api-types/schema');
const schemaText = readFileSync(schemaFile, 'utf8');

const domainFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return domainFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const config = ts.getParsedCommandLineOfConfigFile(
  join(packageRoot, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
if (!config) throw new Error('cannot read tsconfig.json');

let previous: ts.Program | undefined;
// Every other file (the domain, the libraries' and Node's declarations) is parsed once for all the cases.
const parsed = new Map<string, ts.SourceFile | undefined>();

/** Files of src/domain/ with type errors when the generated schema reads `schema`. */
function domainErrors(schema: string): string[] {
  const host = ts.createCompilerHost(config?.options ?? {});
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === schemaFile ? schema : readFile(file));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    if (resolve(file) === schemaFile) return ts.createSourceFile(file, schema, language);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, language, onError));
    return parsed.get(file);
  };
  const program = ts.createProgram({
    rootNames: domainFiles(domainDir),
    options: config?.options ?? {},
    host,
    ...(previous ? { oldProgram: previous } : {}),
  });
  previous = program;
  const files = ts
    .getPreEmitDiagnostics(program)
    .flatMap((d) => (d.file ? [relative(packageRoot, d.file.fileName)] : []))
    .filter((file) => file.startsWith('src/domain/'));
  return [...new Set(files)].sort();
}

/** The schema with one edit; fails when the generated text no longer has what the edit expects. */
function edited(find: string, replace: string): string {
  expect(schemaText.split(find).length - 1, find).toBe(1);
  return schemaText.replace(find, replace);
}

describe('the domain is typed with the contract', () => {
  it('compiles against the contract as it is', () => {
    expect(domainErrors(schemaText)).toEqual([]);
  }, 60_000);

  it.each([
    [
      'a payment status is dropped',
      'src/domain/setup/seed/history.ts',
      `PaymentStatus: "initiated" | "pending" | "scheduled" | "processing" | "completed" | "settled" | "failed" | "partially_failed" | "cancelled" | "rejected" | "flagged" | "expired" | "awaiting_approval" | "approved" | "recalled" | "returned";`,
      `PaymentStatus: "initiated" | "pending" | "scheduled" | "processing" | "completed" | "settled" | "failed" | "partially_failed" | "cancelled" | "rejected" | "expired" | "awaiting_approval" | "approved" | "recalled" | "returned";`,
    ],
    [
      'a transaction status is dropped',
      'src/domain/accounts/ledger.ts',
      `TransactionStatus: "pending" | "processing" | "completed" | "settled" | "failed" | "cancelled";`,
      `TransactionStatus: "pending" | "processing" | "completed" | "failed" | "cancelled";`,
    ],
    [
      'a recipient status is renamed',
      'src/domain/recipients/recipients.ts',
      `RecipientStatus: "active" | "inactive" |`,
      `RecipientStatus: "enabled" | "inactive" |`,
    ],
    [
      'a KYC content type is dropped',
      'src/domain/recipients/kyc.ts',
      `KycContentType: "application/pdf" | "image/png" | "image/jpeg" | "image/gif";`,
      `KycContentType: "application/pdf" | "image/png" | "image/jpeg";`,
    ],
    [
      'a bank-details field is renamed',
      'src/domain/accounts/bank-details.ts',
      `            scheme: "sort_code";
            sort_code: string;`,
      `            scheme: "sort_code";
            sort_code_number: string;`,
    ],
    [
      'a country row gains a required field',
      'src/domain/bank/resources.ts',
      `        Country: {
            code: components["schemas"]["CountryCode"];`,
      `        Country: {
            dialling_code: string;
            code: components["schemas"]["CountryCode"];`,
    ],
  ])(
    'breaks the domain’s compile when %s (%s)',
    (_name, file, find, replace) => {
      // The file that uses the changed value or field, not only the presenters in operations/.
      expect(domainErrors(edited(find, replace))).toContain(file);
    },
    60_000,
  );
});
