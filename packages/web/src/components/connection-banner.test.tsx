import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConnectionStore } from '../stores/connection-store';
import { renderUi } from '../testing/render';
import { ConnectionBanner } from './connection-banner';

afterEach(() => useConnectionStore.setState({ browserOnline: true, bankReachable: true }));

describe('ConnectionBanner', () => {
  it('says nothing while the bank answers, in a live region ready for when it stops', () => {
    renderUi(<ConnectionBanner />);
    expect(screen.getByTestId('connection-banner-region')).toBeEmptyDOMElement();
  });

  it('says the browser is offline, with no button (nothing to try until the network is back)', () => {
    useConnectionStore.setState({ browserOnline: false, bankReachable: false });
    renderUi(<ConnectionBanner onRetry={() => {}} />);
    expect(screen.getByTestId('connection-banner')).toHaveTextContent('You’re offline.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the bank cannot be reached, offers to try now, and goes once the bank answers', async () => {
    useConnectionStore.setState({ bankReachable: false });
    const onRetry = vi.fn();
    const { user } = renderUi(<ConnectionBanner onRetry={onRetry} />);
    expect(screen.getByTestId('connection-banner')).toHaveTextContent('We can’t reach the bank.');
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    useConnectionStore.getState().setBankReachable(true);
    expect(await screen.findByTestId('connection-banner-region')).toBeEmptyDOMElement();
  });
});
