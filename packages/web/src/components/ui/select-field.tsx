import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useDeferredValue } from 'react';
import { toastDeferredLoadFailure } from '../../lib/deferred-load-failure';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { describedBy, FormField, useFormFieldIds } from './form-field';
import { visibleError } from './option-item';
import { SelectBox } from './select-box';
import { SELECT_MIN_HEIGHTS, type SelectFieldProps } from './select-field-props';
import { useSelectIntent } from './select-intent';
import { SELECT_TEXTS } from './select-texts';

export type { SelectFieldProps } from './select-field-props';

/**
 * react-select (about 28 kB gzip with its positioning code) is not downloaded with the screen, nor when the
 * browser is idle: it is asked for when the pointer or focus first reaches a select. Until then each select is
 * its box (select-box.tsx), and once it has loaded every select on the page is the real control.
 */
export const selectControlModule = deferredModule(() => import('./select-control'));

/** A react-select single select with the texts, sizes and error display of rule UI-11. */
export function SelectField<V extends string = string>({
  label,
  id,
  placeholder: placeholderText,
  required,
  disabled,
  error,
  errorMessage,
  extraInfo,
  size = 'default',
  selectedOption,
  ...control
}: SelectFieldProps<V>) {
  const { i18n } = useLingui();
  const placeholder = placeholderText ?? i18n._(SELECT_TEXTS.placeholder);
  const ids = useFormFieldIds(id);
  const { wanted, intent, handlers, reset } = useSelectIntent(
    control.searchable !== false,
    control.onSearchChange,
  );
  const arrived = useDeferredModule(
    selectControlModule,
    wanted,
    (loadError) => {
      toastDeferredLoadFailure(loadError);
      reset();
    },
    { loadWhenIdle: false },
  );
  // Every select on the page swaps its box for the control at once. Never inside a focus change: Tab from one
  // box to the next re-renders on the first one's blur, and a swap in that render would remove the box the
  // focus is moving to (it lands on the page's body). Deferred, the swap comes in a render of its own, once the
  // focus is on the next box, which then hands it to its control.
  const loaded = useDeferredValue(arrived);
  const shownError = visibleError(error, errorMessage);
  const selected =
    control.options.find((o) => o.value === control.value) ??
    (selectedOption && selectedOption.value === control.value ? selectedOption : null);
  const minHeight = SELECT_MIN_HEIGHTS[size];
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
      <Box w="full" data-testid="select-field">
        {loaded ? (
          <loaded.SelectControl<V>
            {...control}
            inputId={ids.inputId}
            selected={selected}
            minHeight={minHeight}
            placeholder={placeholder}
            required={required}
            disabled={disabled}
            shownError={shownError}
            errorId={ids.errorId}
            description={description}
            intent={intent}
          />
        ) : (
          <SelectBox<V>
            inputId={ids.inputId}
            selected={selected}
            value={control.value}
            name={control.name}
            placeholder={placeholder}
            minHeight={minHeight}
            required={required}
            disabled={disabled}
            shownError={shownError}
            description={description}
            formatOptionLabel={control.formatOptionLabel}
            handlers={handlers}
          />
        )}
      </Box>
    </FormField>
  );
}
