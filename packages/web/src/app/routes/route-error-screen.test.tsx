import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { RouteErrorScreen } from './route-error-screen';

function renderFailing(lazyError: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorScreen />,
      lazy: () => Promise.reject(lazyError),
    },
  ]);
  return renderUi(<RouterProvider router={router} />);
}

describe('RouteErrorScreen', () => {
  it("shows 'Loading chunk {id} failed' with the cause and a Reload button when a screen chunk fails", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = renderFailing(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/login-screen-x1.js',
      ),
    );
    expect(await screen.findByText('Loading chunk login-screen-x1 failed')).toBeInTheDocument();
    expect(screen.getByText('(error: http://localhost/assets/login-screen-x1.js)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows the error screen for other route errors', async () => {
    renderFailing(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app/dashboard');
  });
});
