export const SESSION_CHANNEL_NAME = 'portal-session';
export const REFRESH_LOCK_NAME = 'portal-token-refresh';
/** How long the refreshing tab keeps the lock after broadcasting, so the token reaches the waiting tabs first. */
export const HAND_OVER_GRACE_MS = 50;

export type SessionMessage = { type: 'token-refreshed'; accessToken: string } | { type: 'logged-out' };

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionChannelLike {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (data.type === 'logged-out') return true;
  return data.type === 'token-refreshed' && 'accessToken' in data && typeof data.accessToken === 'string';
}

export interface CrossTabSessionOptions {
  /** `navigator.locks`; without it (old browsers) refreshes run unserialized. */
  locks?: LockManagerLike | undefined;
  /** A BroadcastChannel named SESSION_CHANNEL_NAME; without it tabs do not talk. */
  channel?: SessionChannelLike | undefined;
  getAccessToken: () => string;
  /** Another tab refreshed; `refreshPending` tells whether this tab is itself waiting for a token. */
  onTokenHandedOver: (accessToken: string, context: { refreshPending: boolean }) => void;
  /** Another tab logged out. */
  onLoggedOutElsewhere: () => void;
  handOverGraceMs?: number;
}

export interface CrossTabSession {
  /** For `createApiClient({ runRefresh })`: one refresh at a time across tabs, reusing a handed-over token. */
  runRefresh: (refresh: () => Promise<string>) => Promise<string>;
  /** Tells the other tabs this tab logged out. */
  announceLogout: () => void;
  dispose: () => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Serializes token refreshes across tabs. The server rotates the refresh token on every use and a replayed
 * old one revokes the family, so only one tab may refresh at a time; the tabs that waited take the token the
 * refreshing tab broadcast instead of refreshing again.
 */
export function createCrossTabSession(options: CrossTabSessionOptions): CrossTabSession {
  const { locks, channel, getAccessToken } = options;
  const graceMs = options.handOverGraceMs ?? HAND_OVER_GRACE_MS;
  let pending = 0;

  const onMessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isSessionMessage(message)) return;
    if (message.type === 'logged-out') options.onLoggedOutElsewhere();
    else options.onTokenHandedOver(message.accessToken, { refreshPending: pending > 0 });
  };
  channel?.addEventListener('message', onMessage);

  const refreshAndAnnounce = async (refresh: () => Promise<string>) => {
    const token = await refresh();
    channel?.postMessage({ type: 'token-refreshed', accessToken: token });
    return token;
  };

  const runRefresh = (refresh: () => Promise<string>): Promise<string> => {
    if (!locks) return refreshAndAnnounce(refresh);
    const staleToken = getAccessToken();
    pending += 1;
    return new Promise<string>((resolve, reject) => {
      locks
        .request(REFRESH_LOCK_NAME, async () => {
          const current = getAccessToken();
          // Another tab refreshed while this one waited for the lock: its token is ours too.
          if (current && current !== staleToken) {
            resolve(current);
            return;
          }
          const token = await refreshAndAnnounce(refresh);
          resolve(token);
          await sleep(graceMs);
        })
        .catch(reject)
        .finally(() => {
          pending -= 1;
        });
    });
  };

  return {
    runRefresh,
    announceLogout: () => channel?.postMessage({ type: 'logged-out' }),
    dispose: () => {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}
