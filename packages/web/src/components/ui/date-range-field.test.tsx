import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { DateRangeField } from './date-range-field';

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
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('01 Jan 2026');
    expect(screen.getByPlaceholderText('End date')).toHaveValue('31 Jan 2026');
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
});
