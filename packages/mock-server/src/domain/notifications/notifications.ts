import { DEFAULT_LOCALE, type Locale, newRef, notFound, type Store } from '../bank/index.js';
import type { NotificationRecord, NotificationType } from './notification-records.js';
import type { NotificationText } from './notification-texts.js';

export type NewNotification = {
  type: NotificationType;
  /** The text in a given language: `notify` asks for it in the recipient's. */
  text: (locale: Locale) => NotificationText;
  at: number;
  link?: NotificationRecord['link'];
  read?: boolean;
};

/**
 * Stores a notification written in its recipient's language as stored now (their preferences): a notification
 * is a message already sent, so it keeps that language when they later choose another.
 */
export function notify(store: Store, userRef: string, n: NewNotification): NotificationRecord {
  const text = n.text(store.users.get(userRef)?.preferences.locale ?? DEFAULT_LOCALE);
  const record: NotificationRecord = {
    ref: newRef(store, 'ntf'),
    userRef,
    type: n.type,
    title: text.title,
    body: text.body,
    readAt: n.read ? n.at + 3_600_000 : null,
    createdAt: n.at,
    link: n.link ?? null,
  };
  const list = store.notifications.get(userRef) ?? [];
  list.push(record);
  store.notifications.set(userRef, list);
  return record;
}

export type NotificationFilter = 'all' | 'unread' | 'read';

/** Newest first. */
export function listNotifications(
  store: Store,
  userRef: string,
  filter: NotificationFilter,
): NotificationRecord[] {
  const all = [...(store.notifications.get(userRef) ?? [])].reverse();
  if (filter === 'unread') return all.filter((n) => n.readAt === null);
  if (filter === 'read') return all.filter((n) => n.readAt !== null);
  return all;
}

export function unreadCount(store: Store, userRef: string): number {
  return (store.notifications.get(userRef) ?? []).filter((n) => n.readAt === null).length;
}

export function markRead(store: Store, userRef: string, ref: string, now: number): NotificationRecord {
  const n = (store.notifications.get(userRef) ?? []).find((x) => x.ref === ref);
  if (!n) throw notFound('notification');
  if (n.readAt === null) n.readAt = now;
  return n;
}

export function markAllRead(store: Store, userRef: string, now: number): number {
  let updated = 0;
  for (const n of store.notifications.get(userRef) ?? []) {
    if (n.readAt === null) {
      n.readAt = now;
      updated += 1;
    }
  }
  return updated;
}
