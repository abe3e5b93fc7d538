import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { DateRangeField, type DateRangeValue } from './date-range-field';

function ControlledRange({ onChange }: { onChange: (value: DateRangeValue) => void }) {
  const [value, setValue] = useState<DateRangeValue>([null, null]);
  return (
    <DateRangeField
      label="Period"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangeField', () => {
  it("shows 'Start date' and 'End date' with an arrow separator", () => {
    renderUi(<DateRangeField label="Period" value={null} onChange={() => {}} />);
    expect(screen.getByPlaceholderText('Start date')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('End date')).toBeInTheDocument();
    expect(screen.getByTestId('range-separator')).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveAttribute('placeholder', 'Start date');
  });

  it('displays both dates in the display format', () => {
    renderUi(<DateRangeField value={['2026-01-01', '2026-01-31']} onChange={() => {}} />);
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('01 Jan, 2026');
    expect(screen.getByPlaceholderText('End date')).toHaveValue('31 Jan, 2026');
  });

  it('clears both dates', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(
      <DateRangeField value={['2026-01-01', '2026-01-31']} onChange={onChange} />,
    );
    const clear = container.querySelector('.rc-picker-clear') as Element;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([null, null]));
  });

  it('greys out days before the minimum, after the maximum and those the rule refuses', async () => {
    renderUi(
      <DateRangeField
        label="Period"
        value={['2026-03-12', null]}
        onChange={() => {}}
        minDate="2026-03-10"
        maxDate="2026-03-20"
        disabledDate={(day) => day === '2026-03-15'}
      />,
    );
    const start = screen.getByPlaceholderText('Start date');
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    const cell = (day: string) => document.querySelector(`td[title="${day}"]`);
    await waitFor(() => expect(cell('2026-03-09')).toHaveClass('rc-picker-cell-disabled'));
    expect(cell('2026-03-10')).not.toHaveClass('rc-picker-cell-disabled');
    expect(cell('2026-03-15')).toHaveClass('rc-picker-cell-disabled');
    expect(cell('2026-03-20')).not.toHaveClass('rc-picker-cell-disabled');
    expect(cell('2026-03-21')).toHaveClass('rc-picker-cell-disabled');
  });

  it('accepts both dates typed in the display format', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<ControlledRange onChange={onChange} />);
    await user.click(screen.getByPlaceholderText('Start date'));
    await user.keyboard('02 Mar, 2026{Enter}');
    await waitFor(() => expect(screen.getByPlaceholderText('End date')).toHaveFocus());
    await user.keyboard('31 Mar, 2026{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['2026-03-02', '2026-03-31']));
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('02 Mar, 2026');
    expect(screen.getByPlaceholderText('End date')).toHaveValue('31 Mar, 2026');
  });

  it('also accepts both dates typed as YYYY-MM-DD, the input format of rule FMT-02', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<ControlledRange onChange={onChange} />);
    await user.click(screen.getByPlaceholderText('Start date'));
    await user.keyboard('2026-03-02{Enter}');
    await waitFor(() => expect(screen.getByPlaceholderText('End date')).toHaveFocus());
    await user.keyboard('2026-03-31{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['2026-03-02', '2026-03-31']));
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('02 Mar, 2026');
  });

  it('refuses a typed date outside the limits', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <DateRangeField label="Period" value={null} onChange={onChange} maxDate="2026-03-20" />,
    );
    await user.click(screen.getByPlaceholderText('Start date'));
    await user.keyboard('25 Mar, 2026{Enter}');
    await user.click(document.body);
    expect(onChange).not.toHaveBeenCalledWith(expect.arrayContaining(['2026-03-25']));
  });

  it('is disabled as a whole when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <DateRangeField label="Period" value={['2026-03-01', '2026-03-31']} onChange={onChange} disabled />,
    );
    expect(screen.getByPlaceholderText('Start date')).toBeDisabled();
    expect(screen.getByPlaceholderText('End date')).toBeDisabled();
    await user.click(screen.getByPlaceholderText('Start date')).catch(() => undefined);
    expect(document.querySelector('.rc-picker-dropdown')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
