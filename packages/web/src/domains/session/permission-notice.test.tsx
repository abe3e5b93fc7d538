import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { PermissionButton } from './permission-button';
import { PermissionNotice } from './permission-notice';

describe('PermissionNotice and PermissionButton against the mock bank (rules ROLE-03, ROLE-04)', () => {
  serveMockBank({ signIn: false });

  it('shows the owner the form and a working link', async () => {
    await signInToMockBank('ada@northwind.test');
    renderScreen(
      <>
        <PermissionNotice permission="payments.create">
          <form aria-label="Payment form" />
        </PermissionNotice>
        <PermissionButton permission="payments.create" to="/app/new-payment">
          New payment
        </PermissionButton>
      </>,
    );
    expect(screen.getByRole('form', { name: 'Payment form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New payment' })).toHaveAttribute('href', '/app/new-payment');
    expect(screen.queryByTestId('permission-notice')).not.toBeInTheDocument();
  });

  it('shows the viewer the reason instead of the form, and the action disabled with it', async () => {
    await signInToMockBank('lin@northwind.test');
    const { user } = renderScreen(
      <>
        <PermissionNotice permission="payments.create">
          <form aria-label="Payment form" />
        </PermissionNotice>
        <PermissionButton permission="payments.create" to="/app/new-payment">
          New payment
        </PermissionButton>
      </>,
    );
    const reason = "Your role (Viewer) can't make payments. Ask an owner or admin.";
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(reason);
    expect(screen.queryByRole('link', { name: 'New payment' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'New payment' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(reason);
    // A tap (no hover on a phone) tells why.
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});
