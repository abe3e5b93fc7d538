import { useLingui } from '@lingui/react';
import { createContext, useContext, useEffect, useRef } from 'react';
import Select, {
  type AriaOnFilter,
  components,
  createFilter,
  type GroupBase,
  type InputProps,
  type SelectInstance,
  type StylesConfig,
  type Theme,
} from 'react-select';
import { BRAND_COLOR, DANGER_COLOR } from '../../theme/colors';
import type { OptionItem } from './option-item';
import { SELECT_MENU_MAX_HEIGHT, type SelectFieldProps } from './select-field-props';
import type { SelectIntent } from './select-intent';
import { resultsAvailable, SELECT_TEXTS } from './select-texts';

const SELECT_MENU_Z_INDEX = 6;

/** The design system's colours as CSS variables, so react-select's surfaces follow light and dark mode. */
const chakra = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
function selectTheme(theme: Theme): Theme {
  return {
    ...theme,
    colors: {
      ...theme.colors,
      primary: BRAND_COLOR,
      primary25: chakra('brand.subtle'),
      primary50: chakra('brand.muted'),
      primary75: chakra('brand.emphasized'),
      danger: DANGER_COLOR,
      dangerLight: chakra('danger.subtle'),
      neutral0: chakra('bg'),
      neutral5: chakra('bg.subtle'),
      neutral10: chakra('bg.muted'),
      neutral20: chakra('border.emphasized'),
      neutral30: chakra('border.emphasized'),
      neutral40: chakra('fg.muted'),
      neutral50: chakra('fg.muted'),
      neutral60: chakra('fg.muted'),
      neutral70: chakra('fg'),
      neutral80: chakra('fg'),
      neutral90: chakra('fg'),
    },
  };
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
      borderColor: invalid ? DANGER_COLOR : state.isFocused ? BRAND_COLOR : chakra('border.emphasized'),
      boxShadow: state.isFocused ? `0 0 0 1px ${invalid ? DANGER_COLOR : BRAND_COLOR}` : 'none',
      '&:hover': { borderColor: invalid ? DANGER_COLOR : BRAND_COLOR },
    }),
    menu: (base) => ({ ...base, zIndex: SELECT_MENU_Z_INDEX }),
    // A modal dialog turns pointer events off outside itself; its select's menu, portalled out, keeps them.
    menuPortal: (base) => ({ ...base, zIndex: 1400, pointerEvents: 'auto' }),
    menuList: (base) => ({ ...base, maxHeight: SELECT_MENU_MAX_HEIGHT }),
    option: (base, state) => ({
      ...base,
      backgroundColor: state.isSelected
        ? BRAND_COLOR
        : state.isFocused
          ? chakra('brand.subtle')
          : base.backgroundColor,
      color: state.isSelected ? 'white' : state.isDisabled ? chakra('fg.muted') : chakra('fg'),
    }),
    placeholder: (base) => ({ ...base, color: chakra('fg.muted') }),
  };
}

export interface SelectControlProps<V extends string>
  extends Omit<
    SelectFieldProps<V>,
    'label' | 'id' | 'extraInfo' | 'error' | 'errorMessage' | 'selectedOption'
  > {
  inputId: string;
  selected: OptionItem<V> | null;
  minHeight: number;
  /** The field's error text, if shown. */
  shownError: string | undefined;
  errorId: string;
  /** The ids of the field's error or info text, added to the input's aria-describedby. */
  description: string | undefined;
  /** What the user began on the select's box before this control loaded; it carries on from there. */
  intent: SelectIntent;
}

/**
 * The react-select part of SelectField (rule UI-11), in a chunk of its own: the screens paint without it and it
 * arrives when the user first reaches a select (select-field.tsx).
 */
export function SelectControl<V extends string>({
  inputId,
  selected,
  minHeight,
  shownError,
  errorId,
  description,
  options,
  onChange,
  onBlur,
  name,
  placeholder,
  required,
  disabled,
  loading,
  clearable,
  searchable,
  formatOptionLabel,
  menuPortal,
  onSearchChange,
  searchedFor = '',
  intent,
}: SelectControlProps<V>) {
  const { i18n } = useLingui();
  const select = useRef<SelectInstance<OptionItem<V>, false>>(null);
  const begun = useRef(intent);
  useEffect(() => {
    // Opened as react-select opens on a click or key: its first match (or the chosen option) highlighted, so
    // Enter picks it.
    if (begun.current.open) select.current?.openMenu('first');
  }, []);
  return (
    <DescriptionContext.Provider value={description}>
      <Select<OptionItem<V>, false>
        ref={select}
        inputId={inputId}
        instanceId={inputId}
        autoFocus={intent.focused || intent.open}
        defaultInputValue={intent.typed}
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
        noOptionsMessage={() => i18n._(SELECT_TEXTS.noOptions)}
        loadingMessage={() => i18n._(SELECT_TEXTS.loading)}
        screenReaderStatus={({ count }) => resultsAvailable(count)}
        ariaLiveMessages={{ onFilter }}
        aria-invalid={Boolean(shownError)}
        theme={selectTheme}
        components={{
          Input: DescribedInput,
        }}
        aria-errormessage={shownError ? errorId : undefined}
        styles={buildStyles<V>(minHeight, Boolean(shownError))}
        menuPortalTarget={menuPortal ? document.body : undefined}
        menuPlacement="auto"
        maxMenuHeight={SELECT_MENU_MAX_HEIGHT}
      />
    </DescriptionContext.Provider>
  );
}
