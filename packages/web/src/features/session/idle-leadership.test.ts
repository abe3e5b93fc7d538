import { describe, expect, it } from 'vitest';
import { claimIdleLeadership, IDLE_LEADER_LOCK_NAME, type LeaderLockManager } from './idle-leadership';

/**
 * An exclusive lock as the Web Locks API grants it (jsdom has none): one holder at a time, the others queued
 * in request order; a queued request whose signal aborts leaves the queue with a rejection.
 */
function createLockManager() {
  const queue: Array<{ name: string; grant: () => void }> = [];
  let holder: string | null = null;
  const grantNext = () => {
    const next = queue.shift();
    if (next) next.grant();
  };
  const manager: LeaderLockManager = {
    request: (name, { signal }, callback) =>
      new Promise<void>((resolve, reject) => {
        const entry = {
          name,
          grant: () => {
            holder = name;
            callback()
              .then(resolve, reject)
              .finally(() => {
                holder = null;
                grantNext();
              });
          },
        };
        signal.addEventListener('abort', () => {
          const index = queue.indexOf(entry);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        if (holder === null) entry.grant();
        else queue.push(entry);
      }),
  };
  return { manager, heldName: () => holder };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('claimIdleLeadership', () => {
  it('makes exactly one of several signed-in tabs the leader, under one lock name', async () => {
    const { manager, heldName } = createLockManager();
    const tabs = [claimIdleLeadership(manager), claimIdleLeadership(manager), claimIdleLeadership(manager)];
    await settle();
    expect(tabs.map((tab) => tab.isLeader())).toEqual([true, false, false]);
    expect(heldName()).toBe(IDLE_LEADER_LOCK_NAME);
  });

  it('hands the lead to the next waiting tab when the leader signs out or closes', async () => {
    const { manager } = createLockManager();
    const [first, second, third] = [
      claimIdleLeadership(manager),
      claimIdleLeadership(manager),
      claimIdleLeadership(manager),
    ];
    await settle();
    first?.release();
    await settle();
    expect([first?.isLeader(), second?.isLeader(), third?.isLeader()]).toEqual([false, true, false]);
  });

  it('a tab that signs out while waiting leaves the queue and never leads', async () => {
    const { manager, heldName } = createLockManager();
    const first = claimIdleLeadership(manager);
    const second = claimIdleLeadership(manager);
    const third = claimIdleLeadership(manager);
    await settle();
    second.release();
    first.release();
    await settle();
    expect([first.isLeader(), second.isLeader(), third.isLeader()]).toEqual([false, false, true]);
    third.release();
    await settle();
    expect(heldName()).toBeNull();
  });
});
