import type { components } from '@portal/api-types';

type Scheme = components['schemas']['BankDetailsScheme'];

/**
 * The fee shown on the review, from the bank's published tariff: payments by SWIFT cost 10.00 in the
 * payment's currency (1500 for JPY); domestic and SEPA schemes are free. The created payment carries
 * the fee actually charged, which the confirmation shows.
 */
export function estimateFee(scheme: Scheme | null, currency: string): string {
  if (scheme !== 'swift') return '0';
  return currency === 'JPY' ? '1500' : '10.00';
}
