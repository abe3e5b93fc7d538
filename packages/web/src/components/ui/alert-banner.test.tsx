import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { AlertBanner } from './alert-banner';

describe('AlertBanner', () => {
  it.each(['default', 'info', 'warning', 'success', 'error'] as const)('renders the %s type', (type) => {
    renderUi(<AlertBanner type={type} title="Heads up" />);
    expect(screen.getByText('Heads up').closest('[data-type]')).toHaveAttribute('data-type', type);
  });

  it('announces errors and warnings as alerts, others as status', () => {
    renderUi(
      <>
        <AlertBanner type="error">Broken</AlertBanner>
        <AlertBanner type="info">Note</AlertBanner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(screen.getByRole('status')).toHaveTextContent('Note');
  });

  it('can be closed when closable', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <AlertBanner type="success" closable onClose={onClose}>
        Saved
      </AlertBanner>,
    );
    await user.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('has no close button unless closable', () => {
    renderUi(<AlertBanner>Plain</AlertBanner>);
    expect(screen.queryByRole('button', { name: 'Close alert' })).not.toBeInTheDocument();
  });
});
