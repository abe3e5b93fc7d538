import { paths } from '../../config/paths';
import type { Notification } from './api/list-notifications';

/** Where a notification leads: a payment opens on its detail page in the payments area. */
export function notificationHref(notification: Notification): string | null {
  const link = notification.link;
  if (link?.kind !== 'payment') return null;
  return paths.app.paymentDetail.getHref(link.payment_ref, link.bank_account_ref);
}
