import type { Bank } from '../bank/index.js';
import {
  addDays,
  DomainError,
  FieldErrorBag,
  isBusinessDay,
  isValidDate,
  nextOpening,
  openWindow,
  PAYMENT_WINDOW,
  todayIn,
  windowOn,
  zonedDate,
} from '../bank/index.js';
import { PROCESSING_AFTER_MS } from './payment-lifecycle.js';

/** When an accepted payment goes: at once (pending) or on a later window (scheduled). */
export type Schedule = { status: 'pending' | 'scheduled'; executionDate: string; nextAt: number };

function closedWindowRefusal(now: number): DomainError {
  const next = zonedDate(nextOpening(PAYMENT_WINDOW, now), PAYMENT_WINDOW.timezone);
  const message = `Today's payment window has closed. The payment can go on ${next} at the earliest: confirm the new date and send it again.`;
  return new DomainError(422, message, {
    code: 'outside_cutoff_window',
    errors: { execution_date: [message] },
  });
}

/** The schedule of a payment asked for `requested` (absent: as soon as possible), or field errors. */
export function schedule(bank: Bank, requested: unknown, bag: FieldErrorBag): Schedule | null {
  const now = bank.clock.now();
  const today = todayIn(PAYMENT_WINDOW, now);
  if (requested === undefined || requested === null || requested === '') {
    if (openWindow(PAYMENT_WINDOW, now))
      return { status: 'pending', executionDate: today, nextAt: now + PROCESSING_AFTER_MS };
    // No date asked for and outside the window: scheduled for the next one.
    const opens = nextOpening(PAYMENT_WINDOW, now);
    return { status: 'scheduled', executionDate: zonedDate(opens, PAYMENT_WINDOW.timezone), nextAt: opens };
  }
  if (requested === today) {
    // A date the user agreed to is honoured or refused, never moved: today only while today's window is open.
    const window = windowOn(PAYMENT_WINDOW, today);
    if (!bag.empty) return null;
    if (!window || now >= window.closes) throw closedWindowRefusal(now);
    if (now >= window.opens)
      return { status: 'pending', executionDate: today, nextAt: now + PROCESSING_AFTER_MS };
    return { status: 'scheduled', executionDate: today, nextAt: window.opens };
  }
  if (typeof requested !== 'string' || !isValidDate(requested)) {
    bag.add('execution_date', 'The execution date must be a date in the format YYYY-MM-DD.');
    return null;
  }
  const max = addDays(today, PAYMENT_WINDOW.max_days_ahead ?? 90);
  if (requested < today) bag.add('execution_date', 'The execution date cannot be in the past.');
  else if (requested > max) bag.add('execution_date', `The execution date cannot be later than ${max}.`);
  const window = windowOn(PAYMENT_WINDOW, requested);
  if (!bag.empty) return null;
  if (!window || !isBusinessDay(PAYMENT_WINDOW, requested)) {
    const message = 'Payments cannot be executed on weekends or bank holidays. Choose a business day.';
    throw new DomainError(422, message, {
      code: 'outside_cutoff_window',
      errors: { execution_date: [message] },
    });
  }
  return { status: 'scheduled', executionDate: requested, nextAt: window.opens };
}

/**
 * The schedule of a payment approved now: the date its maker asked for while it can still be kept, else the
 * earliest one (an approval that arrives after the asked-for window must not strand the payment).
 */
export function scheduleOnApproval(bank: Bank, requested: string | null): Schedule {
  try {
    const bag = new FieldErrorBag();
    const kept = requested === null ? null : schedule(bank, requested, bag);
    if (kept) return kept;
  } catch {
    // The asked-for date can no longer be kept: the earliest one below.
  }
  return schedule(bank, undefined, new FieldErrorBag()) as Schedule;
}
