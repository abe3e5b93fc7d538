import { act, fireEvent, render } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_TOAST_CONTAINER_ID, HEADER_TOAST_MIN_WINDOW_WIDTH_PX } from '../../lib/toast';
import { useWindowSizeStore } from '../../stores/window-size-store';
import { IDLE_TOAST_ID } from './idle-logout';
import { useIdleLogout } from './use-idle-logout';

const toast = vi.hoisted(() => ({ toastInfo: vi.fn(), dismissToast: vi.fn() }));
vi.mock('../../lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/toast')>()),
  ...toast,
}));

function Watcher({ enabled, logout }: { enabled: boolean; logout: () => void }) {
  useIdleLogout({ enabled, logout, crossTab: false });
  return <p>watching</p>;
}

describe('useIdleLogout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // react-idle-timer binds its timers at import; this re-binds them to the fake ones.
    createMocks();
    toast.toastInfo.mockClear();
    toast.dismissToast.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    createMocks();
  });

  it('after 300000 ms idle shows the info toast (autoClose 10000), then logs out 10000 ms later', () => {
    const logout = vi.fn();
    render(<Watcher enabled logout={logout} />);
    act(() => vi.advanceTimersByTime(299_000));
    expect(toast.toastInfo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(toast.toastInfo).toHaveBeenCalledWith(
      "You've been inactive. Logging out in 30 seconds. Click anywhere to stay logged in.",
      { toastId: IDLE_TOAST_ID, autoClose: 10000 },
    );
    act(() => vi.advanceTimersByTime(9_999));
    expect(logout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('on a window wide enough for the header slot, the warning goes to the header container', () => {
    useWindowSizeStore.getState().setCurrentWindowWidth(HEADER_TOAST_MIN_WINDOW_WIDTH_PX);
    try {
      render(<Watcher enabled logout={vi.fn()} />);
      act(() => vi.advanceTimersByTime(300_000));
      expect(toast.toastInfo).toHaveBeenCalledWith(expect.any(String), {
        toastId: IDLE_TOAST_ID,
        autoClose: 10000,
        containerId: HEADER_TOAST_CONTAINER_ID,
      });
    } finally {
      useWindowSizeStore.getState().setCurrentWindowWidth(0);
    }
  });

  it('activity after the warning dismisses it and keeps the session', () => {
    const logout = vi.fn();
    render(<Watcher enabled logout={logout} />);
    act(() => vi.advanceTimersByTime(300_000));
    expect(toast.toastInfo).toHaveBeenCalledTimes(1);
    act(() => {
      fireEvent.mouseDown(document);
      vi.advanceTimersByTime(600);
    });
    expect(toast.dismissToast).toHaveBeenCalledWith(IDLE_TOAST_ID);
    act(() => vi.advanceTimersByTime(20_000));
    expect(logout).not.toHaveBeenCalled();
  });

  it('activity before the timeout restarts it', () => {
    const logout = vi.fn();
    render(<Watcher enabled logout={logout} />);
    act(() => vi.advanceTimersByTime(200_000));
    act(() => {
      fireEvent.keyDown(document, { key: 'a' });
      vi.advanceTimersByTime(600);
    });
    act(() => vi.advanceTimersByTime(200_000));
    expect(toast.toastInfo).not.toHaveBeenCalled();
  });

  it('does nothing for a logged-out visitor', () => {
    const logout = vi.fn();
    render(<Watcher enabled={false} logout={logout} />);
    act(() => vi.advanceTimersByTime(400_000));
    expect(toast.toastInfo).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it.each([
    ['mousemove', (target: Document) => fireEvent.mouseMove(target)],
    ['keydown', (target: Document) => fireEvent.keyDown(target, { key: 'a' })],
    ['mousedown', (target: Document) => fireEvent.mouseDown(target)],
    ['touchstart', (target: Document) => fireEvent.touchStart(target)],
  ] as const)('%s after the warning dismisses it at once and keeps the session', (_name, fire) => {
    const logout = vi.fn();
    render(<Watcher enabled logout={logout} />);
    act(() => vi.advanceTimersByTime(300_000));
    expect(toast.toastInfo).toHaveBeenCalledTimes(1);
    act(() => {
      fire(document);
    });
    expect(toast.dismissToast).toHaveBeenCalledWith(IDLE_TOAST_ID);
    act(() => vi.advanceTimersByTime(20_000));
    expect(logout).not.toHaveBeenCalled();
  });

  it('other events (wheel, scroll) are not activity', () => {
    const logout = vi.fn();
    render(<Watcher enabled logout={logout} />);
    act(() => vi.advanceTimersByTime(300_000));
    act(() => {
      fireEvent.wheel(document);
      fireEvent.scroll(document);
      vi.advanceTimersByTime(1_000);
    });
    expect(toast.dismissToast).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(9_000));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('handles at most one event per 500 ms: later events within that window do not restart the clock', () => {
    const logout = vi.fn();
    render(<Watcher enabled logout={logout} />);
    act(() => vi.advanceTimersByTime(100_000));
    act(() => {
      fireEvent.mouseMove(document); // handled: idle at 400 000 ms
      vi.advanceTimersByTime(499);
      fireEvent.mouseMove(document); // 100 499 ms: inside the 500 ms window, not handled
    });
    act(() => vi.advanceTimersByTime(300_000 - 499 - 1));
    expect(toast.toastInfo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(toast.toastInfo).toHaveBeenCalledTimes(1);
  });

  it('handles the next event once 500 ms have passed', () => {
    const logout = vi.fn();
    render(<Watcher enabled logout={logout} />);
    act(() => vi.advanceTimersByTime(100_000));
    act(() => {
      fireEvent.mouseMove(document);
      vi.advanceTimersByTime(500);
      fireEvent.mouseMove(document); // 100 500 ms: handled, idle now at 400 500 ms
    });
    act(() => vi.advanceTimersByTime(300_000 - 500));
    expect(toast.toastInfo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(toast.toastInfo).toHaveBeenCalledTimes(1);
  });
});
