/** The Web Lock whose holder is the one tab that makes the idle logout call (rule SES-17). */
export const IDLE_LEADER_LOCK_NAME = 'portal-idle-leader';

/** The part of `navigator.locks` used here. */
export interface LeaderLockManager {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<void>;
}

export interface IdleLeadership {
  isLeader: () => boolean;
  /** Gives the lock to the next waiting tab (or leaves the queue); call when signing out or unmounting. */
  release: () => void;
}

/**
 * Leadership by an exclusive lock held while this tab is signed in: the browser grants it to exactly one tab
 * at a time, and to the next waiting tab when the holder signs out or closes. react-idle-timer's own election
 * waits 100 ms for answers on a broadcast channel, so a tab busy for longer (a phone, a loaded machine) took the
 * lead beside the leader and both tabs called the bank.
 */
export function claimIdleLeadership(locks: LeaderLockManager): IdleLeadership {
  let leader = false;
  let endHold: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    endHold = resolve;
  });
  const abort = new AbortController();
  locks
    .request(IDLE_LEADER_LOCK_NAME, { signal: abort.signal }, async () => {
      leader = true;
      await held;
      leader = false;
    })
    // Aborted while still waiting in the queue: this tab signed out before its turn came.
    .catch(() => {});
  return {
    isLeader: () => leader,
    release: () => {
      leader = false;
      abort.abort();
      endHold();
    },
  };
}
