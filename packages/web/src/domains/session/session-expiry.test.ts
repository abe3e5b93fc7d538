import { SESSION_EXPIRED_TEXT, SessionExpiredError } from '@portal/api-types';
import { describe, expect, it, vi } from 'vitest';
import { createSessionExpiryHandler } from './session-expiry';

function setup() {
  let loggedIn = true;
  const deps = {
    hasSession: () => loggedIn,
    clearSession: vi.fn(() => {
      loggedIn = false;
    }),
    notify: vi.fn(),
  };
  return { deps, handle: createSessionExpiryHandler(deps) };
}

describe('createSessionExpiryHandler', () => {
  it('logs out once and toasts once, however often it is called', () => {
    const { deps, handle } = setup();
    handle(new SessionExpiredError(SESSION_EXPIRED_TEXT, 401));
    handle(new SessionExpiredError(SESSION_EXPIRED_TEXT, 401));
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith('Session expired. Please log in again.');
  });

  it("shows the server's message for other refresh failures", () => {
    const { deps, handle } = setup();
    handle(new SessionExpiredError('Refresh service unavailable.', 503));
    expect(deps.notify).toHaveBeenCalledWith('Refresh service unavailable.');
  });
});
