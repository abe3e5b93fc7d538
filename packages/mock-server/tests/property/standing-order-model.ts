import type { components } from '@portal/api-types/schema';
import { PAYMENT_WINDOW, todayIn, windowOn } from '../../src/domain/bank/index.js';
import { occurrenceAt } from '../../src/domain/standing-orders/standing-order-schedule.js';

type Schedule = components['schemas']['StandingOrderSchedule'];

/**
 * What a standing order should have done, written as the rules say it rather than as the bank keeps it: every
 * position of the series is handled once, in order, at its day's window opening; a skipped date is never paid;
 * nothing is made while paused and a resume does not make up the dates that passed. Only the calendar (which
 * date a position names and which business day it goes on) is the bank's own, tested on its own.
 */
export class OrderModel {
  status: 'active' | 'paused' | 'cancelled' | 'completed' = 'active';
  /** The first position of the series not handled yet. */
  next = 0;
  skipped: string[] = [];
  readonly paid: { date: string; amount: string }[] = [];

  constructor(
    readonly ref: string,
    readonly schedule: Schedule,
    public amount: string,
    /** When the dates were planned (set up or resumed): a day whose window had closed by then moves on. */
    private plannedAt: number,
  ) {}

  private dateOf(position: number): string | null {
    return occurrenceAt(this.schedule, position, this.plannedAt)?.date ?? null;
  }

  get open(): boolean {
    return this.status === 'active' || this.status === 'paused';
  }

  /** The next three dates a payment goes on. */
  upcoming(limit = 3): string[] {
    if (this.status !== 'active') return [];
    const out: string[] = [];
    for (let i = this.next; out.length < limit; i++) {
      const date = this.dateOf(i);
      if (date === null) break;
      if (!this.skipped.includes(date)) out.push(date);
    }
    return out;
  }

  /** Handles every position whose time has come by `now`. */
  runUntil(now: number): void {
    while (this.status === 'active') {
      const date = this.dateOf(this.next);
      const window = date === null ? null : windowOn(PAYMENT_WINDOW, date);
      if (date === null || !window) {
        this.status = 'completed';
        return;
      }
      if (Math.max(window.opens, this.plannedAt) > now) return;
      this.next += 1;
      if (this.skipped.includes(date)) this.skipped = this.skipped.filter((d) => d !== date);
      else this.paid.push({ date, amount: this.amount });
      if (this.dateOf(this.next) === null) this.status = 'completed';
    }
  }

  skipNext(): void {
    const [date] = this.upcoming(1);
    if (date) this.skipped = [...this.skipped, date].sort();
  }

  resume(now: number): void {
    const today = todayIn(PAYMENT_WINDOW, now);
    for (;;) {
      const date = this.dateOf(this.next);
      if (date === null || date > today) break;
      this.next += 1;
    }
    this.plannedAt = now;
    this.status = 'active';
    const first = this.dateOf(this.next);
    this.skipped = first === null ? [] : this.skipped.filter((d) => d >= first);
    if (first === null) this.status = 'completed';
  }

  cancel(): void {
    this.status = 'cancelled';
    this.skipped = [];
  }
}
