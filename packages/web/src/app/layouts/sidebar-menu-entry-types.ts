import type { ReactNode } from 'react';
import type { BadgeKind } from './sidebar-entry-name';

export interface SidebarMenuChild {
  menuKey: string;
  label: string;
  active?: boolean;
  disabled?: boolean;
  /** Why the child is disabled (the user's role): shown in a tooltip and as its description (rule ROLE-05). */
  disabledReason?: string;
  href?: string;
  onClick?: () => void;
}

export interface SidebarMenuEntryProps {
  menuKey: string;
  icon: ReactNode;
  label: string;
  active?: boolean;
  disabled?: boolean;
  /** Why the entry is disabled (the user's role): shown in a tooltip and as its description (rule ROLE-05). */
  disabledReason?: string;
  onClick?: () => void;
  /** Entries listed in a dropdown under this one. */
  children?: SidebarMenuChild[];
  /** Collapsed sidebar: the label is hidden (it stays the accessible name). */
  collapsed?: boolean;
  href?: string;
  /** A count shown next to the label (hidden when 0). */
  badge?: number;
  /** What the count counts, said with it to screen readers ("3 unread" by default; "2 to approve"). */
  badgeKind?: BadgeKind;
  /**
   * The children expand in place under the entry (a disclosure that pushes the entries below down) instead
   * of the floating dropdown: the mobile drawer, where a dropdown would hide the entries below it.
   */
  inlineChildren?: boolean;
}
