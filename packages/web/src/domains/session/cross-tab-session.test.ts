import { describe, expect, it, vi } from 'vitest';
import {
  createCrossTabSession,
  isSessionMessage,
  type LockManagerLike,
  type SessionChannelLike,
  type SessionMessage,
} from './cross-tab-session';

/** One lock manager shared by the "tabs": callbacks for one name run one after another. */
function createLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A BroadcastChannel hub: a message reaches every other channel asynchronously, never the sender. */
function createHub() {
  const channels = new Set<FakeChannel>();
  class FakeChannel implements SessionChannelLike {
    listeners = new Set<(event: MessageEvent) => void>();
    constructor() {
      channels.add(this);
    }
    postMessage(message: SessionMessage) {
      for (const other of channels) {
        if (other === this) continue;
        queueMicrotask(() => {
          for (const listener of other.listeners) listener(new MessageEvent('message', { data: message }));
        });
      }
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
    close() {
      channels.delete(this);
    }
  }
  return { open: () => new FakeChannel() };
}

function createTab(locks: LockManagerLike, channel: SessionChannelLike, initialToken: string) {
  const tab = { token: initialToken, loggedIn: true, loggedOutElsewhere: 0 };
  const session = createCrossTabSession({
    locks,
    channel,
    handOverGraceMs: 5,
    getAccessToken: () => tab.token,
    onTokenHandedOver: (token, { refreshPending }) => {
      if (tab.loggedIn || refreshPending) tab.token = token;
    },
    onLoggedOutElsewhere: () => {
      tab.loggedOutElsewhere += 1;
      tab.loggedIn = false;
    },
  });
  return { tab, session };
}

describe('createCrossTabSession', () => {
  it('two tabs refreshing at once make one server refresh and share its token', async () => {
    const locks = createLocks();
    const hub = createHub();
    const a = createTab(locks, hub.open(), 'old');
    const b = createTab(locks, hub.open(), 'old');
    let serial = 0;
    const refresh = vi.fn(async () => {
      serial += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `new-${serial}`;
    });

    const [tokenA, tokenB] = await Promise.all([
      a.session.runRefresh(refresh),
      b.session.runRefresh(refresh),
    ]);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokenA).toBe('new-1');
    expect(tokenB).toBe('new-1');
    expect(b.tab.token).toBe('new-1');
  });

  it('refreshes again when no other tab handed over a newer token', async () => {
    const locks = createLocks();
    const a = createTab(locks, createHub().open(), 'old');
    const refresh = vi.fn(async () => 'fresh');
    await expect(a.session.runRefresh(refresh)).resolves.toBe('fresh');
    a.tab.token = 'fresh';
    await expect(a.session.runRefresh(refresh)).resolves.toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('passes a refresh failure on and releases the lock', async () => {
    const locks = createLocks();
    const a = createTab(locks, createHub().open(), 'old');
    await expect(a.session.runRefresh(() => Promise.reject(new Error('expired')))).rejects.toThrow('expired');
    await expect(a.session.runRefresh(async () => 'next')).resolves.toBe('next');
  });

  it('a logged-out tab ignores handed-over tokens unless it is refreshing itself', async () => {
    const locks = createLocks();
    const hub = createHub();
    const a = createTab(locks, hub.open(), 'old');
    const b = createTab(locks, hub.open(), '');
    b.tab.loggedIn = false;
    await a.session.runRefresh(async () => 'new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(b.tab.token).toBe('');
  });

  it('works without the Web Locks API', async () => {
    const channel = createHub().open();
    const session = createCrossTabSession({
      channel,
      getAccessToken: () => '',
      onTokenHandedOver: () => {},
      onLoggedOutElsewhere: () => {},
    });
    await expect(session.runRefresh(async () => 'plain')).resolves.toBe('plain');
  });

  it('logout in one tab reaches the other tabs', async () => {
    const locks = createLocks();
    const hub = createHub();
    const a = createTab(locks, hub.open(), 't');
    const b = createTab(locks, hub.open(), 't');
    a.session.announceLogout();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(b.tab.loggedOutElsewhere).toBe(1);
    expect(a.tab.loggedOutElsewhere).toBe(0);
  });

  it('recognises only well-formed messages', () => {
    expect(isSessionMessage({ type: 'logged-out' })).toBe(true);
    expect(isSessionMessage({ type: 'token-refreshed', accessToken: 'x' })).toBe(true);
    expect(isSessionMessage({ type: 'token-refreshed' })).toBe(false);
    expect(isSessionMessage('logged-out')).toBe(false);
    expect(isSessionMessage(null)).toBe(false);
  });
});
