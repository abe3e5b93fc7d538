import { Box } from '@chakra-ui/react';
import type { Dayjs } from 'dayjs';
import { RangePicker } from 'rc-picker';
import dayjsGenerateConfig from 'rc-picker/es/generate/dayjs';
import type { ReactNode } from 'react';
import 'rc-picker/assets/index.css';
import './date-field.css';
import { DATE_VALUE_FORMAT } from '../../lib/format-date';
import { type DateLimits, isDateDisabled, orderRange, parseValue } from './date-rules';
import { describedBy, FormField, useFormFieldIds } from './form-field';
import { ArrowRightIcon, CalendarIcon, CloseIcon } from './icons';
import { usePickerLocale } from './picker-locale';

export type DateRangeValue = [start: string | null, end: string | null];

export interface DateRangeFieldProps extends DateLimits {
  /** [start, end] as value strings (YYYY-MM-DD by default). */
  value: DateRangeValue | null | undefined;
  onChange: (value: DateRangeValue) => void;
  label?: ReactNode;
  id?: string;
  format?: string;
  valueFormat?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  error?: string;
  extraInfo?: ReactNode;
}

/** A date range on rc-picker: 'Start date' → 'End date'; a reversed range is put in order. */
export function DateRangeField({
  value,
  onChange,
  label,
  id,
  format,
  valueFormat = DATE_VALUE_FORMAT,
  required,
  disabled,
  clearable = true,
  error,
  extraInfo,
  minDate,
  maxDate,
  disabledDate,
}: DateRangeFieldProps) {
  const ids = useFormFieldIds(id);
  const pickerLocale = usePickerLocale();
  const shownFormat = format ?? pickerLocale.format;
  const limits = { minDate, maxDate, disabledDate };
  const [start, end] = value ?? [null, null];
  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      error={error}
      extraInfo={extraInfo}
      disabled={disabled}
    >
      <Box w="full" data-testid="date-range-field">
        <RangePicker<Dayjs>
          id={{ start: ids.inputId, end: `${ids.inputId}-end` }}
          className={`portal-picker${error ? ' portal-picker-invalid' : ''}`}
          classNames={{ popup: 'portal-picker-popup' }}
          generateConfig={dayjsGenerateConfig}
          locale={pickerLocale.locale}
          // Shown in the display format; typed in it or as YYYY-MM-DD (rule FMT-02).
          format={shownFormat === valueFormat ? shownFormat : [shownFormat, valueFormat]}
          value={[parseValue(start, valueFormat), parseValue(end, valueFormat)]}
          onChange={(dates) => {
            const next = orderRange(
              dates?.[0]?.format(valueFormat) ?? null,
              dates?.[1]?.format(valueFormat) ?? null,
            );
            onChange(next);
          }}
          order
          allowEmpty={[true, true]}
          placeholder={pickerLocale.rangePlaceholders}
          separator={<ArrowRightIcon data-testid="range-separator" />}
          disabled={disabled}
          allowClear={
            clearable
              ? { clearIcon: <CloseIcon aria-label={pickerLocale.clearRangeLabel} role="img" /> }
              : false
          }
          suffixIcon={<CalendarIcon />}
          minDate={parseValue(minDate) ?? undefined}
          maxDate={parseValue(maxDate) ?? undefined}
          disabledDate={(d) => isDateDisabled(d, limits)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, extraInfo)}
        />
      </Box>
    </FormField>
  );
}
