import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createBank } from '../domain/setup/index.js';
import { type Exchange, journalExchange, viewJournalRecord } from './journal-entry.js';

const exchange = (over: Partial<Exchange>): Exchange => ({
  at: Date.parse('2026-03-10T10:00:00Z'),
  method: 'post',
  url: '/api/v1/auth/login?x=1',
  operation: 'login',
  status: 200,
  durationMs: 12.345,
  source: 'bank',
  fault: null,
  requestHeaders: { 'content-type': 'application/json' },
  requestBody: { email: 'ada@northwind.test', password: 'secret' },
  responseHeaders: { 'content-type': 'application/json; charset=utf-8' },
  responseBody: '{"data":{"access_token":"abc"}}',
  ...over,
});

function viewed(over: Partial<Exchange>) {
  const bank = createBank({ seed: 1 });
  journalExchange(bank, exchange(over));
  const [record] = bank.journal.list();
  if (!record) throw new Error('nothing journaled');
  return viewJournalRecord(record);
}

describe('a journal entry as the journal shows it (rules MJR-02 and MJR-03)', () => {
  it('parses and redacts the bodies only when read, and splits the path from its query', () => {
    const view = viewed({});
    expect(view).toMatchObject({
      at: '2026-03-10T10:00:00.000Z',
      method: 'POST',
      path: '/api/v1/auth/login',
      query: { x: '1' },
      duration_ms: 12.3,
      request: { body: { email: 'ada@northwind.test', password: '[redacted]' } },
      response: { body: { data: { access_token: '[redacted]' } } },
    });
  });

  it('shows a file by its size, keeps a huge body by its size only, and never a stream', () => {
    const pdf = new Uint8Array(2048);
    expect(
      viewed({ responseHeaders: { 'content-type': 'application/pdf' }, responseBody: pdf }).response.body,
    ).toBe('[2048 bytes of application/pdf]');
    expect(viewed({ responseBody: `"${'x'.repeat(300 * 1024)}"` }).response.body).toBe(
      `[${300 * 1024 + 2} bytes, not kept]`,
    );
    expect(viewed({ requestBody: Readable.from(['a']) }).request.body).toBeNull();
  });

  it('keeps nothing when the journal is off', () => {
    const bank = createBank({ seed: 1, journalSize: 0 });
    journalExchange(bank, exchange({}));
    expect(bank.journal.list()).toEqual([]);
  });
});
