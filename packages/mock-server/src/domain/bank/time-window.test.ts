import { describe, expect, it } from 'vitest';
import { defaultClockStart } from './config.js';
import { FX_WINDOW, nextOpening, openWindow, PAYMENT_WINDOW } from './time-window.js';

describe('time windows (Europe/London, DST-aware)', () => {
  it('is open on a weekday inside hours and closed at night, weekends and bank holidays', () => {
    expect(openWindow(PAYMENT_WINDOW, Date.parse('2026-03-10T10:00:00Z'))).not.toBeNull();
    expect(openWindow(PAYMENT_WINDOW, Date.parse('2026-03-10T19:00:00Z'))).toBeNull();
    expect(openWindow(PAYMENT_WINDOW, Date.parse('2026-03-14T10:00:00Z'))).toBeNull();
    expect(openWindow(PAYMENT_WINDOW, Date.parse('2026-12-25T10:00:00Z'))).toBeNull();
  });

  it('follows British Summer Time', () => {
    // 07:00 London is 07:00 UTC in winter and 06:00 UTC in summer.
    expect(nextOpening(FX_WINDOW, Date.parse('2026-03-13T18:00:00Z'))).toBe(
      Date.parse('2026-03-16T07:00:00Z'),
    );
    expect(nextOpening(FX_WINDOW, Date.parse('2026-06-12T18:00:00Z'))).toBe(
      Date.parse('2026-06-15T06:00:00Z'),
    );
  });

  it('starts a fresh server inside both windows', () => {
    for (const real of ['2026-11-22T03:00:00Z', '2026-11-23T23:30:00Z', '2026-12-26T12:00:00Z']) {
      const start = defaultClockStart(Date.parse(real));
      expect(openWindow(PAYMENT_WINDOW, start), real).not.toBeNull();
      expect(openWindow(FX_WINDOW, start), real).not.toBeNull();
    }
  });
});
