import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleLogoutController } from './idle-logout';

describe('createIdleLogoutController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const deps = { showWarning: vi.fn(), dismissWarning: vi.fn(), logout: vi.fn() };
    return { deps, controller: createIdleLogoutController(deps) };
  }

  it('warns on idle and logs out 10000 ms later', () => {
    const { deps, controller } = setup();
    controller.onIdle();
    expect(deps.showWarning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9999);
    expect(deps.logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.logout).toHaveBeenCalledTimes(1);
  });

  it('activity dismisses the warning and cancels the logout', () => {
    const { deps, controller } = setup();
    controller.onIdle();
    vi.advanceTimersByTime(5000);
    controller.onActive();
    expect(deps.dismissWarning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20000);
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('cancel stops a pending logout', () => {
    const { deps, controller } = setup();
    controller.onIdle();
    controller.cancel();
    vi.advanceTimersByTime(20000);
    expect(deps.logout).not.toHaveBeenCalled();
    expect(deps.dismissWarning).toHaveBeenCalledTimes(1);
  });
});
