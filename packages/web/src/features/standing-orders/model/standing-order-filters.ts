import type { ListModel } from '../../../lib/use-list-state';
import type { StandingOrderFilters, StandingOrderStatus } from '../api/standing-orders';

export const STANDING_ORDER_STATUSES: StandingOrderStatus[] = ['active', 'paused', 'cancelled', 'completed'];

/** The list's filter in the URL (an unknown status is dropped). */
export const STANDING_ORDER_LIST: ListModel<Omit<StandingOrderFilters, 'page' | 'per_page'>> = {
  keys: ['status'],
  read: (params) => {
    const status = params.get('status') ?? '';
    return {
      status: (STANDING_ORDER_STATUSES as string[]).includes(status)
        ? (status as StandingOrderStatus)
        : undefined,
    };
  },
};
