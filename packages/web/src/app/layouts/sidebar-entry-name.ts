/** The count as the badge shows it. */
export const countText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The entry's name and tooltip when collapsed. The label is hidden then: it becomes the name, with the count
 * the badge shows in it, so what is seen is part of what is announced (WCAG 2.5.3). Expanded, the visible
 * label is the name and nothing is added.
 */
export function collapsedEntryName(
  label: string,
  badge: number | undefined,
  collapsed: boolean,
  badgeNoun = 'unread',
): { 'aria-label'?: string; title?: string } {
  if (!collapsed) return {};
  const name = badge ? `${label}, ${countText(badge)} ${badgeNoun}` : label;
  return { 'aria-label': name, title: name };
}
