import { t } from '@lingui/core/macro';

/** The count as the badge shows it. */
export const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** What a count badge counts: unread notifications, or payments the user can approve now. */
export type BadgeKind = 'unread' | 'approvals';

/** The count with what it counts, as screen readers hear it: "3 unread", "2 to approve". */
export function countName(count: number, kind: BadgeKind = 'unread'): string {
  const shown = countText(count);
  return kind === 'approvals' ? t`${shown} to approve` : t`${shown} unread`;
}

/**
 * The entry's name and tooltip when collapsed. The label is hidden then: it becomes the name, with the count
 * the badge shows in it, so what is seen is part of what is announced (WCAG 2.5.3). Expanded, the visible
 * label is the name and nothing is added.
 */
export function collapsedEntryName(
  label: string,
  badge: number | undefined,
  collapsed: boolean,
  badgeKind: BadgeKind = 'unread',
): { 'aria-label'?: string; title?: string } {
  if (!collapsed) return {};
  const name = badge ? `${label}, ${countName(badge, badgeKind)}` : label;
  return { 'aria-label': name, title: name };
}
