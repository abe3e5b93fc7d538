import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { NewPaymentLayout } from './new-payment-layout';

serveMockBank({ signIn: false });

const renderFlow = () =>
  renderScreen(<NewPaymentLayout />, { path: '/app/new-payment/recipient', route: '/app/new-payment/*' });

describe('the new-payment flow and the role (rule ROLE-04)', () => {
  it('a viewer sees why, in place of the steps', async () => {
    await signInToMockBank('lin@northwind.test');
    renderFlow();
    expect(screen.getByRole('heading', { level: 1, name: 'New payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Not available for your roleYour role (Viewer) can't make payments. Ask an owner or admin.",
    );
    expect(screen.queryByRole('list', { name: 'Payment steps' })).not.toBeInTheDocument();
  });

  it('a member gets the steps', async () => {
    await signInToMockBank('mo@northwind.test');
    renderFlow();
    expect(screen.queryByTestId('permission-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Payment steps' })).toBeInTheDocument();
  });
});
