import { ApiError, NetworkError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { resendSafeText } from './resend-safe-text';

describe('resendSafeText', () => {
  const once = 'Sending again is safe: it can only happen once.';

  it('adds why sending again is safe when no answer came or the bank was failing', () => {
    expect(resendSafeText(new NetworkError('timeout'), once)).toBe(
      `The bank did not answer in time. Check your connection and try again. ${once}`,
    );
    expect(resendSafeText(new ApiError(503, { message: 'Service unavailable.' }), once)).toBe(
      `Service unavailable. ${once}`,
    );
  });

  it('keeps a refusal of the bank as the bank worded it', () => {
    expect(resendSafeText(new ApiError(422, { message: 'Insufficient funds.' }), once)).toBe(
      'Insufficient funds.',
    );
  });
});
