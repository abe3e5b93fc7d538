import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { AmountInput } from './amount-input';

function Controlled({ currency, onValue }: { currency: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AmountInput
      label="Amount"
      currency={currency}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('leaves the currency to a select beside it when asked, so it shows once', () => {
    renderUi(
      <AmountInput label="Threshold" currency="EUR" showCurrency={false} value="" onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'Threshold' })).toBeInTheDocument();
    expect(screen.queryByText('EUR')).not.toBeInTheDocument();
  });

  it('groups thousands as the user types and hands over the plain decimal string', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Controlled currency="GBP" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(field, '99999999.999');
    expect(field).toHaveValue('99,999,999.99');
    expect(onValue).toHaveBeenLastCalledWith('99999999.99');
    expect(screen.getByText('GBP')).toBeInTheDocument();
    expect(field).toHaveAttribute('inputmode', 'decimal');
  });

  it('keeps the caret beside the digit typed in the middle, and deletes over a comma', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Controlled currency="GBP" onValue={onValue} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    await user.type(field, '123456');
    expect(field).toHaveValue('123,456');
    // Caret after '1', type '9': '1,923,456' with the caret after the 9.
    field.setSelectionRange(1, 1);
    await user.keyboard('9');
    expect(field).toHaveValue('1,923,456');
    expect(field.selectionStart).toBe(3);
    // Backspace just after the first comma deletes the '1' before it.
    field.setSelectionRange(2, 2);
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('923,456');
    expect(onValue).toHaveBeenLastCalledWith('923456');
  });

  it('takes a pasted amount with commas, and no decimals for yen', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Controlled currency="JPY" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(field);
    await user.paste('1,234.5');
    expect(field).toHaveValue('1,234');
    expect(onValue).toHaveBeenLastCalledWith('1234');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });
});
