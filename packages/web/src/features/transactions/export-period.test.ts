import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dayjs';
import { PERIOD_PRESETS, periodPresetLabel, presetPeriod } from './export-period';

const on = (date: string) => dayjs(date);

describe('export period presets', () => {
  it('rule STM-06: a period in progress runs to today, a past one to its last day', () => {
    const today = on('2026-11-30');
    expect(presetPeriod('this_month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('last_month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('this_quarter', today)).toEqual({ from: '2026-10-01', to: '2026-11-30' });
    expect(presetPeriod('last_quarter', today)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(presetPeriod('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-11-30' });
    expect(presetPeriod('last_year', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('crosses a year at its start: last month and last quarter of 15 January are in the year before', () => {
    const today = on('2027-01-15');
    expect(presetPeriod('last_month', today)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('last_quarter', today)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('this_quarter', today)).toEqual({ from: '2027-01-01', to: '2027-01-15' });
  });

  it('ends last month on its own last day, in a short month after a long one', () => {
    expect(presetPeriod('last_month', on('2026-03-31'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last_month', on('2028-03-31'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('leaves a custom range to the person', () => {
    expect(presetPeriod('custom', on('2026-11-30'))).toBeNull();
  });

  it('says every preset in words', () => {
    expect(PERIOD_PRESETS.map(periodPresetLabel)).toEqual([
      'This month',
      'Last month',
      'This quarter',
      'Last quarter',
      'This year',
      'Last year',
      'Custom range',
    ]);
  });
});
