import { unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { RecipientsScreen } from './recipients-screen';

const { bank } = serveMockBank();
const SLOW = { timeout: 10_000 };
const ACCOUNT = 'org_northwind';

type User = ReturnType<typeof renderScreen>['user'];

/** A GBP business recipient added at the bank (through its API), as a user would have earlier. */
async function addRecipientAtBank(name: string) {
  const answer = await unwrap(
    apiClient.POST('/accounts/{account}/recipients', {
      params: { path: { account: ACCOUNT } },
      body: {
        type: 'business',
        name,
        country: 'GB',
        currency: 'GBP',
        bank_details: { scheme: 'sort_code', sort_code: '601613', account_number: '31926819' },
      },
    }),
  );
  return answer.data;
}

const textbox = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });

async function retype(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

describe('recipients: edit in the side panel', { timeout: 60_000 }, () => {
  it('saves a new name and bank details at the bank and shows them in the table', async () => {
    const original = await addRecipientAtBank('Penhallow Haulage');
    const { user } = renderScreen(<RecipientsScreen />, { path: '/app/recipients?search=Penhallow' });
    const table = await screen.findByRole('table', { name: 'Recipients' }, SLOW);
    const row = await within(table).findByRole('row', { name: /Penhallow Haulage/ }, SLOW);
    expect(row).toHaveTextContent('Sort code 60-16-13, account ••••6819');

    await user.click(within(row).getByRole('button', { name: 'Edit Penhallow Haulage' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit recipient' }, SLOW);
    // The form starts from the stored recipient (drawn a frame after the panel).
    await within(panel).findByRole('textbox', { name: /^Name/ }, SLOW);
    expect(textbox(panel, /^Name/)).toHaveValue('Penhallow Haulage');
    expect(textbox(panel, /^Sort code/)).toHaveValue('60-16-13');
    expect(textbox(panel, /^Account number/)).toHaveValue('31926819');

    await retype(user, textbox(panel, /^Name/), 'Penhallow Freight Ltd');
    await retype(user, textbox(panel, /^Sort code/), '20-00-00');
    await retype(user, textbox(panel, /^Account number/), '55779911');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Recipient updated.', {}, SLOW)).toBeInTheDocument();
    expect(bank.store.recipients.get(original.ref)).toMatchObject({
      name: 'Penhallow Freight Ltd',
      country: 'GB',
      currency: 'GBP',
      bankDetails: { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' },
    });
    // The panel stays on the saved recipient until it is closed.
    expect(textbox(panel, /^Name/)).toHaveValue('Penhallow Freight Ltd');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit recipient' })).toBeNull(), SLOW);

    // The list was fetched again: the same recipient, renamed, with its new details.
    const renamed = await within(table).findByRole('row', { name: /Penhallow Freight Ltd/ }, SLOW);
    expect(renamed).toHaveTextContent('Sort code 20-00-00, account ••••9911');
    expect(within(table).queryByRole('row', { name: /Penhallow Haulage/ })).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });
});

describe("recipients: the bank's field errors", { timeout: 60_000 }, () => {
  it('shows a refusal under the field it concerns and keeps what was typed', async () => {
    const { user } = renderScreen(<RecipientsScreen />, { path: '/app/recipients' });
    await user.click(await screen.findByRole('button', { name: 'Add recipient' }, SLOW));
    const panel = await screen.findByRole('dialog', { name: 'Add recipient' }, SLOW);
    await user.click(await within(panel).findByRole('radio', { name: 'Individual' }, SLOW));
    await user.type(textbox(panel, /^Name/), 'Jory Penrose');
    // The browser's check only wants something@something.something; the contract's email format
    // (checked by the bank) refuses an underscore in the domain.
    await user.type(textbox(panel, /^Email/), 'jory@pen_rose.example');
    const country = within(panel).getByRole('combobox', { name: /^Country/ });
    await user.click(country);
    await user.type(country, 'United K');
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }, SLOW));
    await user.type(textbox(panel, /^Sort code/), '60-16-13');
    await user.type(textbox(panel, /^Account number/), '31926819');
    await user.click(within(panel).getByRole('button', { name: 'Add recipient' }));

    const email = textbox(panel, /^Email/);
    await waitFor(
      () => expect(email).toHaveAccessibleDescription('The email field has an invalid format.'),
      SLOW,
    );
    expect(email).toBeInvalid();
    for (const other of [/^Name/, /^Sort code/, /^Account number/]) expect(textbox(panel, other)).toBeValid();
    expect(email).toHaveValue('jory@pen_rose.example');
    expect(textbox(panel, /^Name/)).toHaveValue('Jory Penrose');
    expect(textbox(panel, /^Sort code/)).toHaveValue('60-16-13');
    expect(textbox(panel, /^Account number/)).toHaveValue('31926819');
    expect(within(panel).getAllByTestId('select-field')[0]).toHaveTextContent('United Kingdom');
    // Still the create panel: nothing was added, and the message is not repeated in a banner.
    expect(within(panel).getByRole('heading', { name: 'Add recipient' })).toBeInTheDocument();
    expect(within(panel).getAllByText('The email field has an invalid format.')).toHaveLength(1);
    expect([...bank.store.recipients.values()].some((r) => r.name === 'Jory Penrose')).toBe(false);

    // Corrected, the same form goes through.
    await user.clear(email);
    await user.type(email, 'jory@penrose.example');
    await user.click(within(panel).getByRole('button', { name: 'Add recipient' }));
    expect(
      await screen.findByText('Recipient added. You can upload KYC documents now.', {}, SLOW),
    ).toBeInTheDocument();
    expect([...bank.store.recipients.values()].find((r) => r.name === 'Jory Penrose')).toMatchObject({
      email: 'jory@penrose.example',
    });
  });
});

describe('recipients for a viewer (rule ROLE-03)', { timeout: 60_000 }, () => {
  it('lists them; adding, editing and deleting are shown disabled with the reason', async () => {
    await signInToMockBank('lin@northwind.test');
    const { user } = renderScreen(<RecipientsScreen />, { path: '/app/recipients' });
    const table = await screen.findByRole('table', { name: 'Recipients' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    const reason = "Your role (Viewer) can't manage recipients. Ask an owner or admin.";
    const add = screen.getByRole('button', { name: 'Add recipient' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(reason);
    const [edit] = within(table).getAllByRole('button', { name: /^Edit / });
    const [remove] = within(table).getAllByRole('button', { name: /^Delete / });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(reason);
    await user.click(add);
    await user.click(edit as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
