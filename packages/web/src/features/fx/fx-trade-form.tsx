import { Box, Grid, IconButton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { AmountInput } from '../../components/ui/amount-input';
import { FormSelectField } from '../../components/ui/form-select-field';
import type { OptionItem } from '../../components/ui/option-item';
import { RadioGroup } from '../../components/ui/radio-group';

import type { AmountSide, FxTradeValues } from './fx-trade-schema';

export interface FxTradeFormFieldsProps {
  control: Control<FxTradeValues>;
  errors: FieldErrors<FxTradeValues>;
  bankAccountOptions: OptionItem[];
  currencyOptions: OptionItem[];
  amountCurrency: string;
  amountSide: AmountSide;
  disabled: boolean;
  /** After the bank account changed: its currencies and a fresh amount side follow. */
  onBankAccountChange: (ref: string) => void;
  onSwap: () => void;
}

function SwapIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d="M7 4v16M7 4 3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Bank account, sell and buy currencies (with a swap), and one amount on the side the user fixes. */
export function FxTradeFormFields(props: FxTradeFormFieldsProps) {
  const { t } = useLingui();
  const { control, errors, disabled } = props;
  const sideOptions: OptionItem<AmountSide>[] = [
    { label: t`Amount to sell`, value: 'sell' },
    { label: t`Amount to buy`, value: 'buy' },
  ];
  return (
    <Stack gap="4">
      <FormSelectField
        control={control}
        name="bankAccountRef"
        label={t`Bank account`}
        required
        options={props.bankAccountOptions}
        afterChange={props.onBankAccountChange}
        disabled={disabled}
      />
      <Grid templateColumns={{ base: '1fr', sm: '1fr auto 1fr' }} gap="3" alignItems="end">
        <FormSelectField
          control={control}
          name="sellCurrency"
          label={t`Sell`}
          required
          options={props.currencyOptions}
          disabled={disabled}
        />
        <Box pb={{ base: 0, sm: errors.sellCurrency || errors.buyCurrency ? '7' : '0' }}>
          <IconButton
            type="button"
            aria-label={t`Swap currencies`}
            variant="outline"
            colorPalette="brand"
            h="46px"
            w="46px"
            onClick={props.onSwap}
            disabled={disabled}
          >
            <SwapIcon />
          </IconButton>
        </Box>
        <FormSelectField
          control={control}
          name="buyCurrency"
          label={t`Buy`}
          required
          options={props.currencyOptions}
          disabled={disabled}
        />
      </Grid>
      <Controller
        control={control}
        name="amountSide"
        render={({ field }) => (
          <RadioGroup
            label={t`I know the`}
            name={field.name}
            orientation="horizontal"
            options={sideOptions}
            value={field.value}
            onChange={field.onChange}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="amount"
        render={({ field }) => (
          <AmountInput
            label={props.amountSide === 'sell' ? t`Amount to sell` : t`Amount to buy`}
            required
            currency={props.amountCurrency}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            extraInfo={t`The other amount is calculated by the bank in the quote.`}
            error={errors.amount?.message}
            disabled={disabled}
          />
        )}
      />
    </Stack>
  );
}
