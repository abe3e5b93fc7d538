import type { components } from '@portal/api-types/schema';
import { changePreferences } from '../domain/auth/index.js';
import { FieldErrorBag, paginate } from '../domain/bank/index.js';
import {
  listNotifications,
  markAllRead,
  markRead,
  type NotificationFilter,
  unreadCount,
} from '../domain/notifications/index.js';
import { authOf, data, queryString } from './helpers.js';
import { currentUser, notification, userProfile } from './presenters.js';
import type { HandlerMap, RequestBody } from './types.js';

type S = components['schemas'];
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const PLAIN = /^[^\u0000-\u001f\u007f]+$/;

function parseProfileUpdate(body: RequestBody<'updateUserProfile'>) {
  const bag = new FieldErrorBag();
  const out: { firstName?: string; lastName?: string; phone?: string | null; jobTitle?: string | null } = {};
  const text = (
    field: 'first_name' | 'last_name' | 'job_title',
    max: number,
    nullable: boolean,
  ): string | null | undefined => {
    const v = body[field];
    if (v === undefined) return undefined;
    if (v === null && nullable) return null;
    if (typeof v !== 'string' || v.trim().length < 1 || v.length > max || !PLAIN.test(v)) {
      bag.add(field, `The ${field.replace('_', ' ')} must be 1 to ${max} characters.`);
      return undefined;
    }
    return v.trim();
  };
  const first = text('first_name', 100, false);
  const last = text('last_name', 100, false);
  const job = text('job_title', 100, true);
  if (typeof first === 'string') out.firstName = first;
  if (typeof last === 'string') out.lastName = last;
  if (job !== undefined) out.jobTitle = job;
  if (body.phone !== undefined) {
    const phone = typeof body.phone === 'string' ? body.phone.replace(/[\s()-]/g, '') : body.phone;
    if (phone === null) out.phone = null;
    else if (typeof phone === 'string' && /^\+[1-9][0-9]{6,14}$/.test(phone)) out.phone = phone;
    else bag.add('phone', 'The phone number must be in international format, such as +447700900123.');
  }
  if (Object.keys(body).length === 0) bag.add('first_name', 'Give at least one field to change.');
  bag.throwIfAny();
  return out;
}

export const userHandlers = {
  getCurrentUser: (ctx) => data(currentUser(ctx.bank, authOf(ctx).user)),

  getUserProfile: (ctx) => data(userProfile(ctx.bank, authOf(ctx).user)),

  updateUserProfile: (ctx) => {
    const u = authOf(ctx).user;
    const changes = parseProfileUpdate(ctx.req.body);
    if (changes.firstName !== undefined) u.firstName = changes.firstName;
    if (changes.lastName !== undefined) u.lastName = changes.lastName;
    if (changes.phone !== undefined) u.phone = changes.phone;
    if (changes.jobTitle !== undefined) u.jobTitle = changes.jobTitle;
    return data(userProfile(ctx.bank, u));
  },

  getUserPreferences: (ctx) => data(authOf(ctx).user.preferences),

  updateUserPreferences: (ctx) => data(changePreferences(authOf(ctx).user, ctx.req.body)),

  listNotifications: (ctx) => {
    const u = authOf(ctx).user;
    const status = queryString(ctx.req.query, 'status');
    const filter: NotificationFilter = status === 'unread' || status === 'read' ? status : 'all';
    const page = paginate(listNotifications(ctx.bank.store, u.ref, filter), ctx.req.query);
    const meta: S['NotificationListMeta'] = {
      total: page.total,
      page: page.page,
      per_page: page.perPage,
      unread_count: unreadCount(ctx.bank.store, u.ref),
    };
    return { status: 200 as const, body: { data: page.items.map(notification), meta } };
  },

  getUnreadNotificationsCount: (ctx) => data({ count: unreadCount(ctx.bank.store, authOf(ctx).user.ref) }),

  markNotificationRead: (ctx) =>
    data(
      notification(
        markRead(ctx.bank.store, authOf(ctx).user.ref, ctx.req.params.notification, ctx.bank.clock.now()),
      ),
    ),

  markAllNotificationsRead: (ctx) =>
    data({ updated: markAllRead(ctx.bank.store, authOf(ctx).user.ref, ctx.bank.clock.now()) }),
} satisfies Partial<HandlerMap>;
