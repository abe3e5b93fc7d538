import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../domains/session/session-store';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { AccountScreen } from './account-screen';
import { profileSchema, toProfileUpdate } from './profile-schema';

describe('profile schema', () => {
  it('accepts E.164 with typing spaces and clears empty optional fields', () => {
    const values = profileSchema.parse({
      first_name: ' Ada ',
      last_name: 'Lovelace',
      phone: '+44 (7700) 900-123',
      job_title: '',
    });
    expect(toProfileUpdate(values)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+447700900123',
      job_title: null,
    });
  });

  it('refuses a phone outside E.164 and empty names', () => {
    for (const phone of ['447700900123', '+0447700900', '+12345', '+1234567890123456', '+44 77OO']) {
      expect(profileSchema.safeParse({ first_name: 'A', last_name: 'B', phone, job_title: '' }).success).toBe(
        false,
      );
    }
    expect(
      profileSchema.safeParse({ first_name: ' ', last_name: 'B', phone: '', job_title: '' }).success,
    ).toBe(false);
  });
});

describe('account profile against the mock bank', () => {
  const { server } = serveMockBank();

  it('shows the profile, organizations with roles and copyable identifiers', async () => {
    renderScreen(<AccountScreen />);
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
    const orgs = screen.getByRole('table', { name: 'Organizations and roles' });
    expect(within(orgs).getByRole('row', { name: /Northwind Trading Ltd Owner/ })).toBeInTheDocument();
    expect(within(orgs).getByRole('row', { name: /Acme Exports GmbH Admin/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy user ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Operating account ID' })).toBeInTheDocument();
  });

  it("shows each bank account's holder, bank and details per currency first, copyable, and shares them as text", async () => {
    const user = userEvent.setup();
    renderScreen(<AccountScreen />);
    const operating = await screen.findByRole('region', { name: 'Operating account' });
    expect(operating).toHaveTextContent('Account holderNorthwind Trading Ltd');
    expect(operating).toHaveTextContent('BankLedgerline Bank plc');
    const gbp = within(operating).getByRole('group', {
      name: 'Operating account: GBP · UK payments (Faster Payments, Bacs, CHAPS)',
    });
    expect(gbp).toHaveTextContent('Sort code04-00-04');
    expect(gbp).toHaveTextContent('Account number12345678');
    expect(within(operating).getByText('GB78 LDGL 0400 0412 3456 78')).toBeInTheDocument();
    expect(within(operating).getByText('026073150')).toBeInTheDocument();
    expect(
      within(operating).getByRole('button', { name: 'Copy Operating account GBP IBAN' }),
    ).toBeInTheDocument();
    // The portal's own ref comes after the real identifiers.
    const ids = [...operating.querySelectorAll('[data-identifier]')].map((e) =>
      e.getAttribute('data-identifier'),
    );
    expect(ids.at(-1)).toBe('ba_northwind_ops');
    expect(ids[0]).toBe('040004');

    await user.click(within(operating).getByRole('button', { name: 'Share details of Operating account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the details of Operating account' });
    const text = within(dialog).getByTestId('shared-account-details').textContent ?? '';
    expect(text).toContain('Bank details of Northwind Trading Ltd (Operating account)');
    expect(text).toContain('Sort code: 04-00-04');
    expect(text).toContain('IBAN: IE59 LDGL 9311 5212 3456 78');
    expect(within(dialog).getByRole('button', { name: 'Copy text' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('lays the personal details out as label/value pairs, in order', async () => {
    renderScreen(<AccountScreen />);
    await screen.findByTestId('profile-name');
    const details = screen.getByLabelText('Personal details', { selector: 'dl' });
    const rows = [...details.children].map((item) => [
      item.querySelector('dt')?.textContent,
      item.querySelector('dd')?.textContent,
    ]);
    expect(rows.map(([label]) => label)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Job title',
      'Two-factor authentication',
      'Member since',
      'User ID',
    ]);
    expect(rows[0]?.[1]).toBe('Ada Lovelace');
    expect(rows[1]?.[1]).toBe('ada@northwind.test');
    // Each label is followed by its own value in the same item.
    for (const item of details.children) {
      expect(item.children[0]?.tagName).toBe('DT');
      expect(item.children[1]?.tagName).toBe('DD');
    }
  });

  it('lets an identifier wrap only after its underscores, its text kept whole', async () => {
    renderScreen(<AccountScreen />);
    await screen.findByTestId('profile-name');
    const treasury = document.querySelector('[data-identifier="ba_northwind_treasury"]');
    expect(treasury?.textContent).toBe('ba_northwind_treasury');
    // The break opportunities (<wbr>) come right after each underscore and nowhere else.
    const pieces = [...(treasury?.childNodes ?? [])].map((node) =>
      node.nodeName === 'WBR' ? '|' : (node.textContent ?? ''),
    );
    expect(pieces.join('')).toBe('ba_|northwind_|treasury');
  });

  it('saves an edit: the phone is shown grouped in threes and the frame name follows', async () => {
    const { user } = renderScreen(<AccountScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+44 7700 900123');
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('profile-phone')).toHaveTextContent('+447 700 900 123');
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Augusta Lovelace');
    expect(useSessionStore.getState().userData.name).toBe('Augusta Lovelace');
  });

  it('shows the server field errors under their fields', async () => {
    server.use(
      http.patch('*/user/show', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { job_title: ['Job title is on a deny list.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderScreen(<AccountScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const jobTitle = screen.getByRole('textbox', { name: 'Job title' });
    await waitFor(() => expect(jobTitle).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Job title is on a deny list.')).toBeInTheDocument();
    expect(jobTitle).toHaveFocus();
  });

  it('shows an error state with a retry when the profile cannot be loaded', async () => {
    server.use(
      http.get('*/user/show', () => HttpResponse.json({ message: 'Down for maintenance.' }, { status: 503 })),
    );
    renderScreen(<AccountScreen />);
    expect(await screen.findByText('Down for maintenance.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
