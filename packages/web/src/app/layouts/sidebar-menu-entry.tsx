import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
      aria-label={`${count} unread`}
      data-testid="unread-count"
    >
      {count > 99 ? '99+' : count}
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

function ChildEntry({ child, onNavigate }: { child: SidebarMenuChild; onNavigate?: () => void }) {
  const handleClick = () => {
    child.onClick?.();
    onNavigate?.();
  };
  if (child.href && !child.disabled) {
    return (
      <EntryButton asChild ps="4" aria-current={child.active ? 'page' : undefined}>
        <RouterLink to={child.href} onClick={handleClick} data-menu-key={child.menuKey}>
          {child.label}
        </RouterLink>
      </EntryButton>
    );
  }
  return (
    <EntryButton
      type="button"
      ps="4"
      disabled={child.disabled}
      onClick={handleClick}
      data-menu-key={child.menuKey}
    >
      {child.label}
    </EntryButton>
  );
}

/**
 * A sidebar menu entry (spec section 2). With children it opens a dropdown listing them, open from the
 * start when one of them is active; collapsed, the label is hidden and the dropdown floats beside the bar.
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
}: SidebarMenuEntryProps) {
  const childActive = children?.some((child) => child.active) ?? false;
  const [open, setOpen] = useState(childActive);
  const listId = useId();
  useEffect(() => {
    if (childActive) setOpen(true);
  }, [childActive]);

  const collapsedName = collapsed ? { 'aria-label': label, title: label } : {};

  if (children && children.length > 0) {
    return (
      <Box as="li" position="relative" listStyleType="none" data-menu-key={menuKey}>
        <EntryButton
          type="button"
          aria-expanded={open}
          aria-controls={listId}
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
        {open ? (
          <HStack
            as="ul"
            id={listId}
            aria-label={label}
            flexDirection="column"
            alignItems="stretch"
            gap="1"
            mt="1"
            listStyleType="none"
            {...(collapsed
              ? {
                  position: 'absolute',
                  insetStart: '100%',
                  top: 0,
                  ms: '2',
                  bg: 'bg',
                  boxShadow: 'md',
                  p: '2',
                  minW: '48',
                  zIndex: 12,
                  borderRadius: 'md',
                }
              : {})}
          >
            {children.map((child) => (
              <li key={child.menuKey}>
                <ChildEntry child={child} onNavigate={collapsed ? () => setOpen(false) : undefined} />
              </li>
            ))}
          </HStack>
        ) : null}
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
