import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule } from '../../lib/deferred-module';
import { useConnectionStore } from '../../stores/connection-store';
import { useNeededModule } from './use-needed-module';

const chart = { name: 'chart' };
const offline = new TypeError('Failed to fetch dynamically imported module: /assets/balance-chart-x.js');

afterEach(() => {
  act(() => useConnectionStore.getState().setBrowserOnline(true));
});

describe('useNeededModule', () => {
  it('turns a failed load into the part’s error, and loads again on Try again', async () => {
    let reachable = false;
    const importer = vi.fn(async () => {
      if (!reachable) throw offline;
      return chart;
    });
    const { result } = renderHook(() => useNeededModule(deferredModule(importer), true));
    await waitFor(() => expect(result.current.error).toBe(offline));
    expect(result.current.module).toBeNull();

    reachable = true;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.module).toBe(chart));
    expect(result.current.error).toBeNull();
  });

  it('loads again by itself when the connection comes back', async () => {
    let reachable = false;
    const importer = vi.fn(async () => {
      if (!reachable) throw offline;
      return chart;
    });
    const deferred = deferredModule(importer);
    act(() => useConnectionStore.getState().setBrowserOnline(false));
    const { result } = renderHook(() => useNeededModule(deferred, true));
    await waitFor(() => expect(result.current.error).toBe(offline));
    // Still offline: the quiet attempt when the browser is idle fails too, and the error stays.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current.error).toBe(offline);

    reachable = true;
    act(() => useConnectionStore.getState().setBrowserOnline(true));
    await waitFor(() => expect(result.current.module).toBe(chart));
    expect(result.current.error).toBeNull();
  });
});
