import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Har } from 'har-format';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { ReplayFileError } from '../../src/http/replay.js';
import { Client, OPS, TEST_START } from '../support/test-app.js';

const BANK = { seed: 42, clockStart: TEST_START, frozenClock: true };
const COUNT = '/user/notifications/unread-count';

type Answer = { status: number; body: unknown };
/** The sign-in answer's `data`, where the access token is. */
function signInData(answer: Answer | undefined): { access_token: string } {
  const body = answer?.body as { data?: { access_token: string } } | undefined;
  if (!body?.data) throw new Error('not a sign-in answer');
  return body.data;
}
const answerOf = (res: { statusCode: number; body: string }): Answer => ({
  status: res.statusCode,
  body: res.body === '' ? null : JSON.parse(res.body),
});

/** Signs in, reads, marks every notification read and reads again: the same request gets two answers. */
async function session(client: Client): Promise<Answer[]> {
  const answers = [answerOf(await client.login('ada@northwind.test', 'Northwind#2026'))];
  for (const [method, url] of [
    ['GET', `${OPS}/balances`],
    ['GET', COUNT],
    ['POST', '/user/notifications/read-all'],
    ['GET', COUNT],
  ] as const)
    answers.push(answerOf(await client.call(method, url)));
  return answers;
}

describe('MOCK_RECORD and MOCK_REPLAY (rules MJR-05 and MJR-06)', () => {
  it('records the API traffic as a redacted HAR, and a new bank replays it in order', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-record-')), 'session.har');
    const recording = await buildApp({ bankConfig: BANK, rateLimitMax: 0, record: file });
    const recorded = await session(new Client(recording.app));
    await recording.app.inject({ method: 'GET', url: '/__mock/clock' });
    // Written while the bank runs (a moment after the answers), not only when it stops.
    await vi.waitFor(
      () => expect((JSON.parse(readFileSync(file, 'utf8')) as Har).log.entries).toHaveLength(6),
      {
        timeout: 2_000,
      },
    );
    await recording.app.close();

    const text = readFileSync(file, 'utf8');
    const har = JSON.parse(text) as Har;
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator.name).toBe('portal mock bank');
    // The API only: the anti-forgery read, the sign-in and the five calls; not the control request.
    expect(har.log.entries.map((e) => `${e.request.method} ${new URL(e.request.url).pathname}`)).toEqual([
      'GET /api/v1/auth/xsrf',
      'POST /api/v1/auth/login',
      `GET /api/v1${OPS}/balances`,
      `GET /api/v1${COUNT}`,
      'POST /api/v1/user/notifications/read-all',
      `GET /api/v1${COUNT}`,
    ]);
    expect(text).not.toContain('Northwind#2026');
    const token = signInData(recorded[0]).access_token;
    expect(text).not.toContain(token);
    expect(recorded[2]).not.toEqual(recorded[4]);

    // Another seed: an answer from this bank would not be the recorded one.
    const replaying = await buildApp({ bankConfig: { ...BANK, seed: 7 }, rateLimitMax: 0, replay: file });
    const client = new Client(replaying.app);
    const replayed = await session(client);
    const redacted = structuredClone(recorded);
    signInData(redacted[0]).access_token = '[redacted]';
    expect(replayed).toEqual(redacted);
    // The last answer to a request repeats once every recorded one was given.
    expect(answerOf(await client.call('GET', COUNT))).toEqual(recorded[4]);

    // A request the recording does not hold is the bank's to answer: it never issued the replayed session.
    const countries = await client.call('GET', '/resources/countries');
    expect(countries.statusCode).toBe(401);
    const journal = (await replaying.app.inject({ method: 'GET', url: '/__mock/requests' })).json().data as {
      operation: string;
      source: string;
    }[];
    expect(journal[0]).toMatchObject({ operation: 'listCountries', source: 'bank' });
    expect(journal[1]).toMatchObject({ operation: 'getUnreadNotificationsCount', source: 'replay' });
    await replaying.app.close();
  });

  it('refuses at start a file that is not a HAR, naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-replay-'));
    const notJson = join(dir, 'notes.txt');
    writeFileSync(notJson, 'hello');
    const notHar = join(dir, 'state.json');
    writeFileSync(notHar, JSON.stringify({ accounts: [] }));
    const badEntry = join(dir, 'bad.har');
    writeFileSync(
      badEntry,
      JSON.stringify({ log: { version: '1.2', entries: [{ request: { method: 'GET' } }] } }),
    );
    for (const file of [notJson, notHar, badEntry, join(dir, 'missing.har')]) {
      const start = buildApp({ bankConfig: BANK, replay: file });
      await expect(start).rejects.toThrow(ReplayFileError);
      await expect(start).rejects.toThrow(file);
    }
  });
});
