import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { EmptyState } from './empty-state';
import { LoadingScreen } from './loading-screen';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is announced as a status with its label', () => {
    renderUi(<Spinner label="Loading payments" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments');
  });
});

describe('LoadingScreen', () => {
  it('shows its text and is busy', () => {
    renderUi(<LoadingScreen text="Logging out..." overlay />);
    expect(screen.getByTestId('loading-screen')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Logging out...');
  });
});

describe('EmptyState', () => {
  it("says 'No data found' by default and takes custom text", () => {
    const { rerender } = renderUi(<EmptyState />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
    rerender(<EmptyState text="No payments yet" description="Make your first payment" />);
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByText('Make your first payment')).toBeInTheDocument();
  });
});
