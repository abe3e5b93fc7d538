import { describe, expect, it } from 'vitest';
import { configFromEnv } from './env.js';

describe('MOCK_WEBHOOK_ALLOW_LOOPBACK (rule WHK-02)', () => {
  it('lets a developer’s bank post to their own machine unless turned off', () => {
    expect(configFromEnv({}).bank.webhookAllowLoopback).toBe(true);
    expect(configFromEnv({ MOCK_WEBHOOK_ALLOW_LOOPBACK: '1' }).bank.webhookAllowLoopback).toBe(true);
    expect(configFromEnv({ MOCK_WEBHOOK_ALLOW_LOOPBACK: '0' }).bank.webhookAllowLoopback).toBe(false);
  });
});
