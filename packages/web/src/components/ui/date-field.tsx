import { Box } from '@chakra-ui/react';
import type { Dayjs } from 'dayjs';
import Picker from 'rc-picker';
import dayjsGenerateConfig from 'rc-picker/es/generate/dayjs';
import type { ReactNode } from 'react';
import 'rc-picker/assets/index.css';
import './date-field.css';
import { DATE_VALUE_FORMAT } from '../../lib/format-date';
import { type DateLimits, isDateDisabled, parseValue } from './date-rules';
import { describedBy, FormField, useFormFieldIds } from './form-field';
import { CalendarIcon, ClockIcon, CloseIcon } from './icons';
import { usePickerLocale } from './picker-locale';

export type DatePickerMode = 'date' | 'week' | 'month' | 'quarter' | 'year' | 'time';

export interface DateFieldProps extends DateLimits {
  /** Value string in valueFormat (YYYY-MM-DD by default), or null / '' for none. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  label?: ReactNode;
  id?: string;
  name?: string;
  placeholder?: string;
  /** Display (and typing) format; by default the language's (dateFieldFormat: 'DD MMM, YYYY' in English). */
  format?: string;
  valueFormat?: string;
  picker?: DatePickerMode;
  /** Date and time in one field. */
  showTime?: boolean;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  error?: string;
  extraInfo?: ReactNode;
}

/** A date field on rc-picker with dayjs; value strings in and out. */
export function DateField({
  value,
  onChange,
  label,
  id,
  name,
  placeholder,
  format,
  valueFormat = DATE_VALUE_FORMAT,
  picker = 'date',
  showTime = false,
  required,
  disabled,
  clearable = true,
  error,
  extraInfo,
  minDate,
  maxDate,
  disabledDate,
}: DateFieldProps) {
  const ids = useFormFieldIds(id);
  const pickerLocale = usePickerLocale();
  const shownFormat = format ?? pickerLocale.format;
  const limits = { minDate, maxDate, disabledDate };
  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      error={error}
      extraInfo={extraInfo}
      disabled={disabled}
    >
      <Box w="full" data-testid="date-field">
        <Picker<Dayjs>
          id={ids.inputId}
          name={name}
          className={`portal-picker${error ? ' portal-picker-invalid' : ''}`}
          classNames={{ popup: 'portal-picker-popup' }}
          generateConfig={dayjsGenerateConfig}
          locale={pickerLocale.locale}
          picker={picker}
          showTime={showTime}
          // Shown in the display format; typed in it or as YYYY-MM-DD (rule FMT-02).
          format={shownFormat === valueFormat ? shownFormat : [shownFormat, valueFormat]}
          value={parseValue(value, valueFormat)}
          onChange={(date) => {
            const d = Array.isArray(date) ? date[0] : date;
            onChange(d ? d.format(valueFormat) : null);
          }}
          placeholder={placeholder ?? pickerLocale.datePlaceholder}
          disabled={disabled}
          allowClear={
            clearable
              ? { clearIcon: <CloseIcon aria-label={pickerLocale.clearDateLabel} role="img" /> }
              : false
          }
          suffixIcon={picker === 'time' ? <ClockIcon /> : <CalendarIcon />}
          minDate={parseValue(minDate) ?? undefined}
          maxDate={parseValue(maxDate) ?? undefined}
          disabledDate={(d) => isDateDisabled(d, limits)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(ids, error, extraInfo)}
        />
      </Box>
    </FormField>
  );
}
