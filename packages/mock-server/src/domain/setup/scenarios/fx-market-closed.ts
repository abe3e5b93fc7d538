import {
  addDays,
  FX_WINDOW,
  isBusinessDay,
  PAYMENT_WINDOW,
  zonedDate,
  zonedToUtc,
} from '../../bank/index.js';
import type { Scenario } from './scenario.js';

/** After the FX cut-off (16:30 London) and before the payment cut-off (18:00): trades closed, payments open. */
const AFTER_FX_CUTOFF = '17:00';

/** 17:00 London on the start's day, or on the latest business day before it. */
export function afterFxCutoff(start: number): number {
  let date = zonedDate(start, FX_WINDOW.timezone);
  for (let i = 0; i < 15 && !(isBusinessDay(FX_WINDOW, date) && isBusinessDay(PAYMENT_WINDOW, date)); i++)
    date = addDays(date, -1);
  return zonedToUtc(date, AFTER_FX_CUTOFF, FX_WINDOW.timezone);
}

export const fxMarketClosed: Scenario = {
  name: 'fx-market-closed',
  description:
    'The clock starts at 17:00 London on a business day: FX trading is closed (cut-off 16:30) while payments still go.',
  config: (base) => ({ clockStart: afterFxCutoff(base.clockStart) }),
};
