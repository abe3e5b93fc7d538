import { describe, expect, it } from 'vitest';
import { createJournal, type JournalRecord } from './journal.js';

const record = (at: number, over: Partial<JournalRecord> = {}): Omit<JournalRecord, 'id'> => ({
  at,
  method: 'GET',
  path: '/api/v1/user/current',
  query: '',
  operation: 'getCurrentUser',
  status: 200,
  durationMs: 1,
  source: 'bank',
  fault: null,
  requestHeaders: {},
  requestBody: undefined,
  responseHeaders: {},
  responseBody: undefined,
  ...over,
});

describe('the request journal (rule MJR-01)', () => {
  it('keeps the last entries only, newest first, each with its own id', () => {
    const journal = createJournal(3);
    for (let i = 1; i <= 5; i++) journal.add(record(i));
    const listed = journal.list();
    expect(listed.map((r) => r.at)).toEqual([5, 4, 3]);
    expect(new Set(listed.map((r) => r.id)).size).toBe(3);
    expect(journal.list({ limit: 2 }).map((r) => r.at)).toEqual([5, 4]);
  });

  it('filters by operation, method (any case), status and time, together', () => {
    const journal = createJournal(10);
    journal.add(record(1, { operation: 'login', method: 'POST', status: 401 }));
    journal.add(record(2, { operation: 'login', method: 'POST', status: 200 }));
    journal.add(record(3));
    // Answered last, arrived first: still found by its own time.
    journal.add(record(0, { status: null }));
    expect(journal.list({ operation: 'login' }).map((r) => r.at)).toEqual([2, 1]);
    expect(journal.list({ method: 'post', status: 200 }).map((r) => r.at)).toEqual([2]);
    expect(journal.list({ since: 2 }).map((r) => r.at)).toEqual([3, 2]);
    expect(journal.list({ since: 0 }).map((r) => r.at)).toEqual([0, 3, 2, 1]);
  });

  it('records nothing at size 0, and forgets everything when cleared', () => {
    const off = createJournal(0);
    off.add(record(1));
    expect(off.list()).toEqual([]);
    const journal = createJournal(2);
    journal.add(record(1));
    journal.clear();
    expect(journal.list()).toEqual([]);
    journal.add(record(2));
    expect(journal.list().map((r) => r.at)).toEqual([2]);
  });
});
