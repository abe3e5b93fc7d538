import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { labelledStepIndex, StepProgress } from './step-progress';

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

  it('keeps one label on screen on a phone: the step in progress or failed, else the last', () => {
    expect(labelledStepIndex(steps)).toBe(1);
    expect(labelledStepIndex(steps.map((step) => ({ ...step, status: 'default' as const })))).toBe(3);
    expect(
      labelledStepIndex([
        { key: 'a', label: 'A', status: 'success' },
        { key: 'b', label: 'B', status: 'processing' },
        { key: 'c', label: 'C', status: 'default' },
      ]),
    ).toBe(1);
  });

  it('every step keeps its label in its name, the shown one and those read out only', () => {
    renderUi(
      <StepProgress
        steps={steps.map((step, index) => ({ ...step, status: index === 3 ? 'processing' : 'success' }))}
      />,
    );
    const labels = screen.getAllByRole('listitem').map((item) => item.querySelector('[data-step-label]'));
    expect(labels.map((label) => label?.textContent)).toEqual([
      'Recipient, step 1 of 4, completed',
      'Reason, step 2 of 4, completed',
      'Amount, step 3 of 4, completed',
      'Review, step 4 of 4, in progress',
    ]);
    // Only the current step's label stays on screen below md (the others are read out only there).
    expect(labels.map((label) => label?.hasAttribute('data-shown-on-phone'))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
