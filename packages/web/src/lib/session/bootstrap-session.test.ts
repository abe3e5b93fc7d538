import { ApiError, SessionExpiredError } from '@portal/api-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BootstrapDeps, bootstrapSession } from './bootstrap-session';
import { UnexpectedResponseError } from './current-user';
import { makeCurrentUser } from './testing/current-user-fixture';

function makeDeps(overrides: Partial<BootstrapDeps> = {}) {
  const deps = {
    wait: vi.fn((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    readPersistLogin: vi.fn(async () => true),
    isLoggedIn: vi.fn(() => false),
    refresh: vi.fn(async () => 'token'),
    loadCurrentUser: vi.fn(async () => makeCurrentUser()),
    startSession: vi.fn(),
    clearLocalSession: vi.fn(),
    isOnProtectedPath: vi.fn(() => true),
    showSessionExpired: vi.fn(),
    showError: vi.fn(),
    setLoading: vi.fn(),
    ...overrides,
  } satisfies BootstrapDeps;
  return deps;
}

async function run(deps: BootstrapDeps) {
  const done = bootstrapSession(deps);
  await vi.advanceTimersByTimeAsync(100);
  await done;
}

describe('bootstrapSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100 ms before doing anything', async () => {
    const deps = makeDeps();
    const done = bootstrapSession(deps);
    expect(deps.setLoading).toHaveBeenLastCalledWith(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(deps.readPersistLogin).not.toHaveBeenCalled();
    expect(deps.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('with persist-login off: no restore, loading ends', async () => {
    const deps = makeDeps({ readPersistLogin: vi.fn(async () => false) });
    await run(deps);
    expect(deps.refresh).not.toHaveBeenCalled();
    expect(deps.loadCurrentUser).not.toHaveBeenCalled();
    expect(deps.setLoading).toHaveBeenLastCalledWith(false);
  });

  it('already logged in: loading stops without a refresh', async () => {
    const deps = makeDeps({ isLoggedIn: vi.fn(() => true) });
    await run(deps);
    expect(deps.refresh).not.toHaveBeenCalled();
    expect(deps.setLoading).toHaveBeenLastCalledWith(false);
  });

  it('restores: one refresh, then the current user, then the session starts', async () => {
    const user = makeCurrentUser();
    const deps = makeDeps({ loadCurrentUser: vi.fn(async () => user) });
    await run(deps);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.loadCurrentUser).toHaveBeenCalledTimes(1);
    expect(deps.startSession).toHaveBeenCalledWith(user);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.setLoading).toHaveBeenLastCalledWith(false);
  });

  it('refresh 401 on a protected path: local session cleared and the session-expired toast', async () => {
    const deps = makeDeps({ refresh: vi.fn(() => Promise.reject(new SessionExpiredError(undefined, 401))) });
    await run(deps);
    expect(deps.clearLocalSession).toHaveBeenCalledTimes(1);
    expect(deps.showSessionExpired).toHaveBeenCalledTimes(1);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.loadCurrentUser).not.toHaveBeenCalled();
    expect(deps.setLoading).toHaveBeenLastCalledWith(false);
  });

  it('refresh 401 on a public path: cleared without a toast', async () => {
    const deps = makeDeps({
      refresh: vi.fn(() => Promise.reject(new SessionExpiredError(undefined, 401))),
      isOnProtectedPath: vi.fn(() => false),
    });
    await run(deps);
    expect(deps.clearLocalSession).toHaveBeenCalledTimes(1);
    expect(deps.showSessionExpired).not.toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('user load 401: cleared, toast on protected paths', async () => {
    const deps = makeDeps({
      loadCurrentUser: vi.fn(() => Promise.reject(new ApiError(401, { message: 'x' }))),
    });
    await run(deps);
    expect(deps.clearLocalSession).toHaveBeenCalledTimes(1);
    expect(deps.showSessionExpired).toHaveBeenCalledTimes(1);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.startSession).not.toHaveBeenCalled();
  });

  it("other refresh failures show the server's message, else 'Failed to refresh token.'", async () => {
    const withMessage = makeDeps({
      refresh: vi.fn(() => Promise.reject(new SessionExpiredError('Maintenance until 10:00.', 503))),
    });
    await run(withMessage);
    expect(withMessage.showError).toHaveBeenCalledWith('Maintenance until 10:00.');
    expect(withMessage.clearLocalSession).not.toHaveBeenCalled();

    const withoutMessage = makeDeps({
      refresh: vi.fn(() => Promise.reject(new SessionExpiredError(undefined, 500))),
    });
    await run(withoutMessage);
    expect(withoutMessage.showError).toHaveBeenCalledWith('Failed to refresh token.');
  });

  it("a refresh answer without a token is 'Unexpected server response.'", async () => {
    const deps = makeDeps({ refresh: vi.fn(() => Promise.reject(new SessionExpiredError(undefined, 200))) });
    await run(deps);
    expect(deps.showError).toHaveBeenCalledWith('Unexpected server response.');
  });

  it("a malformed current user is 'Unexpected server response.'; other user errors use the extracted text", async () => {
    const malformed = makeDeps({
      loadCurrentUser: vi.fn(() => Promise.reject(new UnexpectedResponseError())),
    });
    await run(malformed);
    expect(malformed.showError).toHaveBeenCalledWith('Unexpected server response.');

    const failed = makeDeps({
      loadCurrentUser: vi.fn(() => Promise.reject(new ApiError(500, { message: 'Database unavailable.' }))),
    });
    await run(failed);
    expect(failed.showError).toHaveBeenCalledWith('Database unavailable.');
    expect(failed.setLoading).toHaveBeenLastCalledWith(false);
  });
});
