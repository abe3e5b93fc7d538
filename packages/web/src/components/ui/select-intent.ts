import { type KeyboardEvent, type MouseEvent, useState } from 'react';

/**
 * What the user began doing with a select before its react-select control had loaded: whether its box has
 * focus, whether they asked for the menu (a click, Enter, Space, an arrow) and what they typed. The control that
 * replaces the box carries on from there, so nothing the user did is lost.
 */
export interface SelectIntent {
  focused: boolean;
  open: boolean;
  typed: string;
}

const NO_INTENT: SelectIntent = { focused: false, open: false, typed: '' };

/** Keys that open a closed select's menu (as react-select's own control does). */
const opensMenu = (key: string) => key === 'Enter' || key === ' ' || key === 'ArrowDown' || key === 'ArrowUp';

export interface SelectIntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onMouseDown: (event: MouseEvent<HTMLElement>) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The select's box before its control loads: the pointer reaching it or focus landing on it asks for the control
 * (`wanted`); a press or click, an opening key or a typed character also opens the menu once it is there.
 * Typed text is searched for as the user types (`onSearch`), as the control would.
 */
export function useSelectIntent(searchable: boolean, onSearch?: (text: string) => void) {
  const [wanted, setWanted] = useState(false);
  const [intent, setIntent] = useState<SelectIntent>(NO_INTENT);
  const want = () => setWanted(true);
  const askToOpen = () => {
    want();
    setIntent((current) => ({ ...current, open: true }));
  };
  const handlers: SelectIntentHandlers = {
    onPointerEnter: want,
    onFocus: () => {
      want();
      setIntent((current) => ({ ...current, focused: true }));
    },
    onBlur: () => setIntent(NO_INTENT),
    // A press opens the menu, as react-select's control opens on mouse down: the control may arrive before the
    // button is released, and the click then lands on it, not on the box.
    onMouseDown: (event) => {
      if (event.button === 0) askToOpen();
    },
    // A click without a press (a screen reader's, a label's) opens it too.
    onClick: askToOpen,
    onKeyDown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      // Space opens the menu of an empty search, and is typed after text (as react-select does).
      const typing = searchable && event.key.length === 1 && (event.key !== ' ' || intent.typed !== '');
      if (!typing && !opensMenu(event.key)) return;
      // The box is a button: Enter and Space would click it, and an arrow would scroll the page.
      event.preventDefault();
      want();
      // Keys are discrete events: each one renders before the next arrives, so `intent` is current here.
      const typed = typing ? intent.typed + event.key : intent.typed;
      if (typing) onSearch?.(typed);
      setIntent({ focused: true, open: true, typed });
    },
  };
  /** A failed load: the next reach for the box asks again. */
  const reset = () => {
    setWanted(false);
    setIntent(NO_INTENT);
  };
  return { wanted, intent, handlers, reset };
}
