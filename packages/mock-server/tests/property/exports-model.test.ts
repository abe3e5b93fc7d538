import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { counts } from '../../src/domain/accounts/index.js';
import type { Bank } from '../../src/domain/bank/index.js';
import { modelRunSettings } from '../support/model-based.js';
import { type Client, signedIn, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';
const QUEUE_MS = 1_000;
const ORDER = ['requested', 'processing', 'ready'] as const;
type Status = (typeof ORDER)[number] | 'failed';

type Person = 'ada' | 'grace';
type Real = { app: FastifyInstance; bank: Bank; people: Record<Person, Client> };
type ExportModel = {
  ref: string;
  owner: Person;
  createdAt: number;
  rowCount: number;
  /** The last status the bank showed: it may only move forward. */
  seen: Status;
};
type Model = { exports: ExportModel[]; today: string };

const BANK_ACCOUNTS = [['ba_northwind_ops'], ['ba_northwind_treasury'], undefined] as const;

/** What the ledger holds for a period and some accounts: the count an export must report. */
function ledgerCount(bank: Bank, from: string, to: string, accounts: readonly string[] | undefined): number {
  const refs =
    accounts ??
    [...bank.store.bankAccounts.values()].filter((a) => a.orgRef === 'org_northwind').map((a) => a.ref);
  return refs
    .flatMap((ref) => bank.store.transactions.get(ref) ?? [])
    .filter((t) => counts(t) && t.valueDate >= from && t.valueDate <= to).length;
}

const dayOffset = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

class Request implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly owner: Person,
    readonly startDaysAgo: number,
    readonly lengthDays: number,
    readonly accounts: (typeof BANK_ACCOUNTS)[number],
  ) {}
  check = (m: Readonly<Model>) => m.exports.length < 4;
  async run(model: Model, real: Real): Promise<void> {
    const from = dayOffset(model.today, -this.startDaysAgo);
    const to = dayOffset(from, this.lengthDays);
    const res = await real.people[this.owner].call('POST', `${NW}/transaction-exports`, {
      body: { format: 'csv', from, to, ...(this.accounts ? { bank_accounts: [...this.accounts] } : {}) },
    });
    if (to < from || from > model.today) {
      expect(res.statusCode, res.body).toBe(422);
      return;
    }
    expect(res.statusCode, res.body).toBe(202);
    const shown = res.json().data;
    expect(shown.status).toBe('requested');
    expect(shown.row_count).toBe(ledgerCount(real.bank, from, to, this.accounts));
    model.exports.push({
      ref: shown.ref,
      owner: this.owner,
      createdAt: real.bank.clock.now(),
      rowCount: shown.row_count,
      seen: 'requested',
    });
  }
  toString = () =>
    `request(${this.owner}, -${this.startDaysAgo}d, ${this.lengthDays}d, ${this.accounts ?? 'all'})`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    await real.app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: this.ms } });
    // Builds start on a timer once an export is due: let them run.
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  toString = () => `advance(${this.ms})`;
}

class Look implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly which: number,
    readonly asOwner: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.exports.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const e = model.exports[this.which % model.exports.length] as ExportModel;
    const viewer: Person = this.asOwner ? e.owner : e.owner === 'ada' ? 'grace' : 'ada';
    const res = await real.people[viewer].call('GET', `${NW}/transaction-exports/${e.ref}`);
    if (!this.asOwner) {
      expect(res.statusCode).toBe(404);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().data;
    const status = shown.status as Status;
    expect(status).not.toBe('failed');
    // Forward only, and out of the queue exactly when a tick has come after its time in it.
    expect(ORDER.indexOf(status as (typeof ORDER)[number])).toBeGreaterThanOrEqual(
      ORDER.indexOf(e.seen as (typeof ORDER)[number]),
    );
    if (real.bank.clock.now() < e.createdAt + QUEUE_MS) expect(status).toBe('requested');
    else expect(status).not.toBe('requested');
    expect(shown.row_count).toBe(e.rowCount);
    if (status === 'ready') {
      const file = await real.people[viewer].call('GET', `/files/${shown.file.token}`, { auth: false });
      expect(file.body.trim().split(/\r?\n/).length - 1).toBe(e.rowCount);
    } else expect(shown.file).toBeNull();
    e.seen = status;
    // One notification per export its owner has seen ready, none for anyone else's.
    for (const person of ['ada', 'grace'] as const) {
      const notes = (await real.people[person].call('GET', '/user/notifications?per_page=100')).json()
        .data as {
        type: string;
        link: { transaction_export_ref?: string } | null;
      }[];
      const mine = model.exports.filter((x) => x.owner === person && x.seen === 'ready').map((x) => x.ref);
      const told = notes.filter((n) => n.type === 'export').map((n) => n.link?.transaction_export_ref);
      for (const ref of mine)
        expect(
          told.filter((r) => r === ref),
          `${person} told of ${ref}`,
        ).toHaveLength(1);
      for (const ref of told)
        expect(model.exports.find((x) => x.ref === ref)?.owner, `${ref} told to ${person}`).toBe(person);
    }
  }
  toString = () => `look(${this.which}, ${this.asOwner ? 'owner' : 'colleague'})`;
}

const commands = [
  fc
    .tuple(
      fc.constantFrom<Person>('ada', 'grace'),
      fc.integer({ min: -3, max: 200 }),
      fc.integer({ min: -2, max: 60 }),
      fc.constantFrom(...BANK_ACCOUNTS),
    )
    .map(([owner, start, length, accounts]) => new Request(owner, start, length, accounts)),
  fc.constantFrom(200, 900, 1_000, 5_000, 60_000).map((ms) => new Advance(ms)),
  fc.tuple(fc.nat(), fc.boolean()).map(([which, owner]) => new Look(which, owner)),
];

// rule STM-41
it('exports move forward on the bank clock, hold what they counted and tell only their requester', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
      const { app, bank } = await testApp();
      const people = { ada: await signedIn(app), grace: await signedIn(app, 'grace') };
      const today = new Date(bank.clock.now()).toISOString().slice(0, 10);
      await fc.asyncModelRun(() => ({ model: { exports: [], today }, real: { app, bank, people } }), cmds);
      await app.close();
    }),
    modelRunSettings(12),
  );
}, 120_000);
