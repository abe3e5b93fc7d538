import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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
  accountRequired: msg`Choose the account to pay from.`,
  dayNotAvailable: msg`Payments go on business days inside the payment window. Choose another day.`,
};

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
        ctx.addIssue({
          code: 'custom',
          path: ['bankAccountRef'],
          message: i18n._(AMOUNT_TEXTS.accountRequired),
        });
      const problem =
        validateAmount(v.amount, currency, { available }) ??
        feeOverBalanceMessage(v.amount, fee, available, currency);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
      if (v.executionDate && isDayDisabled(v.executionDate))
        ctx.addIssue({
          code: 'custom',
          path: ['executionDate'],
          message: i18n._(AMOUNT_TEXTS.dayNotAvailable),
        });
    });
}

/** What the amount may be, said under the field: the fee once the bank has named it. */
export function amountLimitText(fee: string | null, currency: string, feeFailed: boolean): string {
  if (fee === null)
    return feeFailed
      ? t`Up to the available balance less the fee.`
      : t`Up to the available balance less the fee (checking it...).`;
  if (compareDecimal(fee, '0') === 0) return t`Up to the available balance.`;
  const feeText = formatAmount(fee, currency, { withCode: true });
  return t`Up to the available balance less the fee of ${feeText}.`;
}

/** What an empty date means today: today, or the next opening once today's window has closed. */
export function emptyDateText(today: { within_window: boolean; execution_date: string } | undefined): string {
  if (!today || today.within_window) return t`Leave empty to pay today.`;
  const next = today.execution_date;
  return t`Today's payment window has closed: leave empty to pay at the next opening (${next}).`;
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
