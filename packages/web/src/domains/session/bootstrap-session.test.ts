import { ApiError, type RefreshedSession, SessionExpiredError } from '@portal/api-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BootstrapDeps, bootstrapSession } from './bootstrap-session';
import { UnexpectedResponseError } from './current-user';
import { makeCurrentUser } from './testing/current-user-fixture';

/** A refresh this tab made, whose answer carried `user` (as sent). */
const answered = (user: unknown): RefreshedSession => ({ source: 'answer', accessToken: 'token', user });
/** A token another tab's refresh handed over: no answer, no user. */
const handedOver = async (): Promise<RefreshedSession> => ({ source: 'handed-over', accessToken: 'token' });

function makeDeps(overrides: Partial<BootstrapDeps> = {}) {
  const deps = {
    wait: vi.fn((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    readPersistLogin: vi.fn(async () => true),
    isLoggedIn: vi.fn(() => false),
    refresh: vi.fn(async (): Promise<RefreshedSession> => answered(makeCurrentUser())),
    loadCurrentUser: vi.fn(async () => makeCurrentUser()),
    startSession: vi.fn(),
    discardToken: vi.fn(),
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

  it("restores: one refresh, then the session starts with its answer's user (no user load)", async () => {
    const user = makeCurrentUser();
    const deps = makeDeps({ refresh: vi.fn(async () => answered(user)) });
    await run(deps);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.loadCurrentUser).not.toHaveBeenCalled();
    expect(deps.startSession).toHaveBeenCalledWith(user);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.discardToken).not.toHaveBeenCalled();
    expect(deps.setLoading).toHaveBeenLastCalledWith(false);
  });

  it('a token handed over by another tab came without a user: the current user is loaded once', async () => {
    const user = makeCurrentUser();
    const deps = makeDeps({ refresh: vi.fn(handedOver), loadCurrentUser: vi.fn(async () => user) });
    await run(deps);
    expect(deps.loadCurrentUser).toHaveBeenCalledTimes(1);
    expect(deps.startSession).toHaveBeenCalledWith(user);
  });

  it("a refresh answer without a valid user is 'Unexpected server response.', and no session nor token", async () => {
    for (const user of [undefined, null, { ref: 'usr_ada' }]) {
      const deps = makeDeps({ refresh: vi.fn(async () => answered(user)) });
      await run(deps);
      expect(deps.showError).toHaveBeenCalledWith('Unexpected server response.');
      expect(deps.discardToken).toHaveBeenCalledTimes(1);
      expect(deps.startSession).not.toHaveBeenCalled();
      expect(deps.loadCurrentUser).not.toHaveBeenCalled();
      expect(deps.clearLocalSession).not.toHaveBeenCalled();
      expect(deps.setLoading).toHaveBeenLastCalledWith(false);
    }
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

  it('user load 401 (a handed-over token): cleared, toast on protected paths', async () => {
    const deps = makeDeps({
      refresh: vi.fn(handedOver),
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
      refresh: vi.fn(handedOver),
      loadCurrentUser: vi.fn(() => Promise.reject(new UnexpectedResponseError())),
    });
    await run(malformed);
    expect(malformed.showError).toHaveBeenCalledWith('Unexpected server response.');

    const failed = makeDeps({
      refresh: vi.fn(handedOver),
      loadCurrentUser: vi.fn(() => Promise.reject(new ApiError(500, { message: 'Database unavailable.' }))),
    });
    await run(failed);
    expect(failed.showError).toHaveBeenCalledWith('Database unavailable.');
    expect(failed.setLoading).toHaveBeenLastCalledWith(false);
  });
});
