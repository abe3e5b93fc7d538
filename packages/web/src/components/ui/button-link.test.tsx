import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a link (not a button) that leads within the app', async () => {
    const { user } = renderUi(
      <MemoryRouter initialEntries={['/app/payments']}>
        <Routes>
          <Route path="/app/payments" element={<ButtonLink to="/app/new-payment">New payment</ButtonLink>} />
          <Route path="/app/new-payment" element={<p>New payment form</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const link = screen.getByRole('link', { name: 'New payment' });
    expect(link).toHaveAttribute('href', '/app/new-payment');
    await user.click(link);
    expect(screen.getByText('New payment form')).toBeInTheDocument();
  });
});
