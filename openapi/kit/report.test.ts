import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { foundViolations, junitXml, summaryText } from './report.js';
import type { KitReport } from './results.js';

const report: KitReport = {
  baseUrl: 'http://bank.test',
  contractVersion: '1.1.0',
  mode: 'full',
  startedAt: '2026-11-29T09:00:00.000Z',
  durationMs: 1500,
  results: [
    {
      operationId: 'createRecipient',
      method: 'POST',
      path: '/accounts/org_x/recipients',
      outcome: 'passed',
      status: 201,
      violations: [],
    },
    {
      operationId: 'getRecipient',
      method: 'GET',
      path: '/accounts/org_x/recipients/rcp_1',
      outcome: 'failed',
      status: 500,
      link: 'GetRecipient of createRecipient',
      violations: [{ source: 'prism', message: 'response.body.data.name: must be string' }],
    },
    {
      operationId: 'removeMember',
      method: 'DELETE',
      path: '/accounts/org_x/members/usr_contract_kit_unknown',
      outcome: 'passed',
      status: 404,
      refusal: 'an unknown member removed',
      violations: [],
    },
    {
      operationId: 'executeFxQuote',
      method: 'POST',
      path: '/x',
      outcome: 'skipped',
      reason: 'the rate limit answered first',
      violations: [],
    },
  ],
  fuzz: {
    seed: 7,
    count: 2,
    results: [
      {
        operationId: 'listTransactions',
        method: 'GET',
        template: '/accounts/{account}/transactions',
        outcome: 'failed',
        valid: 2,
        invalid: 2,
        failures: [
          {
            request: 'GET /accounts/org_x/transactions?page=abc',
            input: 'query page=abc',
            status: 500,
            problems: ['a server error (500)'],
          },
        ],
      },
    ],
  },
};

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : [value]) as Node[];

describe("the kit's report", () => {
  it('as JUnit: a suite for the walk and one for the property checks, with totals over both', () => {
    const xml = convert(junitXml(report), { format: 'object' }) as { testsuites: Node };
    const root = xml.testsuites;
    expect([root['@tests'], root['@failures'], root['@skipped']]).toEqual(['5', '2', '1']);
    const [walk, properties] = list(root.testsuite);
    expect(walk?.['@name']).toBe('contract 1.1.0 against http://bank.test');
    expect(properties?.['@name']).toBe('property checks, seed 7');
    const failed = list(walk?.testcase).find((c) => String(c['@name']).startsWith('getRecipient'));
    expect(((failed?.failure ?? {}) as Node)['#']).toBe('prism: response.body.data.name: must be string');
    const property = list(properties?.testcase)[0];
    expect(((property?.failure ?? {}) as Node)['#']).toContain(
      'GET /accounts/org_x/transactions?page=abc (query page=abc) → 500',
    );
  });

  it('as text: a line per operation, with its link, what a refusal checked, violations and reasons under it', () => {
    const text = summaryText(report);
    expect(text).toContain('(link GetRecipient of createRecipient)');
    expect(text).toContain('(refused: an unknown member removed)');
    expect(text).toContain('prism: response.body.data.name: must be string');
    expect(text).toContain('4 operations: 2 passed, 1 failed, 1 skipped.');
    expect(text).toContain('Replay with --seed 7.');
  });

  it('finds a violation in the walk or a failing property, and nothing in a clean run', () => {
    expect(foundViolations(report)).toBe(true);
    const clean = {
      ...report,
      results: report.results.filter((r) => r.outcome !== 'failed'),
      fuzz: undefined,
    };
    expect(foundViolations(clean)).toBe(false);
    expect(foundViolations({ ...clean, fuzz: report.fuzz })).toBe(true);
  });
});
