import { readPageParams } from '../../../lib/list-params';
import type { StandingOrderFilters, StandingOrderStatus } from '../api/standing-orders';

export const STANDING_ORDER_STATUSES: StandingOrderStatus[] = ['active', 'paused', 'cancelled', 'completed'];

/** The list's filters from the URL (an unknown status is dropped). */
export function readStandingOrderFilters(params: URLSearchParams): StandingOrderFilters {
  const status = params.get('status') ?? '';
  return {
    ...readPageParams(params),
    status: (STANDING_ORDER_STATUSES as string[]).includes(status)
      ? (status as StandingOrderStatus)
      : undefined,
  };
}
