import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { firstOptionValue, RadioGroup } from './radio-group';

const options = [
  { label: 'Business', value: 'business' },
  { label: 'Individual', value: 'individual' },
];

describe('RadioGroup', () => {
  it('selects the first option by default', () => {
    renderUi(<RadioGroup label="Type" options={options} />);
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Individual' })).not.toBeChecked();
  });

  it('skips a disabled first option for the default', () => {
    expect(firstOptionValue([{ label: 'A', value: 'a', disabled: true }, ...options])).toBe('business');
  });

  it('tells a controlled form about the default selection', () => {
    const onChange = vi.fn();
    renderUi(<RadioGroup label="Type" options={options} value={null} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('business');
  });

  it('changes selection on click and reports it', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<RadioGroup label="Type" options={options} onChange={onChange} />);
    await user.click(screen.getByText('Individual'));
    expect(onChange).toHaveBeenLastCalledWith('individual');
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
  });

  it('shows the error only when the flag is on and a message is given', () => {
    const { rerender } = renderUi(
      <RadioGroup label="Type" options={options} error errorMessage="Pick one" />,
    );
    expect(screen.getByText('Pick one')).toBeInTheDocument();
    rerender(<RadioGroup label="Type" options={options} error={false} errorMessage="Pick one" />);
    expect(screen.queryByText('Pick one')).not.toBeInTheDocument();
    rerender(<RadioGroup label="Type" options={options} error />);
    expect(screen.queryByText('Pick one')).not.toBeInTheDocument();
  });

  it('shows a red asterisk when required', () => {
    renderUi(<RadioGroup label="Type" options={options} required />);
    expect(screen.getByTestId('required-indicator')).toHaveTextContent('*');
  });
});
