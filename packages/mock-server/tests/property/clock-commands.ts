import type fc from 'fast-check';
import type { ModelBank } from '../support/model-bank.js';
import { HOUR, nextLondonTime } from './payment-life.js';

/**
 * How far a run moves the bank clock at most: the seed's standing orders first pay on the first of the month
 * after next (seven weeks on), and the model leaves them out.
 */
const MAX_RUN_MS = 40 * 24 * HOUR;

type Timed = { now: number; since: number };
type Verify<M> = (m: M, real: ModelBank) => Promise<void>;

const inWords = (ms: number): string =>
  ms % HOUR === 0 ? `${ms / HOUR} h` : ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms} ms`;

/** Moves the bank clock; everything it makes due (progress, expiries) is then compared with the model. */
export class Advance<M extends Timed> implements fc.AsyncCommand<M, ModelBank> {
  constructor(
    readonly ms: number,
    private readonly verify: Verify<M>,
  ) {}

  check = (m: Readonly<M>) => m.now + this.ms <= m.since + MAX_RUN_MS;

  async run(m: M, real: ModelBank): Promise<void> {
    await real.advance(this.ms);
    m.now = real.now;
    await this.verify(m, real);
  }

  toString = () => `clock +${inWords(this.ms)}`;
}

/** Moves the clock to one of the model's deadlines (an approval's 72 hours), a millisecond before, at or after. */
export class ToDeadline<M extends Timed> implements fc.AsyncCommand<M, ModelBank> {
  constructor(
    readonly index: number,
    readonly offset: -1 | 0 | 1,
    private readonly deadlines: (m: Readonly<M>) => number[],
    private readonly verify: Verify<M>,
  ) {}

  private ahead(m: Readonly<M>): number[] {
    return this.deadlines(m)
      .map((d) => d + this.offset)
      .filter((at) => at > m.now && at <= m.since + MAX_RUN_MS);
  }

  check = (m: Readonly<M>) => this.ahead(m).length > 0;

  async run(m: M, real: ModelBank): Promise<void> {
    const ahead = this.ahead(m);
    const at = ahead[this.index % ahead.length] ?? m.now;
    await real.advance(at - m.now);
    m.now = real.now;
    await this.verify(m, real);
  }

  toString = () =>
    `clock to deadline #${this.index} ${this.offset < 0 ? '-1 ms' : this.offset > 0 ? '+1 ms' : ''}`;
}

/** Moves the clock to the next time of day in London: the payment window's edges (06:00, 18:00), midnight. */
export class ToTimeOfDay<M extends Timed> implements fc.AsyncCommand<M, ModelBank> {
  constructor(
    readonly time: string,
    private readonly verify: Verify<M>,
  ) {}

  check = (m: Readonly<M>) => nextLondonTime(m.now, this.time) <= m.since + MAX_RUN_MS;

  async run(m: M, real: ModelBank): Promise<void> {
    await real.advance(nextLondonTime(m.now, this.time) - m.now);
    m.now = real.now;
    await this.verify(m, real);
  }

  toString = () => `clock to ${this.time} London`;
}
