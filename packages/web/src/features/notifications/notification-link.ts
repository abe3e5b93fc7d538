import { paths } from '../../config/paths';
import type { Notification } from './api/list-notifications';

/** What a notification leads to, as its button says it. */
export type NotificationTarget = 'payment' | 'export';

/**
 * Where a notification leads: a payment opens on its detail page in the payments area, an export of
 * transactions on its page under Statements (where it downloads once ready).
 */
export function notificationHref(notification: Pick<Notification, 'link'>): string | null {
  const link = notification.link;
  switch (link?.kind) {
    case 'payment':
      return paths.app.paymentDetail.getHref(link.payment_ref, link.bank_account_ref);
    case 'transaction_export':
      return paths.app.transactionExport.getHref(link.transaction_export_ref);
    default:
      return null;
  }
}

/** What the notification's link opens, for its button's words; null without a link the portal follows. */
export function notificationTarget(notification: Pick<Notification, 'link'>): NotificationTarget | null {
  switch (notification.link?.kind) {
    case 'payment':
      return 'payment';
    case 'transaction_export':
      return 'export';
    default:
      return null;
  }
}
