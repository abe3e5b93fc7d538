/** Wall-clock helpers for an IANA time zone, on Intl only (no date library in the simulator). */
type Parts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function zonedParts(ms: number, timeZone: string): Parts {
  const out: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) out[part.type] = part.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    weekday: WEEKDAYS[out.weekday ?? 'Mon'] ?? 1,
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function zonedDate(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * Answers already worked out: every request moves the clock on, and the standing orders' schedule asks again for
 * the same cut-off instants each time (three Intl look-ups apiece, most of a request's cost before). Pure, so kept;
 * emptied when it grows past a bound so a long run with far-ranging dates cannot grow it forever.
 */
const utcOf = new Map<string, number>();
const UTC_CACHE_LIMIT = 50_000;

/** The instant at which the wall clock in `timeZone` shows `date` `time` (HH:mm). */
export function zonedToUtc(date: string, time: string, timeZone: string): number {
  const key = `${date}T${time} ${timeZone}`;
  const known = utcOf.get(key);
  if (known !== undefined) return known;
  if (utcOf.size >= UTC_CACHE_LIMIT) utcOf.clear();
  const instant = computeZonedToUtc(date, time, timeZone);
  utcOf.set(key, instant);
  return instant;
}

function computeZonedToUtc(date: string, time: string, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const p = zonedParts(guess, timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += wanted - shown;
  }
  return guess;
}

export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return js === 0 ? 7 : js;
}

export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
}
