import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Bank,
  createClock,
  createEmptyStore,
  createRng,
  DomainError,
  defaultConfig,
} from '../bank/index.js';
import { createJournal, createNetworkState } from '../network/index.js';
import { createWebhookEndpoint, updateWebhookEndpoint } from './webhook-endpoints.js';
import {
  beginAttempt,
  enqueueEvent,
  finishAttempt,
  pruneDeliveries,
  releaseInterruptedAttempts,
  startRedelivery,
  takeDueDeliveries,
} from './webhook-queue.js';
import type { WebhookEndpointRecord } from './webhook-records.js';

const START = Date.parse('2026-03-10T10:00:00Z');
const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;
/** The schedule as the rule states it (rule WHK-05): the waits after the 1st, 2nd, … failed attempt. */
const WAITS = [5 * S, 5 * MIN, 30 * MIN, 2 * H, 5 * H, 10 * H, 10 * H];
const DAY = 24 * H;

type ModelDelivery = {
  status: 'pending' | 'succeeded' | 'failed';
  scheduled: number;
  attempts: number;
  next: number | null;
};
type Model = {
  now: number;
  status: 'enabled' | 'disabled' | 'failing';
  failingSince: number | null;
  deliveries: ModelDelivery[];
};
type Real = { bank: Bank; endpoint: WebhookEndpointRecord; eventIds: string[] };

/** A bank with nothing in it but the clock and one endpoint: the schedule alone is under test. */
function emptyBank(): Real {
  const bank: Bank = {
    config: defaultConfig({ clockStart: START, frozenClock: true }),
    clock: createClock(START, { frozen: true }),
    store: createEmptyStore(7),
    network: createNetworkState(createRng(7), null),
    journal: createJournal(0),
    reset: () => undefined,
    useScenario: () => undefined,
    tick: () => undefined,
  };
  const endpoint = createWebhookEndpoint(bank, 'org_northwind', {
    url: 'https://hooks.example.com/bank',
    events: ['payment.created'],
  });
  return { bank, endpoint, eventIds: [] };
}

const failPendingInModel = (m: Model) => {
  for (const d of m.deliveries)
    if (d.status === 'pending') Object.assign(d, { status: 'failed', next: null } as const);
};

/** What one attempt does in the model (rules WHK-05 and WHK-06). */
function modelAttempt(m: Model, d: ModelDelivery, ok: boolean, redelivery: boolean) {
  d.attempts += 1;
  if (ok) {
    Object.assign(d, { status: 'succeeded', next: null } as const);
    m.failingSince = null;
    return;
  }
  const wait = redelivery ? undefined : WAITS[d.scheduled];
  if (!redelivery) d.scheduled += 1;
  if (wait === undefined || m.status !== 'enabled')
    Object.assign(d, { status: 'failed', next: null } as const);
  else Object.assign(d, { status: 'pending', next: m.now + wait } as const);
  m.failingSince ??= m.now;
  if (m.status === 'enabled' && m.now - m.failingSince >= DAY) {
    m.status = 'failing';
    failPendingInModel(m);
  }
}

function check(m: Model, r: Real) {
  const { endpoint, bank } = r;
  expect(endpoint.status).toBe(m.status);
  expect(endpoint.failingSince).toBe(m.failingSince);
  const real = [...bank.store.webhookDeliveries.values()];
  expect(real.map((d) => d.status)).toEqual(m.deliveries.map((d) => d.status));
  expect(real.map((d) => d.attempts.length)).toEqual(m.deliveries.map((d) => Math.min(100, d.attempts)));
  expect(real.map((d) => d.nextAttemptAt)).toEqual(m.deliveries.map((d) => d.next));
  // Every attempt of a delivery carries the event id it was queued with; no two events share one.
  expect(real.map((d) => d.eventId)).toEqual(r.eventIds);
  expect(new Set(r.eventIds).size).toBe(r.eventIds.length);
  expect(real.every((d) => !d.sending)).toBe(true);
}

class Event implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    const queued = enqueueEvent(r.bank, 'org_northwind', 'payment.created', () => ({
      n: m.deliveries.length,
    }));
    if (m.status === 'enabled') {
      m.deliveries.push({ status: 'pending', scheduled: 0, attempts: 0, next: m.now });
      r.eventIds.push(...queued.map((d) => d.eventId));
    }
    expect(queued).toHaveLength(m.status === 'enabled' ? 1 : 0);
    check(m, r);
  }
  toString = () => 'event';
}

class AttemptDue implements fc.Command<Model, Real> {
  constructor(readonly ok: boolean) {}
  check = () => true;
  run(m: Model, r: Real) {
    const due =
      m.status === 'enabled'
        ? m.deliveries.filter((d) => d.status === 'pending' && (d.next ?? Infinity) <= m.now)
        : [];
    const taken = takeDueDeliveries(r.bank);
    expect(taken).toHaveLength(due.length);
    for (const delivery of taken)
      finishAttempt(
        r.bank,
        delivery,
        { at: r.bank.clock.now(), responseCode: this.ok ? 200 : 500, error: null, durationMs: 1 },
        'scheduled',
      );
    for (const d of due) modelAttempt(m, d, this.ok, false);
    check(m, r);
  }
  toString = () => `attempt due (${this.ok ? '2xx' : '500'})`;
}

class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.bank.clock.advance(this.ms);
    m.now += this.ms;
    check(m, r);
  }
  toString = () => `advance ${this.ms} ms`;
}

class Redeliver implements fc.Command<Model, Real> {
  constructor(
    readonly index: number,
    readonly ok: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.deliveries.length > 0;
  run(m: Model, r: Real) {
    const at = this.index % m.deliveries.length;
    const d = m.deliveries[at] as ModelDelivery;
    const delivery = [...r.bank.store.webhookDeliveries.values()][at];
    if (!delivery) throw new Error('no delivery');
    const refused = d.status === 'pending' || m.status !== 'enabled';
    let thrown: unknown = null;
    try {
      startRedelivery(r.endpoint, delivery);
      expect(beginAttempt(r.bank, delivery)).not.toBeNull();
      finishAttempt(
        r.bank,
        delivery,
        {
          at: r.bank.clock.now(),
          responseCode: this.ok ? 204 : null,
          error: this.ok ? null : 'timeout',
          durationMs: 1,
        },
        'redelivery',
      );
    } catch (error) {
      thrown = error;
    }
    if (refused) expect(thrown).toBeInstanceOf(DomainError);
    else {
      expect(thrown).toBeNull();
      modelAttempt(m, d, this.ok, true);
    }
    check(m, r);
  }
  toString = () => `redeliver #${this.index} (${this.ok ? '2xx' : 'error'})`;
}

class SetEnabled implements fc.Command<Model, Real> {
  constructor(readonly enabled: boolean) {}
  check = () => true;
  run(m: Model, r: Real) {
    updateWebhookEndpoint(r.bank, r.endpoint, { enabled: this.enabled });
    if (this.enabled) {
      m.status = 'enabled';
      m.failingSince = null;
    } else if (m.status !== 'disabled') {
      m.status = 'disabled';
      failPendingInModel(m);
    }
    check(m, r);
  }
  toString = () => (this.enabled ? 'enable' : 'disable');
}

const commands = [
  fc.constant(new Event()),
  fc.boolean().map((ok) => new AttemptDue(ok)),
  fc
    .oneof(fc.constantFrom(...WAITS, S, DAY, 4 * S, 6 * H), fc.integer({ min: 0, max: 12 * H }))
    .map((ms) => new Advance(ms)),
  fc.tuple(fc.nat(), fc.boolean()).map(([i, ok]) => new Redeliver(i, ok)),
  fc.boolean().map((on) => new SetEnabled(on)),
];

describe('the webhook schedule against a model (rules WHK-05, WHK-06 and WHK-08)', () => {
  it('keeps every delivery’s status, attempts, next attempt and event id as the model says', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 120, size: 'max' }), (cmds) => {
        const real = emptyBank();
        const model: Model = { now: START, status: 'enabled', failingSince: null, deliveries: [] };
        fc.modelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('fails a delivery after the eighth failed attempt, 27 h 35 min 5 s after the first', () => {
    const { bank } = emptyBank();
    const [delivery] = enqueueEvent(bank, 'org_northwind', 'payment.created', () => ({}));
    if (!delivery) throw new Error('not queued');
    const times: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      bank.clock.set(delivery.nextAttemptAt ?? 0);
      times.push(bank.clock.now() - START);
      for (const d of takeDueDeliveries(bank))
        finishAttempt(
          bank,
          d,
          { at: bank.clock.now(), responseCode: 502, error: null, durationMs: 0 },
          'scheduled',
        );
    }
    expect(times).toEqual([
      0,
      5 * S,
      5 * MIN + 5 * S,
      35 * MIN + 5 * S,
      2 * H + 35 * MIN + 5 * S,
      7 * H + 35 * MIN + 5 * S,
      17 * H + 35 * MIN + 5 * S,
      27 * H + 35 * MIN + 5 * S,
    ]);
    expect(delivery.status).toBe('failed');
  });
});

describe('the delivery log over time (rules WHK-07 and WHK-05)', () => {
  it('keeps 30 days of deliveries, and frees an attempt a loaded state left on the wire', () => {
    const { bank } = emptyBank();
    const [old] = enqueueEvent(bank, 'org_northwind', 'payment.created', () => ({}));
    bank.clock.advance(10 * DAY);
    const [recent] = enqueueEvent(bank, 'org_northwind', 'payment.created', () => ({}));
    if (!old || !recent) throw new Error('not queued');
    pruneDeliveries(bank, START + 30 * DAY);
    expect([...bank.store.webhookDeliveries.keys()]).toEqual([old.ref, recent.ref]);
    pruneDeliveries(bank, START + 30 * DAY + 1);
    expect([...bank.store.webhookDeliveries.keys()]).toEqual([recent.ref]);

    expect(takeDueDeliveries(bank)).toEqual([recent]);
    expect(takeDueDeliveries(bank)).toEqual([]);
    releaseInterruptedAttempts(bank);
    expect(takeDueDeliveries(bank)).toEqual([recent]);
  });
});
