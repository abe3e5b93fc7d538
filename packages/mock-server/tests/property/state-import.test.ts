import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bank } from '../../src/domain/bank/index.js';
import { exportState, importState } from '../../src/domain/setup/index.js';
import { activity } from '../support/bank-activity.js';
import {
  applyMutation,
  describeMutation,
  type Json,
  mutation,
  type Nodes,
  nodesOf,
} from '../support/json-mutations.js';
import { modelRuns } from '../support/model-based.js';
import { dropOldHistory } from '../support/small-bank.js';
import { Client, OPS, signedIn, TREASURY, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';
/** What ada looks at on a working day: each read runs the bank's clock over every payment and standing order. */
const TOUR = [
  '/user/current',
  '/user/notifications',
  '/user/notifications/unread-count',
  `${OPS}/balances`,
  `${TREASURY}/balances`,
  `${NW}/transactions`,
  `${NW}/payments`,
  `${OPS}/payments`,
  `${NW}/recipients`,
  `${NW}/standing-orders`,
  `${NW}/payment-batches`,
  `${NW}/approval-requests`,
  `${NW}/fx-trades`,
  `${NW}/members`,
  `${NW}/audit-events`,
];

/** `adaCookies`: a browser of ada's signed in before the export (its refresh cookie is in the state). */
type Base = { name: string; json: Json; nodes: Nodes; adaCookies: Record<string, string> };
let app: FastifyInstance;
let bank: Bank;
const bases: Base[] = [];

/**
 * A real export, small: the seed without its older history (a tenth of the size, so hundreds of imports fit in
 * seconds), after `use`, with ada signed in.
 */
async function baseState(
  name: string,
  use?: (app: FastifyInstance, bank: Bank) => Promise<void>,
): Promise<Base> {
  const built = await testApp();
  dropOldHistory(built.bank);
  await use?.(built.app, built.bank);
  const ada = await signedIn(built.app);
  const json: Json = JSON.parse(JSON.stringify(exportState(built.bank)));
  return { name, json, nodes: nodesOf(json), adaCookies: ada.cookies };
}

beforeAll(async () => {
  ({ app, bank } = await testApp({ rateLimitPerMinute: 0 }));
  bases.push(await baseState('the seed'), await baseState('a bank after a day of use', activity));
}, 60_000);

/** The bank as an export says it, but for when it was exported. */
const snapshot = (): string => JSON.stringify({ ...exportState(bank), exported_at: null });

type Step = { what: string; res: LightMyRequestResponse };

/**
 * Ada's day on the bank as loaded: her earlier browser refreshes its session, she signs in and reads every list,
 * the clock moves a day (everything due runs), she signs in and reads again, and the bank is exported.
 */
async function tour(base: Base): Promise<Step[]> {
  const steps: Step[] = [];
  const step = async (what: string, res: Promise<LightMyRequestResponse>) => {
    steps.push({ what, res: await res });
  };
  const earlier = new Client(app);
  earlier.cookies = { ...base.adaCookies };
  await step('refresh', earlier.call('POST', '/auth/refresh'));
  const ada = new Client(app);
  await step('sign in', ada.login('ada@northwind.test', 'Northwind#2026'));
  for (const url of TOUR) await step(`GET ${url}`, ada.call('GET', url));
  const day = { advance_ms: 86_400_000 };
  await step('a day later', app.inject({ method: 'POST', url: '/__mock/clock', payload: day }));
  // Her session has expired by then.
  await step('a day later, sign in', ada.login('ada@northwind.test', 'Northwind#2026'));
  for (const url of TOUR.slice(0, 8)) await step(`a day later, GET ${url}`, ada.call('GET', url));
  await step('export', app.inject({ method: 'GET', url: '/__mock/state' }));
  return steps;
}

/** A 5xx is a crash, unless a fault the state carries asked for it. */
const crashed = ({ res }: Step) => res.statusCode >= 500 && res.json().code !== 'injected_fault';
const shown = ({ what, res }: Step) => `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`;

describe('property: a damaged state is refused whole (4xx, bank unchanged) or loads into a bank that works', () => {
  it('the tour meets no refusal on the undamaged exports (so it reaches what a damaged one breaks)', async () => {
    for (const base of bases) {
      importState(bank, base.json);
      const refused = (await tour(base)).filter(({ res }) => res.statusCode >= 300).map(shown);
      expect(refused, base.name).toEqual([]);
    }
  });

  it(
    `random damage to real exports (${modelRuns(300)} runs)`,
    async () => {
      let loaded: Base | null = null;
      let before = '';
      await fc.assert(
        fc.asyncProperty(
          // Only the base's index and the mutation are generated: a counterexample prints small.
          fc.nat(bases.length - 1).chain((i) => mutation((bases[i] as Base).nodes).map((m) => ({ i, m }))),
          async ({ i, m }) => {
            const base = bases[i] as Base;
            if (loaded !== base) {
              importState(bank, base.json);
              loaded = base;
              before = snapshot();
            }
            const what = `${base.name}, ${describeMutation(m)}`;
            const res = await app.inject({
              method: 'POST',
              url: '/__mock/state',
              headers: { 'content-type': 'application/json' },
              payload: applyMutation(base.json, m),
            });
            if (res.statusCode === 200) {
              loaded = null;
              const crashes = (await tour(base)).filter(crashed).map(shown);
              expect(crashes, what).toEqual([]);
              return;
            }
            expect([400, 422], `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(
              res.statusCode,
            );
            const body = res.json();
            expect(typeof body.message, what).toBe('string');
            expect(body.code, what).toBe(res.statusCode === 400 ? 'state_invalid' : 'state_not_loadable');
            expect(snapshot() === before, `${what}: the bank changed`).toBe(true);
          },
        ),
        { numRuns: modelRuns(300), endOnFailure: true },
      );
    },
    60_000 + modelRuns(300) * 200,
  );
});
