import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'xmlbuilder2';
import {
  countOutcomes,
  type FuzzReport,
  type FuzzResult,
  type KitReport,
  type OperationResult,
} from './results.js';

const MARK = { passed: 'pass', failed: 'FAIL', skipped: 'skip' } as const;

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** The run as people read it in a terminal: one line per operation, violations and reasons under it. */
export function summaryText(report: KitReport): string {
  const counts = countOutcomes(report.results);
  const idWidth = Math.max(...report.results.map((r) => r.operationId.length), 9);
  const lines = [
    `Contract ${report.contractVersion} against ${report.baseUrl} (${report.mode}), ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
    `${pad('result', 6)}  ${pad('operation', idWidth)}  ${pad('status', 6)}  request`,
  ];
  for (const r of report.results) {
    lines.push(
      `${pad(MARK[r.outcome], 6)}  ${pad(r.operationId, idWidth)}  ${pad(r.status === undefined ? '-' : String(r.status), 6)}  ${r.method} ${r.path}${r.link ? `  (link ${r.link})` : ''}${r.refusal ? `  (refused: ${r.refusal})` : ''}`,
    );
    for (const v of r.violations)
      lines.push(`          ${v.source}: ${v.message.replaceAll('\n', '\n          ')}`);
    if (r.reason) lines.push(`          ${r.reason}`);
  }
  lines.push(
    '',
    `${report.results.length} operations: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped.`,
  );
  if (report.fuzz) lines.push('', ...fuzzLines(report.fuzz));
  return lines.join('\n');
}

/** The property-based checks: one line per operation, each failing request under it. */
function fuzzLines(fuzz: FuzzReport): string[] {
  const counts = countOutcomes(fuzz.results);
  const idWidth = Math.max(...fuzz.results.map((r) => r.operationId.length), 9);
  const sent = fuzz.results.reduce((sum, r) => sum + r.valid + r.invalid, 0);
  const lines = [
    `Property checks, seed ${fuzz.seed}, up to ${fuzz.count} valid and ${fuzz.count} invalid requests per operation`,
    '',
    `${pad('result', 6)}  ${pad('operation', idWidth)}  valid  invalid`,
  ];
  for (const r of fuzz.results) {
    lines.push(
      `${pad(MARK[r.outcome], 6)}  ${pad(r.operationId, idWidth)}  ${pad(String(r.valid), 5)}  ${r.invalid}`,
    );
    for (const f of r.failures)
      lines.push(
        `          ${f.request} (${f.input}) → ${f.status}`,
        ...f.problems.map((p) => `            ${p}`),
      );
    if (r.reason) lines.push(`          ${r.reason}`);
  }
  lines.push(
    '',
    `${sent} generated requests: ${counts.passed} operations passed, ${counts.failed} failed, ${counts.skipped} skipped. Replay with --seed ${fuzz.seed}.`,
  );
  return lines;
}

/** Whether the run found anything wrong: a violation of the walk or a property check's failure. */
export function foundViolations(report: KitReport): boolean {
  return (
    countOutcomes(report.results).failed > 0 ||
    (report.fuzz ? countOutcomes(report.fuzz.results).failed > 0 : false)
  );
}

/** JUnit XML, one test case per operation (grouped by nothing: CI tools list them as they are). */
export function junitXml(report: KitReport): string {
  const counts = countOutcomes(report.results);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('testsuites', {
    name: 'contract conformance',
    tests: report.results.length,
    failures: counts.failed,
    skipped: counts.skipped,
    time: (report.durationMs / 1000).toFixed(3),
  });
  const suite = root.ele('testsuite', {
    name: `contract ${report.contractVersion} against ${report.baseUrl}`,
    tests: report.results.length,
    failures: counts.failed,
    skipped: counts.skipped,
    timestamp: report.startedAt,
  });
  for (const r of report.results) {
    const testcase = suite.ele('testcase', { classname: 'contract', name: caseName(r) });
    if (r.outcome === 'failed')
      testcase
        .ele('failure', { message: `${r.violations.length} violation(s)` })
        .txt(r.violations.map((v) => `${v.source}: ${v.message}`).join('\n'));
    if (r.outcome === 'skipped') testcase.ele('skipped', { message: r.reason ?? '' });
  }
  if (report.fuzz) fuzzSuite(root, report.fuzz);
  return root.end({ prettyPrint: true });
}

function fuzzSuite(root: ReturnType<typeof create>, fuzz: FuzzReport) {
  const counts = countOutcomes(fuzz.results);
  const suite = root.ele('testsuite', {
    name: `property checks, seed ${fuzz.seed}`,
    tests: fuzz.results.length,
    failures: counts.failed,
    skipped: counts.skipped,
  });
  for (const r of fuzz.results) {
    const testcase = suite.ele('testcase', { classname: 'properties', name: fuzzCaseName(r) });
    if (r.outcome === 'failed')
      testcase
        .ele('failure', { message: `${r.failures.length} failing request(s)` })
        .txt(
          r.failures
            .map((f) => `${f.request} (${f.input}) → ${f.status}\n  ${f.problems.join('\n  ')}`)
            .join('\n'),
        );
    if (r.outcome === 'skipped') testcase.ele('skipped', { message: r.reason ?? '' });
  }
}

const fuzzCaseName = (r: FuzzResult) =>
  `${r.operationId} (${r.method} ${r.template}, ${r.valid} valid, ${r.invalid} invalid)`;

const caseName = (r: OperationResult) => `${r.operationId} (${r.method} ${r.path})`;

/** Writes the report as JSON and JUnit XML into `dir`; returns the two files. */
export function writeReport(report: KitReport, dir: string): { json: string; junit: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'contract-report.json');
  const junit = join(dir, 'contract-report.xml');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(junit, junitXml(report));
  return { json, junit };
}
