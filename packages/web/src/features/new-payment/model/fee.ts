import type { components } from '@portal/api-types';

type Scheme = components['schemas']['BankDetailsScheme'];

/**
 * The fee from the bank's published tariff: payments by SWIFT cost 10.00 in the payment's currency (1500
 * for JPY); domestic and SEPA schemes are free. The one fee source of the flow: the amount step checks
 * amount + fee against the balance with it and the review shows it, because the contract offers no fee
 * quote for payments (check-time-window has none; Payment.fee exists only once created). The created
 * payment carries the fee actually charged, which the confirmation shows.
 */
export function estimateFee(scheme: Scheme | null, currency: string): string {
  if (scheme !== 'swift') return '0';
  return currency === 'JPY' ? '1500' : '10.00';
}
