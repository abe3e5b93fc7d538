import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

// Same key and shape as any other reader of this resource: the TimeWindow itself.
export const fxCutoffTimeWindowQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.fxCutoffTimeWindow(),
    queryFn: async () => (await unwrap(apiClient.GET('/resources/fx-cutoff-time-window'))).data,
    staleTime: 60 * 60_000,
  });

export function useFxCutoffTimeWindowQuery() {
  return useQuery(fxCutoffTimeWindowQueryOptions());
}
