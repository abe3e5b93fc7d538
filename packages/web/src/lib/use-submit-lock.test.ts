import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmitLock } from './use-submit-lock';

function deferred() {
  let settle: (ok: boolean) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('refused')));
  });
  return { promise, settle };
}

describe('useSubmitLock', () => {
  it('runs one submission at a time and frees the lock once it settles, even on failure', async () => {
    const { result } = renderHook(() => useSubmitLock());
    const submitOnce = result.current;
    const first = deferred();
    let runs = 0;
    const run = () => {
      runs += 1;
      return first.promise;
    };
    const started = submitOnce(run);
    // Same tick, before any re-render: refused.
    expect(await submitOnce(run)).toBe(false);
    expect(runs).toBe(1);
    first.settle(false);
    expect(await started).toBe(true);
    expect(await submitOnce(() => Promise.resolve())).toBe(true);
  });
});
