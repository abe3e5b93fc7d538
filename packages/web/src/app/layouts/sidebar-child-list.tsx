import { Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SidebarDisabledEntry } from './sidebar-disabled-entry';
import { EntryButton } from './sidebar-entry-button';
import type { SidebarMenuChild } from './sidebar-menu-entry-types';

function ChildEntry({
  child,
  inline,
  onChosen,
}: {
  child: SidebarMenuChild;
  inline: boolean;
  onChosen?: () => void;
}) {
  if (child.disabledReason) {
    return (
      <SidebarDisabledEntry
        reason={child.disabledReason}
        menuKey={child.menuKey}
        placement={inline ? 'bottom' : 'right'}
      >
        {child.label}
      </SidebarDisabledEntry>
    );
  }
  const handleClick = () => {
    child.onClick?.();
    onChosen?.();
  };
  if (child.href && !child.disabled) {
    return (
      <EntryButton asChild aria-current={child.active ? 'page' : undefined}>
        <RouterLink to={child.href} onClick={handleClick} data-menu-key={child.menuKey}>
          {child.label}
        </RouterLink>
      </EntryButton>
    );
  }
  return (
    <EntryButton type="button" disabled={child.disabled} onClick={handleClick} data-menu-key={child.menuKey}>
      {child.label}
    </EntryButton>
  );
}

/** The children's list: padded inside the dropdown's panel, or indented under the entry when inline. */
export function ChildList({
  id,
  label,
  inline = false,
  items,
  onChosen,
}: {
  id: string;
  label: string;
  inline?: boolean;
  items: SidebarMenuChild[];
  /** Called once a child is chosen (the dropdown closes). */
  onChosen?: () => void;
}) {
  return (
    <Stack
      as="ul"
      id={id}
      aria-label={label}
      gap="1"
      p={inline ? '0' : '2'}
      ps={inline ? '8' : '2'}
      mt={inline ? '1' : '0'}
      mb="0"
      mx="0"
      listStyleType="none"
    >
      {items.map((child) => (
        <li key={child.menuKey}>
          <ChildEntry child={child} inline={inline} onChosen={onChosen} />
        </li>
      ))}
    </Stack>
  );
}
