import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { useNewPaymentStore } from './model/new-payment-store';
import { RecipientStepScreen } from './recipient-step-screen';

const { bank } = serveMockBank();
const SLOW = { timeout: 10_000 };

/** 150 more recipients for Northwind, and one whose name sorts after all of them (beyond the first 100). */
function manyRecipients() {
  const [template] = [...bank.store.recipients.values()].filter(
    (r) => r.orgRef === 'org_northwind' && r.currency === 'GBP' && r.status === 'active',
  );
  if (!template) throw new Error('no active GBP recipient in the seed');
  for (let i = 1; i <= 150; i++) {
    const ref = `rcp_bulk${String(i).padStart(3, '0')}`;
    const name = `Bulk Supplier ${String(i).padStart(3, '0')}`;
    bank.store.recipients.set(ref, { ...template, ref, name, legalName: name });
  }
  bank.store.recipients.set('rcp_zulu', {
    ...template,
    ref: 'rcp_zulu',
    name: 'Zulu Freight',
    legalName: 'Zulu Freight Forwarding (Kent) Ltd',
  });
}

describe('recipient step: the bank searches as the user types', { timeout: 60_000 }, () => {
  beforeEach(() => {
    manyRecipients();
    const session = useSessionStore.getState();
    useNewPaymentStore.getState().claim(`${session.userRef}|${session.currentAccountRef}`);
    useNewPaymentStore.getState().reset();
  });

  it('finds and chooses a recipient beyond the first 100', async () => {
    const { user } = renderScreen(<RecipientStepScreen />);
    expect(
      await screen.findByText(/Type to search by name: 100 of \d+ recipients are listed\./, {}, SLOW),
    ).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: /^Recipient/ });
    await user.click(picker);
    expect(await screen.findAllByRole('option')).toHaveLength(100);
    expect(screen.queryByRole('option', { name: /^Zulu Freight/ })).toBeNull();

    await user.type(picker, 'zulu');
    await user.click(await screen.findByRole('option', { name: /^Zulu Freight · GBP/ }, SLOW));
    expect(useNewPaymentStore.getState().draft).toMatchObject({
      recipientRef: 'rcp_zulu',
      recipientName: 'Zulu Freight',
    });
    // The choice stays shown once the search is cleared and the first page is listed again.
    await waitFor(() => expect(screen.getAllByText(/^Zulu Freight · GBP/).length).toBeGreaterThan(0), SLOW);
  });

  it('finds a recipient by its legal name, which its label does not show', async () => {
    const { user } = renderScreen(<RecipientStepScreen />);
    const picker = await screen.findByRole('combobox', { name: /^Recipient/ });
    await user.type(picker, 'forwarding (kent)');
    expect(await screen.findByRole('option', { name: /^Zulu Freight · GBP/ }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
