import { screen } from '@testing-library/react';
import type { ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from '../../lib/use-form';
import { renderUi } from '../../testing/render';
import { FormSelectField } from './form-select-field';

const options = [
  { label: 'Pound sterling', value: 'GBP' },
  { label: 'Euro', value: 'EUR' },
];

interface Values {
  currency: string;
  amount: string;
}

const CHOOSE = 'Choose a currency.';
const resolver = async (values: Values): Promise<ResolverResult<Values>> =>
  values.currency !== ''
    ? { values, errors: {} }
    : { values: {}, errors: { currency: { type: 'required', message: CHOOSE } } };

function CurrencyForm({
  onSubmit,
  afterChange,
  initial = '',
}: {
  onSubmit: (values: Values) => void;
  afterChange?: (value: string, previous: string) => void;
  initial?: string;
}) {
  const { control, handleSubmit } = useForm<Values>({
    resolver,
    defaultValues: { currency: initial, amount: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <FormSelectField
        control={control}
        name="currency"
        label="Currency"
        required
        clearable
        options={options}
        afterChange={afterChange}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('FormSelectField', () => {
  it('puts the chosen value in the form, and tells what follows the new and the previous value', async () => {
    const onSubmit = vi.fn();
    const afterChange = vi.fn();
    const { user } = renderUi(<CurrencyForm onSubmit={onSubmit} afterChange={afterChange} initial="GBP" />);
    expect(screen.getByText('Pound sterling')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Currency/ }));
    await user.click(screen.getByText('Euro'));
    expect(afterChange).toHaveBeenCalledWith('EUR', 'GBP');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ currency: 'EUR', amount: '' });
  });

  it("shows the field's error under it, and the form holds '' once the choice is cleared", async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<CurrencyForm onSubmit={onSubmit} initial="GBP" />);
    const select = screen.getByRole('combobox', { name: /Currency/ });
    await user.click(select);
    await user.keyboard('{Escape}{Backspace}');
    expect(screen.queryByText('Pound sterling')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(CHOOSE)).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.click(select);
    await user.click(screen.getByText('Euro'));
    expect(screen.queryByText(CHOOSE)).toBeNull();
  });
});
