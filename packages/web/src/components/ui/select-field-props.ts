import type { ReactNode } from 'react';
import type { OptionItem } from './option-item';

export const SELECT_MIN_HEIGHTS = { small: 44, default: 46 } as const;
export const SELECT_MENU_MAX_HEIGHT = 220;

export interface SelectFieldProps<V extends string = string> {
  options: ReadonlyArray<OptionItem<V>>;
  /** The selected value, or null / '' for none. */
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  label?: ReactNode;
  name?: string;
  id?: string;
  placeholder?: string;
  /** With no value, the native form submission is blocked. */
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  clearable?: boolean;
  searchable?: boolean;
  /** Error flag; the message shows only when this is on and errorMessage is given. */
  error?: boolean;
  errorMessage?: string;
  extraInfo?: ReactNode;
  size?: keyof typeof SELECT_MIN_HEIGHTS;
  /** Custom rendering of an option, e.g. with a currency flag. */
  formatOptionLabel?: (option: OptionItem<V>) => ReactNode;
  /** Render the menu in document.body (inside modals and scroll boxes). */
  menuPortal?: boolean;
  /**
   * Server search: called with the typed text ('' when react-select clears it); `options` are then the
   * server's matches, shown as they are (no second filtering here).
   */
  onSearchChange?: (text: string) => void;
  /**
   * With server search, the text `options` answer for. While the typed text differs (the answer for it has not
   * arrived), the options are filtered here too, so what is shown, and what Enter picks, always matches it.
   */
  searchedFor?: string;
  /** The chosen option when it may be missing from `options` (with server search, only matches are there). */
  selectedOption?: OptionItem<V> | null;
}
