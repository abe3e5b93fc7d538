import type { components } from '@portal/api-types/schema';

/**
 * The simulator's records of in-app notifications and the outbox’s emails (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

export type NotificationType = S['NotificationType'];

type NotificationLink = S['NotificationLink'];
type ExportNotificationLink = S['ExportNotificationLink'];

/** Where a notification leads: a payment, or an export of transactions that is ready. */
export type NotificationLinkRecord =
  | {
      kind: NotificationLink['kind'];
      accountRef: NotificationLink['account_ref'];
      bankAccountRef: NotificationLink['bank_account_ref'];
      paymentRef: NotificationLink['payment_ref'];
    }
  | {
      kind: ExportNotificationLink['kind'];
      accountRef: ExportNotificationLink['account_ref'];
      transactionExportRef: ExportNotificationLink['transaction_export_ref'];
    };

export type NotificationRecord = Pick<S['Notification'], 'ref' | 'type' | 'title' | 'body'> & {
  userRef: S['UserRef'];
  readAt: number | null;
  createdAt: number;
  link: NotificationLinkRecord | null;
};

/** Emails are the control endpoint's (`GET /__mock/outbox`), not the contract's. */
export type Email = {
  id: string;
  to: string;
  subject: string;
  kind: 'password_reset' | 'invitation' | 'security';
  link: string;
  token: string;
  sentAt: number;
};
