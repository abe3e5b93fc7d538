import { Box, Portal } from '@chakra-ui/react';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  computeDropdownPosition,
  DROPDOWN_Z_INDEX,
  type DropdownAlign,
  type DropdownPosition,
} from './dropdown-position';

export interface DropdownProps {
  open: boolean;
  onClose: () => void;
  /** The element the dropdown hangs from (usually the toggle button). */
  anchorRef: RefObject<HTMLElement | null>;
  align?: DropdownAlign;
  children: ReactNode;
  id?: string;
  /** e.g. 'menu' or 'dialog'; the toggle should carry aria-expanded and aria-controls. */
  role?: string;
  'aria-label'?: string;
  /** Portal target; document.body by default (a drawer passes its own content to keep its focus trap). */
  container?: RefObject<HTMLElement | null>;
  /** At least as wide as the anchor (a menu entry's dropdown lines up with the entry). */
  matchAnchorWidth?: boolean;
}

/** Whether the anchor is laid out at all (not inside display: none, e.g. the desktop sidebar on a phone). */
function isDisplayed(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * A floating panel in a portal: placed by computeDropdownPosition, follows scroll and resize,
 * closes on an outside click or Escape (focus returns to the anchor).
 */
export function Dropdown({
  open,
  onClose,
  anchorRef,
  align = 'left',
  children,
  id,
  role,
  container,
  matchAnchorWidth = false,
  ...aria
}: DropdownProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<DropdownPosition | null>(null);
  const [minWidth, setMinWidth] = useState<number | undefined>(undefined);

  const place = useCallback(() => {
    const anchor = anchorRef.current;
    const panel = panelRef.current;
    if (!anchor || !panel) return;
    // An anchor that is not laid out has no place to hang from: the panel stays hidden.
    if (!isDisplayed(anchor)) {
      setPosition(null);
      return;
    }
    const rect = anchor.getBoundingClientRect();
    const width = matchAnchorWidth ? Math.max(panel.offsetWidth, rect.width) : panel.offsetWidth;
    if (matchAnchorWidth) setMinWidth(rect.width);
    setPosition(
      computeDropdownPosition(
        rect,
        { width, height: panel.scrollHeight },
        { width: window.innerWidth, height: window.innerHeight },
        { align },
      ),
    );
  }, [anchorRef, align, matchAnchorWidth]);

  useLayoutEffect(() => {
    if (open) place();
    else setPosition(null);
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (panelRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        anchorRef.current?.focus();
      }
    };
    // Capture scroll from any scrolling ancestor, not just the window; the end of an animation or a
    // transition (a drawer sliding in, the sidebar collapsing) may have moved the anchor too.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('animationend', place, true);
    document.addEventListener('transitionend', place, true);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('animationend', place, true);
      document.removeEventListener('transitionend', place, true);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose, anchorRef, place]);

  if (!open) return null;
  return (
    <Portal container={container}>
      <Box
        ref={panelRef}
        id={id}
        role={role}
        aria-label={aria['aria-label']}
        data-testid="dropdown"
        data-placement={position?.placement}
        position="fixed"
        zIndex={DROPDOWN_Z_INDEX}
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        overflowY="auto"
        animationName="fade-in"
        animationDuration="0.2s"
        style={{
          top: position?.top ?? 0,
          left: position?.left ?? 0,
          maxHeight: position?.maxHeight,
          maxWidth: position?.maxWidth,
          minWidth,
          visibility: position ? 'visible' : 'hidden',
        }}
      >
        {children}
      </Box>
    </Portal>
  );
}
