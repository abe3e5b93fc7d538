export type { Email, NotificationRecord } from './notification-records.js';
export {
  approvalExpiredText,
  approvalRejectedText,
  approvalRequestText,
  approvalsNeeded,
  approvedButUnfundedText,
  dateInWords,
  fxSettlementFailedText,
  fxTradeText,
  incomingPaymentText,
  moneyInWords,
  type NotificationText,
  paymentInWords,
  paymentStatusText,
  sentence,
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
