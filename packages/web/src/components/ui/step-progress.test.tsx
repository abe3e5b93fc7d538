import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { StepProgress } from './step-progress';

const steps = [
  { key: 'recipient', label: 'Recipient', status: 'success' as const },
  { key: 'reason', label: 'Reason', status: 'failed' as const },
  { key: 'amount', label: 'Amount', status: 'processing' as const },
  { key: 'review', label: 'Review', status: 'default' as const },
];

describe('StepProgress', () => {
  it('lists the four steps in order with their status', () => {
    renderUi(<StepProgress steps={steps} aria-label="New payment" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual([
      'success',
      'failed',
      'processing',
      'default',
    ]);
    expect(screen.getByRole('list', { name: 'New payment' })).toBeInTheDocument();
  });

  it('marks the processing step as current and announces each status', () => {
    renderUi(<StepProgress steps={steps} />);
    const items = screen.getAllByRole('listitem');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Recipient, step 1 of 4, completed');
    expect(items[1]).toHaveTextContent('failed');
    expect(items[3]).toHaveTextContent('not started');
  });
});
