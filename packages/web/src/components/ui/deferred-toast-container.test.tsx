import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastError, toastInfo } from '../../lib/toast';
import { renderUi } from '../../testing/render';
import { DeferredToastContainer } from './deferred-toast-container';

// One test: react-toastify is loaded once per file, and this is about the toasts raised before it is.
describe('DeferredToastContainer', () => {
  it('shows each early toast in its own container, whichever container is drawn first', async () => {
    toastInfo('Idle warning for the header', { containerId: 'header' });
    toastError('Session expiry for the main container');
    const { rerender } = renderUi(<DeferredToastContainer />);
    expect(await screen.findByText('Session expiry for the main container')).toBeInTheDocument();
    // react-toastify's own queue empties into the first container that registers: the header's toast was lost.
    rerender(
      <>
        <DeferredToastContainer />
        <div data-testid="header">
          <DeferredToastContainer containerId="header" />
        </div>
      </>,
    );
    const header = await screen.findByTestId('header');
    expect(await screen.findByText('Idle warning for the header')).toBeInTheDocument();
    expect(header).toHaveTextContent('Idle warning for the header');
  });
});
