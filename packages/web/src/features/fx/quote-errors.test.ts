import { ApiError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { quoteFieldErrors } from './quote-errors';

describe('quoteFieldErrors', () => {
  it('puts the bank’s field messages under the form fields, the amount under one field whichever side', () => {
    const error = new ApiError(422, {
      message: 'Invalid.',
      errors: { sell_currency: ['Not held.'], buy_amount: ['Too small.'], unrelated: ['Ignored.'] },
    });
    expect(quoteFieldErrors(error)).toEqual([
      ['sellCurrency', 'Not held.'],
      ['amount', 'Too small.'],
    ]);
  });

  it('gives nothing for an error without fields', () => {
    expect(quoteFieldErrors(new TypeError('Failed to fetch'))).toEqual([]);
  });
});
