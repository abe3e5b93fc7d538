import { Badge, Box, chakra, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Dropdown } from '../../components/ui/dropdown';
import { ChevronDownIcon } from './menu-icons';

export interface SidebarMenuChild {
  menuKey: string;
  label: string;
  active?: boolean;
  disabled?: boolean;
  href?: string;
  onClick?: () => void;
}

export interface SidebarMenuEntryProps {
  menuKey: string;
  icon: ReactNode;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** Entries listed in a dropdown under this one. */
  children?: SidebarMenuChild[];
  /** Collapsed sidebar: the label is hidden (it stays the accessible name). */
  collapsed?: boolean;
  href?: string;
  /** A count shown next to the label (hidden when 0). */
  badge?: number;
  /**
   * The children expand in place under the entry (a disclosure that pushes the entries below down) instead
   * of the floating dropdown: the mobile drawer, where a dropdown would hide the entries below it.
   */
  inlineChildren?: boolean;
}

const entryStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '44px',
  px: '3',
  borderRadius: 'md',
  fontSize: 'md',
  textAlign: 'start',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'brand.500', color: 'white' },
  '&[data-active]': { fontWeight: 'semibold' },
  '&[aria-disabled=true], &:disabled': { opacity: 0.5, cursor: 'not-allowed', pointerEvents: 'none' },
} as const;

const EntryButton = chakra('button', { base: entryStyles });

/** The count as the badge shows it. */
const countText = (count: number) => (count > 99 ? '99+' : String(count));

function CountBadge({ count, collapsed }: { count: number | undefined; collapsed: boolean }) {
  if (!count) return null;
  return (
    <Badge
      colorPalette="danger"
      variant="solid"
      borderRadius="full"
      position={collapsed ? 'absolute' : 'static'}
      top="1"
      insetEnd="1"
      ms={collapsed ? undefined : 'auto'}
      aria-label={`${countText(count)} unread`}
      data-testid="unread-count"
    >
      {countText(count)}
    </Badge>
  );
}

function EntryContent({
  icon,
  label,
  collapsed,
  badge,
}: Pick<SidebarMenuEntryProps, 'icon' | 'label' | 'badge'> & {
  collapsed: boolean;
}) {
  return (
    <>
      <Box as="span" flexShrink={0} display="inline-flex">
        {icon}
      </Box>
      {collapsed ? null : <Text as="span">{label}</Text>}
      <CountBadge count={badge} collapsed={collapsed} />
    </>
  );
}

function ChildEntry({ child, onChosen }: { child: SidebarMenuChild; onChosen?: () => void }) {
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
function ChildList({
  id,
  label,
  inline = false,
  children,
}: {
  id: string;
  label: string;
  inline?: boolean;
  children: ReactNode;
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
      {children}
    </Stack>
  );
}

/**
 * A sidebar menu entry (rule UI-01). With children it is a disclosure button that opens the shared
 * Dropdown listing them, hung from the entry and aligned to its left edge (12px below, or above when there is
 * no room; 28px from the viewport edges), as wide as the entry at least. It starts open when one of the
 * children is active, closes on an outside click, on Escape (focus back on the entry) and once a child is
 * chosen. With inlineChildren (the mobile drawer, and the desktop sidebar when expanded) the same button shows the
 * children in place instead, pushing the entries below down, and only the button closes them. Collapsed, the label is hidden and stays the accessible name.
 */
export function SidebarMenuEntry({
  menuKey,
  icon,
  label,
  active = false,
  disabled = false,
  onClick,
  children,
  collapsed = false,
  href,
  badge,
  inlineChildren = false,
}: SidebarMenuEntryProps) {
  const childActive = children?.some((child) => child.active) ?? false;
  // "Starts open": the state at mount only, so choosing a child (which makes it active) closes the dropdown.
  const [open, setOpen] = useState(childActive);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The dropdown is portalled into the entry itself: right after the toggle in the tab order, and inside the
  // mobile drawer's focus trap; position: fixed still places it against the viewport.
  const itemRef = useRef<HTMLLIElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);

  // Collapsed, the label is hidden: it becomes the name, with the count the badge shows in it, so what is
  // seen is part of what is announced (WCAG 2.5.3).
  const collapsedLabel = badge ? `${label}, ${countText(badge)} unread` : label;
  const collapsedName = collapsed ? { 'aria-label': collapsedLabel, title: collapsedLabel } : {};

  if (children && children.length > 0) {
    const listChildren = (onChosen?: () => void) =>
      children.map((child) => (
        <li key={child.menuKey}>
          <ChildEntry child={child} onChosen={onChosen} />
        </li>
      ));
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
            setOpen((value) => !value);
            onClick?.();
          }}
          {...collapsedName}
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
        {inlineChildren && open ? (
          <ChildList id={listId} label={label} inline>
            {listChildren()}
          </ChildList>
        ) : null}
        {inlineChildren ? null : (
          <Dropdown
            open={open}
            onClose={close}
            anchorRef={toggleRef}
            align="left"
            matchAnchorWidth
            container={itemRef}
          >
            <ChildList id={listId} label={label}>
              {listChildren(close)}
            </ChildList>
          </Dropdown>
        )}
      </Box>
    );
  }

  return (
    <Box as="li" position="relative" listStyleType="none" data-menu-key={menuKey}>
      {href && !disabled ? (
        <EntryButton asChild aria-current={active ? 'page' : undefined} {...collapsedName}>
          <RouterLink to={href} onClick={onClick}>
            <EntryContent icon={icon} label={label} collapsed={collapsed} badge={badge} />
          </RouterLink>
        </EntryButton>
      ) : (
        <EntryButton
          type="button"
          disabled={disabled}
          aria-current={active ? 'page' : undefined}
          onClick={onClick}
          {...collapsedName}
        >
          <EntryContent icon={icon} label={label} collapsed={collapsed} badge={badge} />
        </EntryButton>
      )}
    </Box>
  );
}
