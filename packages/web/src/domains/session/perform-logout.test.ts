import { SessionExpiredError } from '@portal/api-types';
import { describe, expect, it, vi } from 'vitest';
import { type LogoutDeps, performLogout } from './perform-logout';

function makeDeps(callLogout: LogoutDeps['callLogout']) {
  const overlay: boolean[] = [];
  const deps = {
    setOverlay: vi.fn((visible: boolean) => overlay.push(visible)),
    callLogout: vi.fn(callLogout),
    clearLocalSession: vi.fn(),
    resetClientState: vi.fn(),
    announceLogout: vi.fn(),
    showError: vi.fn(),
  } satisfies LogoutDeps;
  return { deps, overlay };
}

describe('performLogout', () => {
  it('on 200 clears the session, resets client state, tells other tabs, then runs the callback', async () => {
    const order: string[] = [];
    const { deps, overlay } = makeDeps(async () => {
      order.push('call');
      return { status: 200 };
    });
    deps.clearLocalSession.mockImplementation(() => order.push('clear'));
    deps.resetClientState.mockImplementation(() => order.push('reset'));
    const callback = vi.fn(() => order.push('callback'));
    await expect(performLogout(deps, callback)).resolves.toBe(true);
    expect(order).toEqual(['call', 'clear', 'reset', 'callback']);
    expect(deps.announceLogout).toHaveBeenCalledTimes(1);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(overlay).toEqual([true, false]);
  });

  it('shows the overlay while the call runs', async () => {
    let finish: (value: { status: number }) => void = () => {};
    const { deps } = makeDeps(() => new Promise((resolve) => (finish = resolve)));
    const done = performLogout(deps);
    expect(deps.setOverlay).toHaveBeenLastCalledWith(true);
    finish({ status: 200 });
    await done;
    expect(deps.setOverlay).toHaveBeenLastCalledWith(false);
  });

  it("on another status: 'Logout failed. Please try again.' and the extracted message, nothing cleared", async () => {
    const { deps, overlay } = makeDeps(async () => ({
      status: 500,
      error: { message: 'Server unavailable.' },
    }));
    const callback = vi.fn();
    await expect(performLogout(deps, callback)).resolves.toBe(false);
    expect(deps.showError).toHaveBeenNthCalledWith(1, 'Logout failed. Please try again.');
    expect(deps.showError).toHaveBeenNthCalledWith(2, 'Server unavailable.');
    expect(deps.clearLocalSession).not.toHaveBeenCalled();
    expect(deps.resetClientState).not.toHaveBeenCalled();
    expect(callback).not.toHaveBeenCalled();
    expect(overlay).toEqual([true, false]);
  });

  it('on 401: no cleanup and no message', async () => {
    const { deps, overlay } = makeDeps(async () => ({ status: 401, error: { message: 'Unauthenticated.' } }));
    await expect(performLogout(deps)).resolves.toBe(false);
    expect(deps.clearLocalSession).not.toHaveBeenCalled();
    expect(deps.resetClientState).not.toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
    expect(overlay).toEqual([true, false]);
  });

  it('a network failure reports and still hides the overlay', async () => {
    const { deps, overlay } = makeDeps(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(performLogout(deps)).resolves.toBe(false);
    expect(deps.showError).toHaveBeenCalledWith('Logout failed. Please try again.');
    expect(deps.showError).toHaveBeenCalledWith('Failed to fetch');
    expect(overlay).toEqual([true, false]);
  });

  it('a refresh that failed (SessionExpiredError): logged out quietly, the client already said so', async () => {
    const { deps, overlay } = makeDeps(() => Promise.reject(new SessionExpiredError()));
    const callback = vi.fn();
    await expect(performLogout(deps, callback)).resolves.toBe(true);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.clearLocalSession).toHaveBeenCalledTimes(1);
    expect(deps.resetClientState).toHaveBeenCalledTimes(1);
    expect(deps.announceLogout).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(overlay).toEqual([true, false]);
  });

  it('a refresh that failed with the server’s own message is just as quiet', async () => {
    const { deps } = makeDeps(() => Promise.reject(new SessionExpiredError('Refresh unavailable.', 503)));
    await expect(performLogout(deps)).resolves.toBe(true);
    expect(deps.showError).not.toHaveBeenCalled();
  });
});
