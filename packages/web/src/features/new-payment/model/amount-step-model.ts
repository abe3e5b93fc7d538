import { z } from 'zod';
import { normaliseAmount, validateAmount } from '../../../domains/accounts/bank-validators';
import { compareDecimal } from '../../../lib/decimal';
import { formatAmount } from '../../../lib/format-amount';
import { feeOverBalanceMessage } from './amount-with-fee';

export interface AmountValues {
  bankAccountRef: string;
  amount: string;
  executionDate: string | null;
}

export const AMOUNT_TEXTS = {
  accountRequired: 'Choose the account to pay from.',
  dayNotAvailable: 'Payments go on business days inside the payment window. Choose another day.',
} as const;

/**
 * The amount step's rules for what is known now: the recipient's currency, the available balance, the
 * bank's fee and the days payments can go on.
 */
export function amountSchema(
  currency: string,
  available: string | null,
  fee: string,
  isDayDisabled: (date: string) => boolean,
) {
  return z
    .object({ bankAccountRef: z.string(), amount: z.string(), executionDate: z.string().nullable() })
    .superRefine((v, ctx) => {
      if (!v.bankAccountRef)
        ctx.addIssue({ code: 'custom', path: ['bankAccountRef'], message: AMOUNT_TEXTS.accountRequired });
      const problem =
        validateAmount(v.amount, currency, { available }) ??
        feeOverBalanceMessage(v.amount, fee, available, currency);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
      if (v.executionDate && isDayDisabled(v.executionDate))
        ctx.addIssue({ code: 'custom', path: ['executionDate'], message: AMOUNT_TEXTS.dayNotAvailable });
    });
}

/** What the amount may be, said under the field: the fee once the bank has named it. */
export function amountLimitText(fee: string | null, currency: string, feeFailed: boolean): string {
  if (fee === null) return `Up to the available balance less the fee${feeFailed ? '' : ' (checking it...)'}.`;
  if (compareDecimal(fee, '0') === 0) return 'Up to the available balance.';
  return `Up to the available balance less the fee of ${formatAmount(fee, currency, { withCode: true })}.`;
}

/** What an empty date means today: today, or the next opening once today's window has closed. */
export function emptyDateText(today: { within_window: boolean; execution_date: string } | undefined): string {
  if (!today || today.within_window) return 'Leave empty to pay today.';
  return `Today's payment window has closed: leave empty to pay at the next opening (${today.execution_date}).`;
}

/** The draft's amount fields from the form: the amount as a plain decimal string, no date as null. */
export function amountOf(values: AmountValues, currency: string) {
  return {
    bankAccountRef: values.bankAccountRef,
    currency,
    amount: normaliseAmount(values.amount),
    executionDate: values.executionDate || null,
  };
}
