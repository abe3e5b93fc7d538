/**
 * The simulator's clock: real time plus an offset, so quotes expire in real time while tests
 * (and the /__mock/clock endpoint) can jump. `frozen` clocks only move when told to (unit tests).
 */
export type Clock = {
  now(): number;
  /** The machine's own time: an authenticator app on a phone knows no other, whatever the bank's date. */
  wallNow(): number;
  date(): Date;
  advance(ms: number): void;
  set(at: Date | number): void;
};

export function createClock(start: Date | number, options: { frozen?: boolean } = {}): Clock {
  const startMs = typeof start === 'number' ? start : start.getTime();
  let offset = startMs - Date.now();
  let frozenAt = startMs;
  const frozen = options.frozen ?? false;
  const now = (): number => (frozen ? frozenAt : Date.now() + offset);
  return {
    now,
    wallNow: () => (frozen ? frozenAt : Date.now()),
    date: () => new Date(now()),
    advance: (ms) => {
      if (frozen) frozenAt += ms;
      else offset += ms;
    },
    set: (at) => {
      const target = typeof at === 'number' ? at : at.getTime();
      if (frozen) frozenAt = target;
      else offset = target - Date.now();
    },
  };
}
