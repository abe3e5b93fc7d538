import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'xmlbuilder2';
import { countOutcomes, type KitReport, type OperationResult } from './results.js';

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
      `${pad(MARK[r.outcome], 6)}  ${pad(r.operationId, idWidth)}  ${pad(r.status === undefined ? '-' : String(r.status), 6)}  ${r.method} ${r.path}`,
    );
    for (const v of r.violations)
      lines.push(`          ${v.source}: ${v.message.replaceAll('\n', '\n          ')}`);
    if (r.reason) lines.push(`          ${r.reason}`);
  }
  lines.push(
    '',
    `${report.results.length} operations: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped.`,
  );
  return lines.join('\n');
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
  return root.end({ prettyPrint: true });
}

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
