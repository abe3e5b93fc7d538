import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dayjs } from '../../lib/dayjs';
import { renderUi } from '../../testing/render';
import { DateField } from './date-field';
import { isDateDisabled, orderRange, parseValue } from './date-rules';

describe('date rules', () => {
  it('parses value strings strictly', () => {
    expect(parseValue('2026-03-05')?.format('DD MMM, YYYY')).toBe('05 Mar, 2026');
    expect(parseValue('05/03/2026')).toBeNull();
    expect(parseValue('')).toBeNull();
  });
  it('disables days outside min/max and by rule', () => {
    const limits = {
      minDate: '2026-03-10',
      maxDate: '2026-03-20',
      disabledDate: (v: string) => v === '2026-03-15',
    };
    expect(isDateDisabled(dayjs('2026-03-09'), limits)).toBe(true);
    expect(isDateDisabled(dayjs('2026-03-10'), limits)).toBe(false);
    expect(isDateDisabled(dayjs('2026-03-15'), limits)).toBe(true);
    expect(isDateDisabled(dayjs('2026-03-20'), limits)).toBe(false);
    expect(isDateDisabled(dayjs('2026-03-21'), limits)).toBe(true);
  });
  it('orders a reversed range', () => {
    expect(orderRange('2026-03-20', '2026-03-10')).toEqual(['2026-03-10', '2026-03-20']);
    expect(orderRange('2026-03-10', null)).toEqual(['2026-03-10', null]);
  });
});

function Controlled(props: {
  initial?: string | null;
  onChange?: (v: string | null) => void;
  minDate?: string;
}) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <DateField
      label="Payment date"
      value={value}
      minDate={props.minDate}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

describe('DateField', () => {
  it("shows the 'Select date' placeholder and a calendar icon", () => {
    const { container } = renderUi(<Controlled />);
    expect(screen.getByLabelText('Payment date')).toHaveAttribute('placeholder', 'Select date');
    expect(container.querySelector('[data-icon="calendar"]')).toBeInTheDocument();
  });

  it('shows a clock icon in time mode', () => {
    const { container } = renderUi(
      <DateField value={null} onChange={() => {}} picker="time" format="HH:mm" />,
    );
    expect(container.querySelector('[data-icon="clock"]')).toBeInTheDocument();
    expect(container.querySelector('[data-icon="calendar"]')).not.toBeInTheDocument();
  });

  it('displays a YYYY-MM-DD value in the display format', () => {
    renderUi(<Controlled initial="2026-03-05" />);
    expect(screen.getByLabelText('Payment date')).toHaveValue('05 Mar, 2026');
  });

  it('emits a YYYY-MM-DD string when a day is picked', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled initial="2026-03-05" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByLabelText('Payment date'));
    fireEvent.click(screen.getByLabelText('Payment date'));
    const cell = await waitFor(() => {
      const el = document.querySelector('td[title="2026-03-12"]');
      if (!el) throw new Error('no cell yet');
      return el;
    });
    fireEvent.click(cell.querySelector('.rc-picker-cell-inner') ?? cell);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2026-03-12'));
  });

  it('marks days before the minimum as disabled in the panel', async () => {
    renderUi(<Controlled initial="2026-03-15" minDate="2026-03-10" />);
    fireEvent.mouseDown(screen.getByLabelText('Payment date'));
    fireEvent.click(screen.getByLabelText('Payment date'));
    await waitFor(() =>
      expect(document.querySelector('td[title="2026-03-09"]')).toHaveClass('rc-picker-cell-disabled'),
    );
    expect(document.querySelector('td[title="2026-03-10"]')).not.toHaveClass('rc-picker-cell-disabled');
  });

  it('is clearable', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<Controlled initial="2026-03-05" onChange={onChange} />);
    const clear = container.querySelector('.rc-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear as Element);
    fireEvent.click(clear as Element);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
    expect(screen.getByLabelText('Payment date')).toHaveValue('');
  });

  it('accepts typed input in the display format', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText('Payment date');
    await user.click(input);
    await user.type(input, '21 Apr, 2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2026-04-21'));
  });

  it('also accepts the input format of rule FMT-02, YYYY-MM-DD, and shows it in the display format', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText('Payment date');
    await user.click(input);
    await user.type(input, '2026-04-21');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2026-04-21'));
    await waitFor(() => expect(input).toHaveValue('21 Apr, 2026'));
  });

  it('links an error to the input', () => {
    renderUi(<DateField label="Due" value={null} onChange={() => {}} error="Pick a date" />);
    expect(screen.getByLabelText('Due')).toHaveAccessibleDescription('Pick a date');
  });
});
