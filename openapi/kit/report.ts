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

/** One JUnit test case: an operation of the walk or of the property checks. */
interface JunitCase {
  classname: string;
  name: string;
  outcome: OperationResult['outcome'];
  reason?: string;
  failure?: { message: string; text: string };
}

const walkCase = (r: OperationResult): JunitCase => ({
  classname: 'contract',
  name: caseName(r),
  outcome: r.outcome,
  ...(r.reason ? { reason: r.reason } : {}),
  failure: {
    message: `${r.violations.length} violation(s)`,
    text: r.violations.map((v) => `${v.source}: ${v.message}`).join('\n'),
  },
});

const propertyCase = (r: FuzzResult): JunitCase => ({
  classname: 'properties',
  name: fuzzCaseName(r),
  outcome: r.outcome,
  ...(r.reason ? { reason: r.reason } : {}),
  failure: {
    message: `${r.failures.length} failing request(s)`,
    text: r.failures
      .map((f) => `${f.request} (${f.input}) → ${f.status}\n  ${f.problems.join('\n  ')}`)
      .join('\n'),
  },
});

/** JUnit XML: a suite for the walk, one test case per operation, and one for the property checks when run. */
export function junitXml(report: KitReport): string {
  const walk = report.results.map(walkCase);
  const properties = report.fuzz?.results.map(propertyCase) ?? [];
  const counts = countOutcomes([...walk, ...properties]);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('testsuites', {
    name: 'contract conformance',
    tests: walk.length + properties.length,
    failures: counts.failed,
    skipped: counts.skipped,
    time: (report.durationMs / 1000).toFixed(3),
  });
  addSuite(root, `contract ${report.contractVersion} against ${report.baseUrl}`, walk, report.startedAt);
  if (report.fuzz) addSuite(root, `property checks, seed ${report.fuzz.seed}`, properties, report.startedAt);
  return root.end({ prettyPrint: true });
}

function addSuite(
  root: ReturnType<typeof create>,
  name: string,
  cases: readonly JunitCase[],
  timestamp: string,
) {
  const counts = countOutcomes(cases);
  const suite = root.ele('testsuite', {
    name,
    tests: cases.length,
    failures: counts.failed,
    skipped: counts.skipped,
    timestamp,
  });
  for (const c of cases) {
    const testcase = suite.ele('testcase', { classname: c.classname, name: c.name });
    if (c.outcome === 'failed' && c.failure)
      testcase.ele('failure', { message: c.failure.message }).txt(c.failure.text);
    if (c.outcome === 'skipped') testcase.ele('skipped', { message: c.reason ?? '' });
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
