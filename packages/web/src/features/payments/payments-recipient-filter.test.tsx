import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { PaymentsScreen } from './payments-screen';

const { bank } = serveMockBank();
const SLOW = { timeout: 10_000 };

/** 150 more recipients for Northwind, and one whose name sorts after all of them (beyond the first 100). */
function manyRecipients() {
  const [template] = [...bank.store.recipients.values()].filter((r) => r.orgRef === 'org_northwind');
  if (!template) throw new Error('no Northwind recipient in the seed');
  for (let i = 1; i <= 150; i++) {
    const ref = `rcp_bulk${String(i).padStart(3, '0')}`;
    bank.store.recipients.set(ref, { ...template, ref, name: `Bulk Supplier ${String(i).padStart(3, '0')}` });
  }
  bank.store.recipients.set('rcp_zulu', { ...template, ref: 'rcp_zulu', name: 'Zulu Freight' });
}

describe('payments: the recipient filter searches the bank', { timeout: 60_000 }, () => {
  beforeEach(() => {
    manyRecipients();
  });

  it('finds a recipient beyond the first 100 and puts it in the URL', async () => {
    const { user, router } = renderScreen(<PaymentsScreen />, { path: '/app/payments' });
    const picker = await screen.findByRole('combobox', { name: 'Recipient' }, SLOW);
    await user.click(picker);
    const menu = await screen.findByRole('listbox', {}, SLOW);
    expect(await within(menu).findAllByRole('option')).toHaveLength(100);
    expect(screen.queryByRole('option', { name: 'Zulu Freight' })).toBeNull();
    await user.type(picker, 'zulu');
    await user.click(await screen.findByRole('option', { name: 'Zulu Freight' }, SLOW));
    await waitFor(() => expect(router.state.location.search).toContain('recipient=rcp_zulu'));
  });

  it('names a recipient chosen in the URL even when it is not among the listed ones', async () => {
    renderScreen(<PaymentsScreen />, { path: '/app/payments?recipient=rcp_zulu' });
    expect(await screen.findByText('Zulu Freight', {}, SLOW)).toBeInTheDocument();
  });
});
