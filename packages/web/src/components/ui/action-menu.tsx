import { chakra, Stack } from '@chakra-ui/react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Dropdown } from './dropdown';
import { ChevronDownIcon } from './icons';

export interface ActionMenuItem<K extends string = string> {
  key: K;
  label: string;
}

export interface ActionMenuProps<K extends string = string> {
  /** The button's words ('Download'); none for an icon alone (then `aria-label` names it, and says so on hover). */
  label?: ReactNode;
  /** The button's and the menu's accessible name, when the words alone are not enough in a list of rows. */
  'aria-label'?: string;
  items: ReadonlyArray<ActionMenuItem<K>>;
  onSelect: (key: K) => void;
  loading?: boolean;
  disabled?: boolean;
  size?: ButtonSize;
  variant?: ButtonVariant;
  icon?: ReactNode;
}

const itemStyle = {
  display: 'block',
  width: 'full',
  textAlign: 'start',
  px: '4',
  py: '2.5',
  fontSize: 'sm',
  color: 'fg',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { bg: 'bg.muted', outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
} as const;

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button): the first item takes focus, the arrow keys,
 * Home and End move between items, Enter chooses, Escape and Tab close it (focus back on the button).
 */
export function ActionMenu<K extends string = string>({
  label,
  'aria-label': ariaLabel,
  items,
  onSelect,
  loading,
  disabled,
  size = 'small',
  variant = 'outline',
  icon,
}: ActionMenuProps<K>) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    // The dropdown draws in a portal first, then places itself: focus the first item once it is there.
    if (open) requestAnimationFrame(() => itemRefs.current[0]?.focus());
  }, [open]);

  const close = () => setOpen(false);
  const choose = (key: K) => {
    close();
    buttonRef.current?.focus();
    onSelect(key);
  };
  const move = (event: KeyboardEvent<HTMLElement>) => {
    const count = items.length;
    const at = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % count,
      ArrowUp: (at - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key === 'Tab') {
      close();
      return;
    }
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    itemRefs.current[target]?.focus();
  };

  return (
    <>
      <Button
        ref={buttonRef}
        size={size}
        variant={variant}
        loading={loading}
        disabled={disabled}
        aria-label={ariaLabel}
        title={label ? undefined : ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {icon}
        {label}
        <ChevronDownIcon />
      </Button>
      <Dropdown
        open={open}
        onClose={close}
        anchorRef={buttonRef}
        align="right"
        id={menuId}
        role="menu"
        aria-label={ariaLabel}
      >
        <Stack gap="0" py="1" onKeyDown={move}>
          {items.map((item, index) => (
            <chakra.button
              key={item.key}
              ref={(element: HTMLButtonElement | null) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              css={itemStyle}
              onClick={() => choose(item.key)}
            >
              {item.label}
            </chakra.button>
          ))}
        </Stack>
      </Dropdown>
    </>
  );
}
