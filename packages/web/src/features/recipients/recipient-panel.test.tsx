import { unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { type PanelState, RecipientPanel } from './recipient-panel';

serveMockBank({ signIn: false });

describe('the recipient panel and the role (rule ROLE-04)', () => {
  it('says why in place of the form when the role cannot manage recipients (a role changed while it was open)', async () => {
    await signInToMockBank('lin@northwind.test');
    const recipients = await unwrap(
      apiClient.GET('/accounts/{account}/recipients', { params: { path: { account: 'org_northwind' } } }),
    );
    const recipient = recipients.data[0];
    if (!recipient) throw new Error('the seed has recipients');
    renderScreen(
      <RecipientPanel
        account="org_northwind"
        state={{ mode: 'edit', recipient }}
        onChange={() => undefined}
      />,
    );
    expect(await screen.findByTestId('permission-notice')).toHaveTextContent(
      "Your role (Viewer) can't manage recipients. Ask an owner or admin.",
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});

/** The panel as the recipients screen holds it: after a save it shows the saved recipient. */
function Harness() {
  const [state, setState] = useState<PanelState>({ mode: 'create' });
  return <RecipientPanel account="org_northwind" state={state} onChange={setState} />;
}

describe('the recipient panel and the keyboard', () => {
  it('starts on the form’s first field (the chosen type), not on the close button', async () => {
    await signInToMockBank('ada@northwind.test');
    renderScreen(<Harness />);
    const panel = await screen.findByRole('dialog', { name: 'Add recipient' }, { timeout: 10_000 });
    // The form is drawn after the dialog placed its focus.
    const business = await within(panel).findByRole('radio', { name: 'Business' }, { timeout: 10_000 });
    await waitFor(() => expect(business).toHaveFocus());
  });
});

describe('the recipient panel asks the payee’s bank before saving (rules VOP-02, VOP-03)', {
  timeout: 60_000,
}, () => {
  const SLOW = { timeout: 10_000 };

  async function fillUkRecipient(user: ReturnType<typeof renderScreen>['user'], name: string) {
    const panel = await screen.findByRole('dialog', { name: 'Add recipient' }, SLOW);
    // The form is drawn a frame after the panel.
    await user.type(await within(panel).findByRole('textbox', { name: /^Name/ }, SLOW), name);
    await user.click(within(panel).getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }, SLOW));
    await user.type(within(panel).getByRole('textbox', { name: /^Sort code/ }), '20-00-00');
    await user.type(within(panel).getByRole('textbox', { name: /^Account number/ }), '55779911');
    await user.click(within(panel).getByRole('button', { name: 'Add recipient' }));
    return panel;
  }

  it('after a close match, "Use <name held>" saves the name the bank holds, then shows the stored match', async () => {
    await signInToMockBank('ada@northwind.test');
    const { user } = renderScreen(<Harness />);
    const panel = await fillUkRecipient(user, 'Close Match Fenwick');
    expect(await within(panel).findByText('Payee check: Close match', {}, SLOW)).toBeInTheDocument();
    // The save waits for the user's choice.
    expect(within(panel).queryByRole('button', { name: 'Add recipient' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Use Close Match Fenwick Holdings Ltd' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit recipient' }, SLOW);
    expect(await within(edit).findByText('Payee check: Name matches')).toBeInTheDocument();
    expect(within(edit).getByText(/^Checked .* \(Confirmation of Payee\)$/)).toBeInTheDocument();
    expect(within(edit).getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Close Match Fenwick Holdings Ltd',
    );
  });

  it('after a no match, saves only on "Add anyway", and keeps the answer with the recipient', async () => {
    await signInToMockBank('ada@northwind.test');
    const { user } = renderScreen(<Harness />);
    const panel = await fillUkRecipient(user, 'No Match Fenwick');
    expect(await within(panel).findByText('Payee check: Name does not match', {}, SLOW)).toBeInTheDocument();
    // Changing the name drops the answer: it described the name before.
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), ' Ltd');
    expect(within(panel).queryByText('Payee check: Name does not match')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Add recipient' }));
    await user.click(await within(panel).findByRole('button', { name: 'Add anyway' }, SLOW));
    const edit = await screen.findByRole('dialog', { name: 'Edit recipient' }, SLOW);
    expect(await within(edit).findByText('Payee check: Name does not match')).toBeInTheDocument();
  });
});
