export type { Email, NotificationRecord } from './notification-records.js';
export {
  approvalExpiredText,
  approvalRejectedText,
  approvalRequestText,
  approvedButUnfundedText,
  fxSettlementFailedText,
  fxTradeText,
  incomingPaymentText,
  moneyInWords,
  type NotificationText,
  paymentStatusText,
} from './notification-texts.js';
export {
  listNotifications,
  markAllRead,
  markRead,
  type NewNotification,
  type NotificationFilter,
  notify,
  unreadCount,
} from './notifications.js';
