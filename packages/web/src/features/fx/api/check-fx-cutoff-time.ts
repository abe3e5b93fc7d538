import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fxKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import { serverClockOffset } from '../quote-countdown';

export type FxCutoffCheck = components['schemas']['FxCutoffCheck'];

export interface ReceivedCutoffCheck {
  check: FxCutoffCheck;
  /** Browser clock → server clock, measured at receipt (to know when the window closes or opens). */
  offsetMs: number;
}

export const fxCutoffCheckQueryOptions = (account: string, bankAccount: string) =>
  queryOptions({
    queryKey: fxKeys.cutoffCheck(account, bankAccount),
    queryFn: async (): Promise<ReceivedCutoffCheck> => {
      const answer = await unwrap(
        apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/fx/check-cuttoff-time', {
          params: { path: { account, bankAccount } },
        }),
      );
      return { check: answer.data, offsetMs: serverClockOffset(answer.data.server_time, Date.now()) };
    },
    // The answer changes with time: always ask again before quoting.
    staleTime: 0,
  });

export function useFxCutoffCheckQuery(account: string, bankAccount: string) {
  return useQuery({
    ...fxCutoffCheckQueryOptions(account, bankAccount),
    enabled: account !== '' && bankAccount !== '',
  });
}
