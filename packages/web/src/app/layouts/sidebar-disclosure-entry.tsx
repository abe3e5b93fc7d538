import { Box } from '@chakra-ui/react';
import { Dropdown } from '../../components/ui/dropdown';
import { ChevronDownIcon } from './menu-icons';
import { ChildList } from './sidebar-child-list';
import { EntryButton } from './sidebar-entry-button';
import { EntryContent } from './sidebar-entry-content';
import { collapsedEntryName } from './sidebar-entry-name';
import type { SidebarMenuChild, SidebarMenuEntryProps } from './sidebar-menu-entry-types';
import { useSidebarDisclosure } from './use-sidebar-disclosure';

type SidebarDisclosureEntryProps = Required<
  Pick<SidebarMenuEntryProps, 'active' | 'disabled' | 'collapsed' | 'inlineChildren'>
> &
  Pick<SidebarMenuEntryProps, 'menuKey' | 'icon' | 'label' | 'onClick' | 'badge'> & {
    items: SidebarMenuChild[];
  };

/** An entry with children: a disclosure button showing them in a dropdown, or in place when inline. */
export function SidebarDisclosureEntry({
  menuKey,
  icon,
  label,
  active,
  disabled,
  onClick,
  items,
  collapsed,
  badge,
  inlineChildren,
}: SidebarDisclosureEntryProps) {
  const childActive = items.some((child) => child.active);
  const { open, toggle, close, toggleRef, itemRef, listId } = useSidebarDisclosure(childActive);

  return (
    <Box ref={itemRef} as="li" position="relative" listStyleType="none" data-menu-key={menuKey}>
      <EntryButton
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        data-active={active || childActive ? '' : undefined}
        onClick={() => {
          toggle();
          onClick?.();
        }}
        {...collapsedEntryName(label, badge, collapsed)}
      >
        <EntryContent icon={icon} label={label} collapsed={collapsed} badge={badge} />
        {collapsed ? null : (
          <Box
            as="span"
            ms="auto"
            transform={open ? 'rotate(180deg)' : undefined}
            transition="transform 0.2s"
          >
            <ChevronDownIcon />
          </Box>
        )}
      </EntryButton>
      {inlineChildren && open ? <ChildList id={listId} label={label} inline items={items} /> : null}
      {inlineChildren ? null : (
        <Dropdown
          open={open}
          onClose={close}
          anchorRef={toggleRef}
          align="left"
          matchAnchorWidth
          container={itemRef}
        >
          <ChildList id={listId} label={label} items={items} onChosen={close} />
        </Dropdown>
      )}
    </Box>
  );
}
