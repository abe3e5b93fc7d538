import { useCallback, useId, useRef, useState } from 'react';

/**
 * An entry with children: open or not, the toggle it hangs from, the item the dropdown is portalled into
 * and the list's id.
 */
export function useSidebarDisclosure(childActive: boolean) {
  // "Starts open": the state at mount only, so choosing a child (which makes it active) closes the dropdown.
  const [open, setOpen] = useState(childActive);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The dropdown is portalled into the entry itself: right after the toggle in the tab order, and inside the
  // mobile drawer's focus trap; position: fixed still places it against the viewport.
  const itemRef = useRef<HTMLLIElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, toggle, close, toggleRef, itemRef, listId };
}
