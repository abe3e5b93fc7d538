import type { Store } from '../../bank/index.js';
import { PAYMENT_WINDOW, todayIn } from '../../bank/index.js';
import type { StandingOrderRecord } from '../../standing-orders/index.js';

/** The first of the month after next: far enough ahead that no journey's clock move reaches it by chance. */
function firstOfMonthAfterNext(today: string): string {
  const [y = 0, m = 1] = today.split('-').map(Number);
  const zeroBased = m - 1 + 2;
  return `${y + Math.floor(zeroBased / 12)}-${String((zeroBased % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * Two of Northwind's recurring payments (office rent on the last day of the month, an accountant's retainer on
 * the 15th), set up by Ada, so the Standing orders screen is not empty. Fixed refs: the seed's random stream
 * stays as it was.
 */
export function seedStandingOrders(store: Store, now: number): void {
  const payees = [...store.recipients.values()].filter(
    (r) => r.orgRef === 'org_northwind' && r.currency === 'GBP' && r.status === 'active',
  );
  const ada = store.users.get('usr_ada');
  if (payees.length < 2 || !ada) return;
  const start = firstOfMonthAfterNext(todayIn(PAYMENT_WINDOW, now));
  const base = {
    orgRef: 'org_northwind',
    bankAccountRef: 'ba_northwind_ops',
    currency: 'GBP',
    status: 'active',
    cursor: 0,
    anchorAt: now,
    skipped: [],
    occurrencesMade: 0,
    lastPaymentRef: null,
    payeeMismatchConfirmed: false,
    createdBy: { userRef: ada.ref, name: `${ada.firstName} ${ada.lastName}`, role: 'owner' },
    createdAt: now - 86_400_000,
    updatedAt: now - 86_400_000,
  } satisfies Partial<StandingOrderRecord>;
  const [landlord, accountant] = payees;
  if (!landlord || !accountant) return;
  const orders: StandingOrderRecord[] = [
    {
      ...base,
      ref: 'so_northwind_rent',
      recipientRef: landlord.ref,
      recipientName: landlord.name,
      amount: 425_000n,
      reasonCode: 'RENT',
      reference: 'OFFICE RENT',
      schedule: { frequency: 'monthly', start_date: start, day_of_month: 31, end: { type: 'never' } },
    },
    {
      ...base,
      ref: 'so_northwind_retainer',
      recipientRef: accountant.ref,
      recipientName: accountant.name,
      amount: 120_000n,
      reasonCode: 'SCVE',
      reference: 'ACCOUNTS RETAINER',
      schedule: {
        frequency: 'monthly',
        start_date: start,
        day_of_month: 15,
        end: { type: 'after_count', count: 12 },
      },
    },
  ];
  for (const so of orders) store.standingOrders.set(so.ref, so);
}
