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
  /** Portal target; document.body by default. */
  container?: RefObject<HTMLElement | null>;
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
  ...aria
}: DropdownProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<DropdownPosition | null>(null);

  const place = useCallback(() => {
    const anchor = anchorRef.current;
    const panel = panelRef.current;
    if (!anchor || !panel) return;
    setPosition(
      computeDropdownPosition(
        anchor.getBoundingClientRect(),
        { width: panel.offsetWidth, height: panel.scrollHeight },
        { width: window.innerWidth, height: window.innerHeight },
        { align },
      ),
    );
  }, [anchorRef, align]);

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
    // Capture scroll from any scrolling ancestor, not just the window.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
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
          visibility: position ? 'visible' : 'hidden',
        }}
      >
        {children}
      </Box>
    </Portal>
  );
}
