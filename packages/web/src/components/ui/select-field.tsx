import { Box } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext } from 'react';
import Select, {
  type AriaOnFilter,
  components,
  createFilter,
  type GroupBase,
  type InputProps,
  type StylesConfig,
} from 'react-select';
import { BRAND_COLOR, DANGER_COLOR } from '../../theme/colors';
import { describedBy, FormField, useFormFieldIds } from './form-field';
import { type OptionItem, visibleError } from './option-item';
import { resultsAvailable, SELECT_TEXTS } from './select-texts';

export const SELECT_MIN_HEIGHTS = { small: 44, default: 46 } as const;
export const SELECT_MENU_MAX_HEIGHT = 220;
const SELECT_MENU_Z_INDEX = 6;

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

// react-select owns aria-describedby on its input; add the field's error or info id to it.
const DescriptionContext = createContext<string | undefined>(undefined);

function DescribedInput<O>(props: InputProps<O, false, GroupBase<O>>) {
  const extraId = useContext(DescriptionContext);
  const own = props['aria-describedby'];
  const ids = [extraId, own].filter(Boolean).join(' ');
  return <components.Input {...props} aria-describedby={ids || undefined} />;
}

/** react-select's own matching (case and accents ignored), on the label the user reads. */
const matchesLabel = createFilter<{ label: string }>({ stringify: (option) => option.label });

const onFilter: AriaOnFilter = ({ resultsMessage }) => resultsMessage;

function buildStyles<V extends string>(
  minHeight: number,
  invalid: boolean,
): StylesConfig<OptionItem<V>, false, GroupBase<OptionItem<V>>> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight,
      borderRadius: 6,
      borderColor: invalid ? DANGER_COLOR : state.isFocused ? BRAND_COLOR : '#D4D4D8',
      boxShadow: state.isFocused ? `0 0 0 1px ${invalid ? DANGER_COLOR : BRAND_COLOR}` : 'none',
      '&:hover': { borderColor: invalid ? DANGER_COLOR : BRAND_COLOR },
    }),
    menu: (base) => ({ ...base, zIndex: SELECT_MENU_Z_INDEX }),
    // A modal dialog turns pointer events off outside itself; its select's menu, portalled out, keeps them.
    menuPortal: (base) => ({ ...base, zIndex: 1400, pointerEvents: 'auto' }),
    menuList: (base) => ({ ...base, maxHeight: SELECT_MENU_MAX_HEIGHT }),
    option: (base, state) => ({
      ...base,
      backgroundColor: state.isSelected ? BRAND_COLOR : state.isFocused ? '#E6F4F0' : base.backgroundColor,
      color: state.isSelected ? '#FFFFFF' : state.isDisabled ? '#71717A' : '#18181B',
    }),
    placeholder: (base) => ({ ...base, color: '#71717A' }),
  };
}

/** A react-select single select with the texts, sizes and error display of rule UI-11. */
export function SelectField<V extends string = string>({
  options,
  value,
  onChange,
  onBlur,
  label,
  name,
  id,
  placeholder = SELECT_TEXTS.placeholder,
  required,
  disabled,
  loading,
  clearable = false,
  searchable = true,
  error,
  errorMessage,
  extraInfo,
  size = 'default',
  formatOptionLabel,
  menuPortal = false,
  onSearchChange,
  searchedFor = '',
  selectedOption,
}: SelectFieldProps<V>) {
  const ids = useFormFieldIds(id);
  const shownError = visibleError(error, errorMessage);
  const selected =
    options.find((o) => o.value === value) ??
    (selectedOption && selectedOption.value === value ? selectedOption : null);
  const description = describedBy(ids, shownError, extraInfo);
  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      error={shownError}
      extraInfo={extraInfo}
      disabled={disabled}
    >
      <DescriptionContext.Provider value={description}>
        <Box w="full" data-testid="select-field">
          <Select<OptionItem<V>, false>
            inputId={ids.inputId}
            instanceId={ids.inputId}
            name={name}
            options={options}
            value={selected}
            onChange={(option) => onChange(option ? option.value : null)}
            onBlur={onBlur}
            isOptionDisabled={(o) => Boolean(o.disabled)}
            placeholder={placeholder}
            required={required}
            isDisabled={disabled}
            isLoading={loading}
            isClearable={clearable}
            isSearchable={searchable}
            onInputChange={onSearchChange ? (text) => onSearchChange(text) : undefined}
            filterOption={
              onSearchChange
                ? (option, input) => input.trim() === searchedFor || matchesLabel(option, input)
                : undefined
            }
            formatOptionLabel={formatOptionLabel}
            noOptionsMessage={() => SELECT_TEXTS.noOptions}
            loadingMessage={() => SELECT_TEXTS.loading}
            screenReaderStatus={({ count }) => resultsAvailable(count)}
            ariaLiveMessages={{ onFilter }}
            aria-invalid={Boolean(shownError)}
            components={{
              Input: DescribedInput,
            }}
            aria-errormessage={shownError ? ids.errorId : undefined}
            styles={buildStyles<V>(SELECT_MIN_HEIGHTS[size], Boolean(shownError))}
            menuPortalTarget={menuPortal ? document.body : undefined}
            menuPlacement="auto"
            maxMenuHeight={SELECT_MENU_MAX_HEIGHT}
          />
        </Box>
      </DescriptionContext.Provider>
    </FormField>
  );
}
