import { describe, expect, it } from 'vitest';
import { collapsedEntryName, countText } from './sidebar-entry-name';

describe('sidebar entry name', () => {
  it('shows a count up to 99 as it is and more as 99+', () => {
    expect(countText(1)).toBe('1');
    expect(countText(99)).toBe('99');
    expect(countText(100)).toBe('99+');
  });

  it('collapsed: the label becomes the name and tooltip, with the count the badge shows', () => {
    expect(collapsedEntryName('Notifications', 3, true)).toEqual({
      'aria-label': 'Notifications, 3 unread',
      title: 'Notifications, 3 unread',
    });
    expect(collapsedEntryName('Notifications', 120, true)['aria-label']).toBe('Notifications, 99+ unread');
    expect(collapsedEntryName('Dashboard', 0, true)).toEqual({
      'aria-label': 'Dashboard',
      title: 'Dashboard',
    });
  });

  it('rule APR-20: the Approvals count says what it counts', () => {
    expect(collapsedEntryName('Approvals', 2, true, 'approvals')['aria-label']).toBe(
      'Approvals, 2 to approve',
    );
  });

  it('expanded: adds nothing (the visible label is the name)', () => {
    expect(collapsedEntryName('Notifications', 3, false)).toEqual({});
  });
});
