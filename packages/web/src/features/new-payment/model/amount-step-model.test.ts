import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXTS, amountLimitText, amountOf, amountSchema, emptyDateText } from './amount-step-model';

describe('amountSchema', () => {
  const weekend = (date: string) => date === '2026-11-28';
  const schema = amountSchema('GBP', '100.00', '1.50', weekend);
  const issues = (values: { bankAccountRef: string; amount: string; executionDate: string | null }) =>
    Object.fromEntries((schema.safeParse(values).error?.issues ?? []).map((i) => [i.path[0], i.message]));

  it('asks for the account, an amount that fits with the fee, and a day payments go on', () => {
    expect(issues({ bankAccountRef: '', amount: '99.00', executionDate: '2026-11-28' })).toEqual({
      bankAccountRef: i18n._(AMOUNT_TEXTS.accountRequired),
      amount:
        'With the fee of 1.50 GBP, the total of 100.50 GBP exceeds the available balance of 100.00 GBP.',
      executionDate: i18n._(AMOUNT_TEXTS.dayNotAvailable),
    });
    expect(issues({ bankAccountRef: 'ba_1', amount: '98.50', executionDate: null })).toEqual({});
  });
});

describe('amount step texts', () => {
  it('says the fee once the bank has named it', () => {
    expect(amountLimitText(null, 'GBP', false)).toBe(
      'Up to the available balance less the fee (checking it...).',
    );
    expect(amountLimitText(null, 'GBP', true)).toBe('Up to the available balance less the fee.');
    expect(amountLimitText('0', 'GBP', false)).toBe('Up to the available balance.');
    expect(amountLimitText('1500', 'JPY', false)).toBe(
      'Up to the available balance less the fee of 1,500 JPY.',
    );
  });

  it('says what an empty date means once today’s window has closed', () => {
    expect(emptyDateText(undefined)).toBe('Leave empty to pay today.');
    expect(emptyDateText({ within_window: true, execution_date: '2026-11-25' })).toBe(
      'Leave empty to pay today.',
    );
    expect(emptyDateText({ within_window: false, execution_date: '2026-11-26' })).toBe(
      "Today's payment window has closed: leave empty to pay at the next opening (2026-11-26).",
    );
  });

  it('keeps the amount as a plain decimal string (no leading zeros or spaces) and no date as null', () => {
    expect(amountOf({ bankAccountRef: 'ba_1', amount: ' 01250.50 ', executionDate: '' }, 'GBP')).toEqual({
      bankAccountRef: 'ba_1',
      currency: 'GBP',
      amount: '1250.50',
      executionDate: null,
    });
  });
});
