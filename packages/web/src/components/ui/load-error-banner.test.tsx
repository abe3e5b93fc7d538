import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { LoadErrorBanner } from './load-error-banner';

describe('LoadErrorBanner', () => {
  it('says what failed and why, as an alert', () => {
    renderUi(
      <LoadErrorBanner
        title="The items could not be loaded."
        error={new Error('The bank is unavailable.')}
        onRetry={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The items could not be loaded.');
    expect(alert).toHaveTextContent('The bank is unavailable.');
  });

  it('loads again on "Try again"', async () => {
    const onRetry = vi.fn();
    const { user } = renderUi(<LoadErrorBanner title="Failed" error={new Error('x')} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
