import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferIdleWorkWhile, deferredModule, useDeferredModule, whenIdle } from './deferred-module';

const aModule = { name: 'chart' };

/** The engine's garbage collector, for a test of what stays in memory. */
function exposeGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('deferredModule', () => {
  it('imports once for every caller and keeps the module', async () => {
    const importer = vi.fn(async () => aModule);
    const deferred = deferredModule(importer);
    expect(deferred.loaded()).toBeNull();
    const [first, second] = await Promise.all([deferred.load(), deferred.load()]);
    expect(first).toBe(aModule);
    expect(second).toBe(aModule);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(deferred.loaded()).toBe(aModule);
  });

  it('tells each listener once the module loads, or at once when it has; a removed one is not told', async () => {
    const deferred = deferredModule(async () => aModule);
    const told = vi.fn();
    const removed = vi.fn();
    deferred.onLoaded(told);
    const remove = deferred.onLoaded(removed);
    remove();
    await deferred.load();
    expect(told).toHaveBeenCalledExactlyOnceWith(aModule);
    expect(removed).not.toHaveBeenCalled();
    const late = vi.fn();
    deferred.onLoaded(late);
    expect(late).toHaveBeenCalledExactlyOnceWith(aModule);
  });

  it('tries a failed import again on the next call', async () => {
    const importer = vi
      .fn<() => Promise<typeof aModule>>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValueOnce(aModule);
    const deferred = deferredModule(importer);
    await expect(deferred.load()).rejects.toThrow('Loading chunk failed');
    expect(deferred.loaded()).toBeNull();
    await expect(deferred.load()).resolves.toBe(aModule);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('useDeferredModule', () => {
  it('is null on the first render and loads the module once the browser is idle', async () => {
    const importer = vi.fn(async () => aModule);
    const deferred = deferredModule(importer);
    const { result } = renderHook(() => useDeferredModule(deferred));
    expect(result.current).toBeNull();
    expect(importer).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current).toBe(aModule));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads at once when needed', async () => {
    const importer = vi.fn(async () => aModule);
    const { result } = renderHook(() => useDeferredModule(deferredModule(importer), true));
    expect(importer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current).toBe(aModule));
  });

  it('shows the module as soon as someone else loads it, and starts with it once loaded', async () => {
    vi.useFakeTimers();
    try {
      const deferred = deferredModule(async () => aModule);
      const { result } = renderHook(() => useDeferredModule(deferred));
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(result.current).toBeNull();
      // Long before the idle fallback (200 ms) would load it.
      await act(async () => {
        await deferred.load();
      });
      expect(result.current).toBe(aModule);
      expect(renderHook(() => useDeferredModule(deferred)).result.current).toBe(aModule);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useDeferredModule and memory', () => {
  it('lets a component that left before the code arrived be collected', async () => {
    // A select's code loads only when one is reached: a screen left without touching one must not stay in memory
    // until then (it did, with its whole tree, when each waited on a promise of the load).
    const gc = exposeGc();
    const deferred = deferredModule(async () => aModule);
    const states: WeakRef<object>[] = [];
    const { unmount } = renderHook(() => {
      const [state] = useState(() => ({ rows: new Array(1000).fill('row') }));
      states.push(new WeakRef(state));
      // What the component hands over (its failure handler) reaches its state, as a select's does.
      return useDeferredModule(deferred, false, () => state.rows.pop(), { loadWhenIdle: false });
    });
    unmount();
    for (let i = 0; i < 5 && states.some((s) => s.deref()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gc();
    }
    expect(states.filter((s) => s.deref())).toHaveLength(0);
  });
});

describe('useDeferredModule when the code cannot be loaded', () => {
  const offline = () =>
    Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/x-1.js'));

  it('hands a failure while needed to onNeededFailure, and stays null', async () => {
    const onNeededFailure = vi.fn();
    const { result } = renderHook(() => useDeferredModule(deferredModule(offline), true, onNeededFailure));
    await waitFor(() => expect(onNeededFailure).toHaveBeenCalledTimes(1));
    expect(String(onNeededFailure.mock.calls[0]?.[0])).toContain('/assets/x-1.js');
    expect(result.current).toBeNull();
  });

  it('reports nothing for a failed load while idle (the next need tries again)', async () => {
    const importer = vi.fn(offline);
    const onNeededFailure = vi.fn();
    renderHook(() => useDeferredModule(deferredModule(importer), false, onNeededFailure));
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onNeededFailure).not.toHaveBeenCalled();
  });
});

describe('whenIdle while the screen is busy', () => {
  /** Runs `test` on fake timers with `busy` telling whether the screen still waits for its answers. */
  async function whileScreen(busy: () => boolean, test: () => Promise<void>) {
    vi.useFakeTimers();
    const stop = deferIdleWorkWhile(busy);
    try {
      await test();
    } finally {
      stop();
      vi.useRealTimers();
    }
  }

  it("waits until the screen's answers are in, then runs once idle", async () => {
    let busy = true;
    await whileScreen(
      () => busy,
      async () => {
        const task = vi.fn();
        whenIdle(task);
        await vi.advanceTimersByTimeAsync(1000);
        expect(task).not.toHaveBeenCalled();
        busy = false;
        // The next idle moment (no idle callback here: the 200 ms fallback).
        await vi.advanceTimersByTimeAsync(200);
        expect(task).toHaveBeenCalledTimes(1);
      },
    );
  });

  it('runs at the latest 2 s after it was asked for, busy or not', async () => {
    await whileScreen(
      () => true,
      async () => {
        const task = vi.fn();
        whenIdle(task);
        await vi.advanceTimersByTimeAsync(1800);
        expect(task).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(400);
        expect(task).toHaveBeenCalledTimes(1);
      },
    );
  });

  it('is cancelled while it waits', async () => {
    await whileScreen(
      () => true,
      async () => {
        const task = vi.fn();
        const cancel = whenIdle(task);
        await vi.advanceTimersByTimeAsync(500);
        cancel();
        await vi.advanceTimersByTimeAsync(3000);
        expect(task).not.toHaveBeenCalled();
      },
    );
  });
});
