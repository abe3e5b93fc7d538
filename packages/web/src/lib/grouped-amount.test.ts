import { describe, expect, it } from 'vitest';
import { cleanAmount, editGroupedAmount, groupAmount, plainAmount } from './grouped-amount';
import { numberSymbols } from './i18n/number-symbols';

/** Types `keys` one by one at the end of the field, as a person would, and returns the last edit. */
function typeInto(keys: string, minorUnits = 2) {
  let text = '';
  let caret = 0;
  let value = '';
  for (const key of keys) {
    const raw = text.slice(0, caret) + key + text.slice(caret);
    ({ text, caret, value } = editGroupedAmount({ previous: text, raw, caret: caret + 1 }, minorUnits));
  }
  return { text, caret, value };
}

describe('grouping an amount while it is typed', () => {
  it('groups thousands as each digit is typed and keeps the plain value without commas', () => {
    expect(typeInto('99999999')).toEqual({ text: '99,999,999', caret: 10, value: '99999999' });
    expect(typeInto('1234567.89')).toEqual({ text: '1,234,567.89', caret: 12, value: '1234567.89' });
    expect(typeInto('1234.')).toMatchObject({ text: '1,234.', value: '1234.' });
  });

  it("keeps the currency's minor units: no more decimals than it has, none for JPY", () => {
    expect(typeInto('12.345')).toMatchObject({ text: '12.34', value: '12.34' });
    expect(typeInto('123456.7', 0)).toMatchObject({ text: '1,234,567', value: '1234567' });
    expect(typeInto('1.2.3')).toMatchObject({ text: '1.23', value: '1.23' });
  });

  it('takes a pasted amount with its commas, spaces or code, and cuts decimals the currency lacks', () => {
    const paste = (raw: string, minorUnits = 2) =>
      editGroupedAmount({ previous: '', raw, caret: raw.length }, minorUnits);
    expect(paste('1,234.5')).toEqual({ text: '1,234.5', caret: 7, value: '1234.5' });
    expect(paste('GBP 12 500.00')).toMatchObject({ text: '12,500.00', value: '12500.00' });
    expect(paste('1,234.5', 0)).toMatchObject({ text: '1,234', value: '1234' });
    expect(paste('0012')).toMatchObject({ text: '12', value: '12' });
    expect(paste('.5')).toMatchObject({ text: '0.5', value: '0.5' });
  });

  it('takes the German decimal comma and groups with points (the plain value keeps a point)', () => {
    const de = numberSymbols('de-DE');
    const paste = (raw: string) => editGroupedAmount({ previous: '', raw, caret: raw.length }, 2, de);
    expect(paste('1234567,89')).toEqual({ text: '1.234.567,89', caret: 12, value: '1234567.89' });
    expect(paste('1.234,5')).toMatchObject({ text: '1.234,5', value: '1234.5' });
    expect(groupAmount('1234.5', de)).toBe('1.234,5');
    expect(plainAmount('1.234,5', de)).toBe('1234.5');
    expect(cleanAmount('12,345', 2, numberSymbols('fr-FR'))).toBe('12.34');
    expect(groupAmount('12345.6', numberSymbols('fr-FR'))).toBe('12\u202f345,6');
  });

  it('keeps the caret beside the same digit when a digit is typed in the middle', () => {
    // '1,234' with the caret after '1'; typing '9' gives '19,234' with the caret after '9'.
    expect(editGroupedAmount({ previous: '1,234', raw: '19,234', caret: 2 }, 2)).toEqual({
      text: '19,234',
      caret: 2,
      value: '19234',
    });
    // '999,999' + '9' after the third digit regroups to '9,999,999' with the caret after the fourth 9.
    expect(editGroupedAmount({ previous: '999,999', raw: '9999,999', caret: 4 }, 2)).toEqual({
      text: '9,999,999',
      caret: 5,
      value: '9999999',
    });
  });

  it('deletes digits, regrouping, and treats Backspace or Delete on a comma as deleting the digit beside it', () => {
    // Backspace after the last digit of '1,234'.
    expect(
      editGroupedAmount({ previous: '1,234', raw: '1,23', caret: 4, inputType: 'deleteContentBackward' }, 2),
    ).toEqual({ text: '123', caret: 3, value: '123' });
    // Backspace just after the comma of '1,234' removes the '1'.
    expect(
      editGroupedAmount({ previous: '1,234', raw: '1234', caret: 1, inputType: 'deleteContentBackward' }, 2),
    ).toEqual({ text: '234', caret: 0, value: '234' });
    // Delete just before the comma of '12,345' removes the '3'.
    expect(
      editGroupedAmount({ previous: '12,345', raw: '12345', caret: 2, inputType: 'deleteContentForward' }, 2),
    ).toEqual({ text: '1,245', caret: 3, value: '1245' });
    // Everything selected and deleted.
    expect(editGroupedAmount({ previous: '1,234.50', raw: '', caret: 0 }, 2)).toEqual({
      text: '',
      caret: 0,
      value: '',
    });
  });
});

describe('the shown text and the plain value', () => {
  it('groups a stored value for showing, and reads a shown text back', () => {
    expect(groupAmount('1234567.5')).toBe('1,234,567.5');
    expect(groupAmount('')).toBe('');
    expect(plainAmount('1,234,567.5')).toBe('1234567.5');
    expect(cleanAmount('abc', 2)).toBe('');
  });
});
