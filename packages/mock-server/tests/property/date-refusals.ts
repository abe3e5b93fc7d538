import type { DateRefusal } from './payment-life.js';

/** What the bank says of a date it cannot keep (rule PAY-09). */
export const DATE_REFUSALS: Record<DateRefusal, RegExp> = {
  closed: /^Today's payment window has closed\. The payment can go on \d{4}-\d{2}-\d{2} at the earliest/,
  not_business_day: /^Payments cannot be executed on weekends or bank holidays\. Choose a business day\.$/,
  past: /^The execution date cannot be in the past\.$/,
};
