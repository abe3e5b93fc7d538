import type { FastifyInstance } from 'fastify';
import type { Bank } from '../../src/domain/bank/index.js';
import { Client } from './test-app.js';

/** Northwind's people a model drives: ada (owner), grace (approver, TOTP), mo (member), lin (viewer). */
export type Person = 'ada' | 'grace' | 'mo' | 'lin';

const EMAIL: Record<Person, string> = {
  ada: 'ada@northwind.test',
  grace: 'grace@northwind.test',
  mo: 'mo@northwind.test',
  lin: 'lin@northwind.test',
};
const PASSWORD = 'Northwind#2026';
/** An access token lives 300 s of bank time: sign in again well before, so a command never meets a 401. */
const SESSION_MS = 240_000;

type Session = { client: Client; at: number };
type SavedSession = { token: string | null; cookies: Record<string, string>; at: number };
type Snapshot = { state: unknown; now: number; sessions: Map<Person, SavedSession> };

/**
 * The real side of a model run: one app whose bank is put back to a saved state before each sequence (cheaper
 * than building one), its clock moved only from here (so `now` is the bank's time), and a session per person
 * signed in again when the clock has moved past its token.
 */
export class ModelBank {
  now: number;
  private sessions = new Map<Person, Session>();
  private snapshot: Snapshot | null = null;

  constructor(
    readonly app: FastifyInstance,
    readonly bank: Bank,
    private readonly twoFactor: ReadonlySet<Person>,
  ) {
    this.now = bank.clock.now();
  }

  async advance(ms: number): Promise<void> {
    const res = await this.app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: ms } });
    if (res.statusCode !== 200) throw new Error(`the clock did not move: ${res.body}`);
    this.now += ms;
  }

  /** A code is accepted once per 30 s step and person: every signature starts a new step. */
  async nextStep(): Promise<void> {
    await this.advance(30_000);
  }

  async code(who: Person): Promise<string> {
    const res = await this.app.inject({ method: 'GET', url: `/__mock/totp/${EMAIL[who]}` });
    return res.json().code;
  }

  async as(who: Person): Promise<Client> {
    const session = this.sessions.get(who);
    if (session && this.now - session.at < SESSION_MS) return session.client;
    const client = new Client(this.app);
    const res = await client.login(EMAIL[who], PASSWORD);
    if (this.twoFactor.has(who)) {
      await this.nextStep();
      const verified = await client.call('POST', '/auth/2fa/verify-code', {
        body: { challenge_ref: res.json().data.challenge_ref, code: await this.code(who) },
      });
      client.token = verified.json().data?.access_token ?? null;
    }
    if (!client.token) throw new Error(`could not sign in as ${who}`);
    this.sessions.set(who, { client, at: this.now });
    return client;
  }

  /** Keeps the bank as it is now (after a run's setup), with the sessions signed in so far. */
  async save(): Promise<void> {
    const state = (await this.app.inject({ method: 'GET', url: '/__mock/state' })).json();
    const sessions = new Map<Person, SavedSession>();
    for (const [who, s] of this.sessions)
      sessions.set(who, { token: s.client.token, cookies: { ...s.client.cookies }, at: s.at });
    this.snapshot = { state, now: this.now, sessions };
  }

  /** The saved bank again, through the control API, and the sessions it knows. */
  async restore(): Promise<void> {
    const saved = this.snapshot;
    if (!saved) throw new Error('nothing saved');
    const res = await this.app.inject({
      method: 'POST',
      url: '/__mock/state',
      payload: saved.state as object,
    });
    if (res.statusCode !== 200) throw new Error(`the saved state was refused: ${res.body}`);
    this.now = saved.now;
    this.sessions.clear();
    for (const [who, s] of saved.sessions) {
      const client = new Client(this.app);
      client.token = s.token;
      client.cookies = { ...s.cookies };
      this.sessions.set(who, { client, at: s.at });
    }
  }
}
