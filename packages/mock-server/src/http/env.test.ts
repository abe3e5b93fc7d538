import { describe, expect, it } from 'vitest';
import { InvalidLatencyError } from '../domain/network/index.js';
import { createBank } from '../domain/setup/index.js';
import { configFromEnv } from './env.js';

describe('MOCK_WEBHOOK_ALLOW_LOOPBACK (rule WHK-02)', () => {
  it('lets a developer’s bank post to their own machine unless turned off', () => {
    expect(configFromEnv({}).bank.webhookAllowLoopback).toBe(true);
    expect(configFromEnv({ MOCK_WEBHOOK_ALLOW_LOOPBACK: '1' }).bank.webhookAllowLoopback).toBe(true);
    expect(configFromEnv({ MOCK_WEBHOOK_ALLOW_LOOPBACK: '0' }).bank.webhookAllowLoopback).toBe(false);
  });
});

describe('the journal, passthrough, record and replay settings (rules MJR-01, MJR-04, MJR-05 and MJR-06)', () => {
  it('keeps 500 requests unless MOCK_JOURNAL_SIZE says otherwise (0 turns the journal off)', () => {
    expect(configFromEnv({}).bank.journalSize).toBeUndefined();
    expect(configFromEnv({ MOCK_JOURNAL_SIZE: '50' }).bank.journalSize).toBe(50);
    expect(configFromEnv({ MOCK_JOURNAL_SIZE: '0' }).bank.journalSize).toBe(0);
    expect(configFromEnv({ MOCK_JOURNAL_SIZE: '-3' }).bank.journalSize).toBe(0);
  });

  it('forwards every operation to MOCK_UPSTREAM, or those MOCK_UPSTREAM_OPERATIONS lists', () => {
    expect(configFromEnv({}).upstream).toBeNull();
    expect(configFromEnv({ MOCK_UPSTREAM: 'https://api.example.com/api/v1' }).upstream).toEqual({
      base: 'https://api.example.com/api/v1',
      operations: null,
    });
    const some = configFromEnv({
      MOCK_UPSTREAM: 'http://127.0.0.1:8080/api/v1',
      MOCK_UPSTREAM_OPERATIONS: 'listBalances, login,,',
    }).upstream;
    expect([...(some?.operations ?? [])]).toEqual(['listBalances', 'login']);
  });

  it('resolves the recording and the replayed file against the folder the command ran in', () => {
    const config = configFromEnv({
      MOCK_RECORD: 'out.har',
      MOCK_REPLAY: '/tmp/in.har',
      INIT_CWD: '/work/app',
    });
    expect(config.record).toBe('/work/app/out.har');
    expect(config.replay).toBe('/tmp/in.har');
    expect(configFromEnv({}).record).toBeNull();
    expect(configFromEnv({}).replay).toBeNull();
  });
});

describe('MOCK_LATENCY (rule MNW-01)', () => {
  it('gives the bank its start latency as written; unset or empty, none', () => {
    expect(configFromEnv({ MOCK_LATENCY: '3g' }).bank.latency).toBe('3g');
    expect(configFromEnv({ MOCK_LATENCY: '100-400' }).bank.latency).toBe('100-400');
    expect(configFromEnv({}).bank.latency).toBeUndefined();
    expect(configFromEnv({ MOCK_LATENCY: '' }).bank.latency).toBeUndefined();
  });

  it('stops a bank whose latency does not read, saying what would', () => {
    const make = () => createBank(configFromEnv({ MOCK_LATENCY: 'warp' }).bank);
    expect(make).toThrow(InvalidLatencyError);
    expect(make).toThrow('"warp" is not a latency: give milliseconds (250), a range (100-400) or a profile');
  });
});
