import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleLogoutController, IDLE_FOLLOWER_MAX_WAIT_MS, IDLE_LEADER_RECHECK_MS } from './idle-logout';

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

  describe('with idle synced across tabs', () => {
    function setupTab(leader: { value: boolean }) {
      const deps = {
        showWarning: vi.fn(),
        dismissWarning: vi.fn(),
        logout: vi.fn(),
        isLogoutLeader: () => leader.value,
      };
      return { deps, controller: createIdleLogoutController(deps) };
    }

    it('every tab warns, only the leader makes the logout call', () => {
      const leader = setupTab({ value: true });
      const follower = setupTab({ value: false });
      leader.controller.onIdle();
      follower.controller.onIdle();
      expect(leader.deps.showWarning).toHaveBeenCalledTimes(1);
      expect(follower.deps.showWarning).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10000);
      expect(leader.deps.logout).toHaveBeenCalledTimes(1);
      expect(follower.deps.logout).not.toHaveBeenCalled();
      // The follower waits for the leader's logout broadcast, which ends its session (cancel).
      vi.advanceTimersByTime(5 * IDLE_LEADER_RECHECK_MS);
      expect(follower.deps.logout).not.toHaveBeenCalled();
      follower.controller.cancel();
      vi.advanceTimersByTime(60000);
      expect(follower.deps.logout).not.toHaveBeenCalled();
      expect(leader.deps.logout).toHaveBeenCalledTimes(1);
    });

    it('a follower whose leader never logs out (its call failed) logs out itself after waiting 10 s more', () => {
      const { deps, controller } = setupTab({ value: false });
      controller.onIdle();
      vi.advanceTimersByTime(10000 + IDLE_FOLLOWER_MAX_WAIT_MS - 1);
      expect(deps.logout).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(deps.logout).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60000);
      expect(deps.logout).toHaveBeenCalledTimes(1);
    });

    it('a follower that becomes the leader while still idle (the leader tab closed) logs out itself', () => {
      const role = { value: false };
      const { deps, controller } = setupTab(role);
      controller.onIdle();
      vi.advanceTimersByTime(10000 + 2 * IDLE_LEADER_RECHECK_MS);
      expect(deps.logout).not.toHaveBeenCalled();
      role.value = true;
      vi.advanceTimersByTime(IDLE_LEADER_RECHECK_MS);
      expect(deps.logout).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10 * IDLE_LEADER_RECHECK_MS);
      expect(deps.logout).toHaveBeenCalledTimes(1);
    });

    it('activity in any tab (onActive) stops a waiting follower', () => {
      const role = { value: false };
      const { deps, controller } = setupTab(role);
      controller.onIdle();
      vi.advanceTimersByTime(10000 + IDLE_LEADER_RECHECK_MS);
      controller.onActive();
      expect(deps.dismissWarning).toHaveBeenCalledTimes(1);
      role.value = true;
      vi.advanceTimersByTime(60000);
      expect(deps.logout).not.toHaveBeenCalled();
    });
  });
});
