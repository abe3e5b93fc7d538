import { ApiError, GENERIC_ERROR_TEXT, NetworkError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { describeExecuteError } from './execute-error';

describe('execution refusals', () => {
  it('maps an expired quote (410) to "get a new quote", with the bank message', () => {
    const failure = describeExecuteError(
      new ApiError(410, { message: 'This quote has expired. Request a new quote.', code: 'quote_expired' }),
    );
    expect(failure).toEqual({
      kind: 'expired',
      message: 'This quote has expired. Request a new quote.',
      codeError: undefined,
      needsNewQuote: true,
    });
    expect(describeExecuteError(new ApiError(410, { message: 'Gone.' })).kind).toBe('expired');
  });

  it('maps an executed quote (409)', () => {
    const failure = describeExecuteError(
      new ApiError(409, { message: 'This quote has already been executed.', code: 'quote_already_executed' }),
    );
    expect(failure.kind).toBe('already-executed');
    expect(failure.needsNewQuote).toBe(true);
  });

  it('extracts the field message of insufficient funds by rule API-04', () => {
    const failure = describeExecuteError(
      new ApiError(422, {
        message:
          'With the fee of 0.02 GBP, the total of 12.02 GBP exceeds the available balance of 10.00 GBP.',
        code: 'insufficient_funds',
        errors: {
          quote_ref: [
            'With the fee of 0.02 GBP, the total of 12.02 GBP exceeds the available balance of 10.00 GBP.',
          ],
        },
      }),
    );
    expect(failure).toMatchObject({
      kind: 'insufficient-funds',
      message: 'With the fee of 0.02 GBP, the total of 12.02 GBP exceeds the available balance of 10.00 GBP.',
      needsNewQuote: false,
    });
  });

  it('keeps the reopening time the bank gives for the cut-off', () => {
    const message = 'FX trading is closed. It reopens on Monday 07:00 UK time (2026-03-09T07:00:00.000Z).';
    const failure = describeExecuteError(new ApiError(422, { message, code: 'outside_cutoff_window' }));
    expect(failure).toMatchObject({ kind: 'outside-cutoff', message, needsNewQuote: false });
  });

  it('puts a wrong or missing 2FA code under the code field', () => {
    const failure = describeExecuteError(
      new ApiError(422, {
        message: 'The code is invalid.',
        code: 'two_factor_invalid',
        errors: { two_factor_code: ['The code is invalid or has already been used.'] },
      }),
    );
    expect(failure).toMatchObject({
      kind: 'two-factor',
      codeError: 'The code is invalid or has already been used.',
    });
  });

  it('treats a quote locked by wrong codes (429) as needing a new quote', () => {
    const failure = describeExecuteError(
      new ApiError(429, {
        message: 'Too many wrong codes for this quote. Request a new quote.',
        code: 'rate_limited',
      }),
    );
    expect(failure).toMatchObject({ kind: 'rate-limited', needsNewQuote: true });
  });

  it('says executing again is safe when no answer came or the bank was failing', () => {
    expect(describeExecuteError(new NetworkError('timeout'))).toMatchObject({
      kind: 'other',
      message: expect.stringMatching(/ Executing again is safe: this trade can only be made once\.$/),
      needsNewQuote: false,
    });
    expect(describeExecuteError(new ApiError(503, { message: 'Service unavailable.' })).message).toBe(
      'Service unavailable. Executing again is safe: this trade can only be made once.',
    );
  });

  it('falls back to the generic text or the error message', () => {
    expect(describeExecuteError(new ApiError(400, {})).message).toBe(GENERIC_ERROR_TEXT);
    expect(describeExecuteError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'other',
      message: 'Failed to fetch',
      needsNewQuote: false,
    });
  });
});
