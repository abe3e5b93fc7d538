import { describe, expect, it } from 'vitest';
import { zonedToUtc } from './zoned-time.js';

describe('zonedToUtc', () => {
  it('finds the instant a wall clock shows, summer and winter, and answers the same when asked again', () => {
    const summer = Date.parse('2026-07-01T09:00:00Z');
    const winter = Date.parse('2026-12-01T10:00:00Z');
    for (let round = 0; round < 2; round++) {
      expect(zonedToUtc('2026-07-01', '10:00', 'Europe/London')).toBe(summer);
      expect(zonedToUtc('2026-12-01', '10:00', 'Europe/London')).toBe(winter);
    }
  });

  it('keeps one answer per time zone: the same wall clock elsewhere is another instant', () => {
    expect(zonedToUtc('2026-07-01', '10:00', 'Europe/London')).toBe(Date.parse('2026-07-01T09:00:00Z'));
    expect(zonedToUtc('2026-07-01', '10:00', 'America/New_York')).toBe(Date.parse('2026-07-01T14:00:00Z'));
    expect(zonedToUtc('2026-07-01', '10:00', 'Asia/Tokyo')).toBe(Date.parse('2026-07-01T01:00:00Z'));
  });
});
