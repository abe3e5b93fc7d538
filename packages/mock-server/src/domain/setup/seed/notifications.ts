import type { Rng, Store } from '../../bank/index.js';
import { notify, paymentStatusText } from '../../notifications/index.js';
import type { PaymentRecord } from '../../payments/index.js';

const SYSTEM = [
  {
    title: 'Scheduled maintenance',
    body: 'Online banking will be unavailable on Sunday from 01:00 to 03:00 UK time.',
  },
  { title: 'New FX currencies', body: 'You can now trade SGD and HKD from your treasury account.' },
  { title: 'Updated terms', body: 'Our business account terms change on the 1st of next month.' },
];

/** About thirty notifications per user, newest ones unread. */
export function seedNotifications(
  store: Store,
  rng: Rng,
  userRef: string,
  payments: PaymentRecord[],
  now: number,
): void {
  const mine = payments.filter((p) => p.orgRef === 'org_northwind').slice(-24);
  const items: { at: number; add: (read: boolean) => unknown }[] = [];
  for (const p of mine) {
    const at = p.updatedAt;
    items.push({
      at,
      add: (read) =>
        notify(store, userRef, {
          type: 'payment_status',
          ...paymentStatusText(p.status, { amount: p.amount, currency: p.currency, payee: p.recipientName }),
          at,
          read,
          link: {
            kind: 'payment',
            accountRef: p.orgRef,
            bankAccountRef: p.bankAccountRef,
            paymentRef: p.ref,
          },
        }),
    });
  }
  SYSTEM.forEach((s, i) => {
    const at = now - (i * 9 + rng.int(1, 8)) * 86_400_000;
    items.push({ at, add: (read) => notify(store, userRef, { type: 'system', ...s, at, read }) });
  });
  const loginAt = now - 26 * 3_600_000;
  items.push({
    at: loginAt,
    add: (read) =>
      notify(store, userRef, {
        type: 'security',
        title: 'New sign-in',
        body: 'Your account was signed in from a new browser in London, United Kingdom.',
        at: loginAt,
        read,
      }),
  });
  items.sort((a, b) => a.at - b.at);
  items.forEach((item, i) => {
    item.add(i < items.length - 7);
  });
}
