import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { deferredResolver } from './deferred-resolver';
import * as toast from './toast';

afterEach(() => vi.restoreAllMocks());

const schema = z.object({ email: z.string().check(z.minLength(1, 'Email is required.')) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const schemaResolver = zodResolver(schema);

describe('deferredResolver', () => {
  it('checks with the loaded schema, importing it once', async () => {
    const importer = vi.fn(async () => schemaResolver);
    const form = deferredResolver(importer);
    const wrong = await form.resolver({ email: '' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('Email is required.');
    const right = await form.resolver({ email: 'ada@example.com' }, undefined, options);
    expect(right).toEqual({ values: { email: 'ada@example.com' }, errors: {} });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads nothing until the browser is idle, then the schema', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn(async () => schemaResolver);
      deferredResolver(importer).loadWhenIdle();
      expect(importer).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the form from being sent when the schema cannot load, says so, and tries again on the next submit', async () => {
    const errors = vi.spyOn(toast, 'toastError').mockReturnValue('toast-1');
    const importer = vi
      .fn<() => Promise<typeof schemaResolver>>()
      .mockRejectedValueOnce(new Error('Out of memory'))
      .mockResolvedValueOnce(schemaResolver);
    const form = deferredResolver(importer);
    const failed = await form.resolver({ email: 'ada@example.com' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(Object.keys(failed.errors)).toEqual(['root']);
    expect(errors).toHaveBeenCalledWith('Out of memory', { toastId: 'deferred-load:Out of memory' });
    const sent = await form.resolver({ email: 'ada@example.com' }, undefined, options);
    expect(sent.values).toEqual({ email: 'ada@example.com' });
  });
});
