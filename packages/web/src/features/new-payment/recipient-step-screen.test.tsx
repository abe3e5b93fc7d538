import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../domains/session/session-store';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { useNewPaymentStore } from './model/new-payment-store';
import { RecipientStepScreen } from './recipient-step-screen';
import { STEP_HREF } from './step-links';
import { addManyRecipients } from './testing/many-recipients';

const { bank } = serveMockBank();
const SLOW = { timeout: 10_000 };

describe('recipient step: the bank searches as the user types', { timeout: 60_000 }, () => {
  beforeEach(() => {
    addManyRecipients(bank);
    freshDraft();
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
});

/** A fresh draft owned by the signed-in user and account, as the new-payment layout claims it. */
function freshDraft() {
  const session = useSessionStore.getState();
  useNewPaymentStore.getState().claim(`${session.userRef}|${session.currentAccountRef}`);
  useNewPaymentStore.getState().reset();
}

type User = ReturnType<typeof renderScreen>['user'];

/** Opens the inline form and fills in an individual UK recipient (sort code and account number). */
async function fillInlineUkRecipient(user: User, name: string, email = '') {
  await user.click(await screen.findByRole('button', { name: 'Add a new recipient' }, SLOW));
  const form = screen.getByRole('form', { name: 'New recipient' });
  await user.click(within(form).getByRole('radio', { name: 'Individual' }));
  await user.type(within(form).getByRole('textbox', { name: /^Name/ }), name);
  if (email) await user.type(within(form).getByRole('textbox', { name: /^Email/ }), email);
  const country = within(form).getByRole('combobox', { name: /^Country/ });
  await user.click(country);
  await user.type(country, 'United K');
  await user.click(await screen.findByRole('option', { name: 'United Kingdom' }, SLOW));
  await user.type(within(form).getByRole('textbox', { name: /^Sort code/ }), '60-16-13');
  await user.type(within(form).getByRole('textbox', { name: /^Account number/ }), '31926819');
  return form;
}

const storedNamed = (name: string) => [...bank.store.recipients.values()].filter((r) => r.name === name);

describe('recipient step: a recipient added inline', { timeout: 60_000 }, () => {
  beforeEach(freshDraft);

  it('adds the recipient at the bank and chooses it in the draft', async () => {
    const { user, router } = renderScreen(<RecipientStepScreen />, {
      path: STEP_HREF.recipient,
      routes: [{ path: STEP_HREF.reason, element: <h1>Reason step</h1> }],
    });
    const form = await fillInlineUkRecipient(user, 'Morwenna Trelawny');
    expect(storedNamed('Morwenna Trelawny')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Add and choose' }));

    expect(await screen.findByText('Recipient added.', {}, SLOW)).toBeInTheDocument();
    const [stored] = storedNamed('Morwenna Trelawny');
    expect(stored).toMatchObject({
      orgRef: 'org_northwind',
      type: 'individual',
      country: 'GB',
      currency: 'GBP',
      bankDetails: { scheme: 'sort_code', sort_code: '601613', account_number: '31926819' },
    });
    expect(useNewPaymentStore.getState().draft).toMatchObject({
      recipientRef: stored?.ref,
      recipientName: 'Morwenna Trelawny',
      recipientCurrency: 'GBP',
      recipientSummary: 'Sort code 60-16-13, account ••••6819',
    });
    // Shown as the choice, and the inline form gives way to its button again.
    const chosen = screen.getByRole('group', { name: 'Selected recipient' });
    expect(chosen).toHaveTextContent('Morwenna Trelawny');
    expect(chosen).toHaveTextContent('GBP · Sort code 60-16-13, account ••••6819');
    expect(screen.queryByRole('form', { name: 'New recipient' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a new recipient' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Reason step' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(STEP_HREF.reason);
  });

  it("shows the bank's refusal under the field it concerns, keeps what was typed and chooses nothing", async () => {
    const { user } = renderScreen(<RecipientStepScreen />);
    // The browser's check only wants something@something.something; the contract's email format
    // (checked by the bank) refuses an underscore in the domain.
    const form = await fillInlineUkRecipient(user, 'Morwenna Trelawny', 'accounts@tre_lawny.example');
    await user.click(within(form).getByRole('button', { name: 'Add and choose' }));

    const email = within(form).getByRole('textbox', { name: /^Email/ });
    await waitFor(
      () => expect(email).toHaveAccessibleDescription('The email field has an invalid format.'),
      SLOW,
    );
    expect(email).toBeInvalid();
    expect(email).toHaveValue('accounts@tre_lawny.example');
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Morwenna Trelawny');
    expect(within(form).getByRole('textbox', { name: /^Sort code/ })).toHaveValue('60-16-13');
    expect(within(form).getByRole('textbox', { name: /^Account number/ })).toHaveValue('31926819');
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toBeValid();
    expect(storedNamed('Morwenna Trelawny')).toHaveLength(0);
    expect(useNewPaymentStore.getState().draft.recipientRef).toBeNull();
    expect(screen.queryByRole('group', { name: 'Selected recipient' })).toBeNull();
  });
});
