export { makeDueOccurrences } from './standing-order-occurrences.js';
export type { StandingOrderRecord } from './standing-order-records.js';

export {
  cancelStandingOrder,
  createStandingOrder,
  listStandingOrders,
  nextDates,
  pauseStandingOrder,
  requireStandingOrder,
  resumeStandingOrder,
  skipNextOccurrence,
  updateStandingOrder,
} from './standing-orders.js';
