import type { ReactNode } from 'react';
import { useDisabledReason } from '../../components/ui/disabled-reason';
import { Tooltip } from '../../components/ui/tooltip';
import { EntryButton } from './sidebar-entry-button';

/**
 * A menu entry the user's role cannot use (rule ROLE-05): shown, disabled with the reason in a tooltip and
 * as its description, still focusable so a keyboard or screen reader user learns why; a click tells it too.
 */
export function SidebarDisabledEntry({
  reason,
  menuKey,
  ariaLabel,
  placement = 'right',
  children,
}: {
  reason: string;
  menuKey?: string;
  /** The name when the label is hidden (collapsed sidebar). */
  ariaLabel?: string;
  /** Below the entry where a tooltip to its right would leave the screen (the phone's drawer). */
  placement?: 'right' | 'bottom';
  children: ReactNode;
}) {
  const disabled = useDisabledReason(reason);
  return (
    <>
      <Tooltip content={reason} placement={placement}>
        <EntryButton type="button" data-menu-key={menuKey} aria-label={ariaLabel} {...disabled?.controlProps}>
          {children}
        </EntryButton>
      </Tooltip>
      {disabled?.description}
    </>
  );
}
