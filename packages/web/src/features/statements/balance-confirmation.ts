import { type components, unwrap } from '@portal/api-types';
import { useMutation } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiClient } from '../../domains/session/api-client';
import { dayjs } from '../../lib/dayjs';
import { DATE_VALUE_FORMAT } from '../../lib/format-date';

export type BalanceConfirmation = components['schemas']['BalanceConfirmation'];

/** The earliest day the bank confirms balances for. */
export const EARLIEST_CONFIRMATION_DATE = '2000-01-01';

/** What an auditor usually asks for: the balances at the end of last month. */
export const defaultConfirmationDate = (today: Dayjs = dayjs()): string =>
  today.subtract(1, 'month').endOf('month').format(DATE_VALUE_FORMAT);

/** The latest day that has ended: balances are confirmed at the close of business, never for today. */
export const latestConfirmationDate = (today: Dayjs = dayjs()): string =>
  today.subtract(1, 'day').format(DATE_VALUE_FORMAT);

/**
 * Whether a letter's link still works (it lasts 15 minutes; there is no asking for a new one). Measured from when
 * the answer arrived, by this browser's clock, for as long as the bank gave it (`expires_at` − `issued_at`, both
 * on the bank's clock): the two clocks need not agree.
 */
export function isLinkFresh(
  confirmation: { issued_at: string; file: { expires_at: string } },
  receivedAt: number,
  now: number = Date.now(),
): boolean {
  const lifetime = Date.parse(confirmation.file.expires_at) - Date.parse(confirmation.issued_at);
  return now - receivedAt < lifetime;
}

/** POST /accounts/{account}/balance-confirmations: every account's booked balances at the end of `date`. */
export function useCreateBalanceConfirmationMutation(account: string) {
  return useMutation({
    mutationFn: async (date: string) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/balance-confirmations', {
            params: { path: { account } },
            body: { date },
          }),
        )
      ).data,
  });
}
