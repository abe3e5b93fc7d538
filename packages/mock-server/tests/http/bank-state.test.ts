import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEmptyStore, type Store } from '../../src/domain/bank/index.js';
import { type BankState, STATE_VERSION } from '../../src/domain/setup/bank-state.js';
import { createBank, exportState, importState } from '../../src/domain/setup/index.js';
import { activity, LEFT_EMPTY, ok } from '../support/bank-activity.js';
import { OPS, signedIn, TEST_START, TREASURY, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';
const CONFIG = { seed: 42, clockStart: TEST_START, frozenClock: true, paymentAcceptMs: 5 };

const collections = ({ rng: _rng, ...rest }: Store) => rest;
const sizeOf = (v: unknown) => (v instanceof Map ? v.size : Array.isArray(v) ? v.length : 1);

describe('the bank as versioned JSON (GET/POST /__mock/state)', () => {
  it('round-trips a bank after a day of use: every collection, the rng, the clock and settings, not the network', async () => {
    const { app, bank } = await testApp();
    await activity(app, bank);
    const empty = Object.keys(collections(bank.store)).filter(
      (key) => sizeOf(bank.store[key as keyof Store]) === 0,
    );
    // A new store collection fails here until the activity above fills it (so its export is exercised).
    expect(empty).toEqual(LEFT_EMPTY);

    const json = JSON.parse(JSON.stringify(exportState(bank)));
    expect(json.version).toBe(STATE_VERSION);
    expect(Object.keys(json.store).sort()).toEqual(
      Object.keys(collections(createEmptyStore(1)))
        .filter((k) => k !== 'rng')
        .sort(),
    );
    const copy = createBank({ ...CONFIG, scenario: 'low-balance' });
    importState(copy, json);
    expect(collections(copy.store)).toStrictEqual(collections(bank.store));
    expect(copy.store.rng.state()).toBe(bank.store.rng.state());
    expect(copy.store.rng.id(16)).toBe(bank.store.rng.id(16));
    expect(copy.clock.now()).toBe(bank.clock.now());
    expect(copy.config.scenario).toBeNull();
    // The activity left a fault: the running bank's network, not its data (rule MNW-09).
    expect(bank.network.faults).toHaveLength(1);
    expect(json).not.toHaveProperty('faults');
    expect(copy.network.faults).toEqual([]);
  });

  it('loads a state exported with faults (before the network was left out), without applying them', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const state = JSON.parse(JSON.stringify(exportState(bank)));
    const old = {
      ...state,
      faults: [{ path: '/user/current', method: null, status: 503, delayMs: 0, remaining: 1 }],
    };
    const imported = await app.inject({ method: 'POST', url: '/__mock/state', payload: old });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(bank.network.faults).toEqual([]);
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(200);
  });

  it('export → reset → import gives back the same balances and ledger, over HTTP', async () => {
    const { app, bank } = await testApp();
    await activity(app, bank);
    await app.inject({ method: 'DELETE', url: '/__mock/faults' });
    const ada = await signedIn(app);
    const read = async () => ({
      balances: [
        ok(await ada.call('GET', `${OPS}/balances`), 'balances').data,
        ok(await ada.call('GET', `${TREASURY}/balances`), 'balances').data,
      ],
      ledger: ok(await ada.call('GET', `${NW}/transactions?per_page=100`), 'transactions'),
    });
    const before = await read();
    const exported = await app.inject({ method: 'GET', url: '/__mock/state?download=1' });
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="mock-bank-state-.+\.json"$/,
    );

    await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    const reset = await signedIn(app);
    expect(ok(await reset.call('GET', `${NW}/transactions?per_page=100`), 'after reset').meta.total).not.toBe(
      before.ledger.meta.total,
    );

    const imported = await app.inject({
      method: 'POST',
      url: '/__mock/state',
      headers: { 'content-type': 'application/json' },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // The sessions are part of the state: Ada's token from before the reset works again.
    expect(await read()).toEqual(before);
  });

  it('refuses what is not a state (400) and a state of another version or shape (422), changing nothing', async () => {
    const { app, bank } = await testApp();
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/__mock/state',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const state = exportState(bank);
    const bad = await app.inject({
      method: 'POST',
      url: '/__mock/state',
      headers: { 'content-type': 'application/json' },
      payload: '{"version": 1,',
    });
    expect(bad.statusCode).toBe(400);
    expect((await post([1, 2])).json()).toEqual({
      message: 'The state must be a JSON object (from GET /__mock/state).',
      code: 'state_invalid',
    });
    const old = await post({ ...state, version: 0 });
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toBe(
      `The state is version 0; this bank reads version ${STATE_VERSION}. Export it again from this version of the mock bank.`,
    );
    const { payments: _p, ...store } = state.store;
    const shape = await post({ ...state, store: { ...store, extra: [] } });
    expect(shape.json().message).toBe(
      "The state's store does not fit this bank (missing payments; unknown extra).",
    );
    const before = bank.store;
    expect((await post({ ...state, store: { ...state.store, users: { $bigint: 'x' } } })).statusCode).toBe(
      422,
    );
    expect(bank.store).toBe(before);
  });

  describe('refuses a state that would break the bank (422 naming where), leaving it exactly as it was', () => {
    type Json = Omit<BankState, 'exported_at'>;
    const stateNow = async (app: FastifyInstance): Promise<Json> => {
      const { exported_at: _at, ...rest } = (
        await app.inject({ method: 'GET', url: '/__mock/state' })
      ).json();
      return rest;
    };
    const post = (app: FastifyInstance, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/__mock/state',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    /** Posts the bank's own state, changed by `change`, and checks the refusal and that nothing moved. */
    async function refused(change: (state: Json) => string, where: string | RegExp) {
      const { app } = await testApp();
      // Signed in: the state carries her sessions too.
      await signedIn(app);
      const before = await stateNow(app);
      const res = await post(app, change(structuredClone(before)));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
      expect(res.json().code).toBe('state_not_loadable');
      const { message } = res.json();
      if (typeof where === 'string') expect(message.slice(0, where.length + 1)).toBe(`${where}:`);
      else expect(message).toMatch(where);
      expect(await stateNow(app)).toEqual(before);
      const ada = await signedIn(app);
      expect((await ada.call('GET', '/user/current')).statusCode).toBe(200);
    }

    it('a user record that is null', async () => {
      await refused((state) => {
        const users = (state.store.users as { $map: [string, unknown][] }).$map;
        const ada = users.find(([ref]) => ref === 'usr_ada');
        if (ada) ada[1] = null;
        return JSON.stringify(state);
      }, '$.store.users.get("usr_ada")');
    });

    it('a user filed under another key', async () => {
      await refused((state) => {
        const users = (state.store.users as { $map: [string, unknown][] }).$map;
        const ada = users.find(([ref]) => ref === 'usr_ada');
        if (ada) ada[0] = 'usr_other';
        return JSON.stringify(state);
      }, '$.store.users.get("usr_other").ref');
    });

    it('a refresh session of a user the bank does not have', async () => {
      await refused((state) => {
        const families = (state.store.refreshFamilies as { $map: [string, { userRef: string }][] }).$map;
        for (const [, family] of families) family.userRef = 'usr_gone';
        return JSON.stringify(state);
      }, /^\$\.store\.refreshFamilies\.get\("[^"]+"\)\.userRef: /);
    });

    it('a version nested 100,000 arrays deep', async () => {
      await refused(
        (state) =>
          JSON.stringify({ ...state, version: 'NESTED' }).replace(
            '"NESTED"',
            `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
          ),
        /^The state is version \(an array\); /,
      );
    });

    // Nested arrays deeper than the stack holds must not reach the recursive codec (it overflowed at about 4,000).
    for (const depth of [4_000, 100_000]) {
      it(`${depth.toLocaleString('en')} nested arrays inside the store`, async () => {
        await refused(
          (state) => {
            state.store.outbox = 'NESTED';
            return JSON.stringify(state).replace('"NESTED"', `${'['.repeat(depth)}${']'.repeat(depth)}`);
          },
          `$.store.outbox${'[0]'.repeat(62)}`,
        );
      });
    }
  });
});
