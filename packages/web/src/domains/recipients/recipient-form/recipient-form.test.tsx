import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render';
import { RecipientForm } from './recipient-form';
import type { Country } from './recipient-form-model';

const countries: Country[] = [
  { code: 'DE', name: 'Germany', currency: 'EUR', bank_details_scheme: 'iban', iban_length: 22 },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP', bank_details_scheme: 'sort_code', iban_length: 22 },
  { code: 'US', name: 'United States', currency: 'USD', bank_details_scheme: 'aba', iban_length: null },
];

const currencyShown = () => within(screen.getAllByTestId('select-field')[1] as HTMLElement);

async function choose(user: ReturnType<typeof renderUi>['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('RecipientForm country and currency', () => {
  it("takes the country's currency, and follows the next country while the currency was the country's", async () => {
    const { user } = renderUi(<RecipientForm countries={countries} onSubmit={() => {}} />);
    await choose(user, /Country/, 'Germany');
    expect(currencyShown().getByText('EUR')).toBeInTheDocument();
    await choose(user, /Country/, 'United Kingdom');
    expect(currencyShown().getByText('GBP')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Sort code/ })).toBeInTheDocument();
  });

  it('keeps a currency the user chose on purpose when the country changes', async () => {
    const { user } = renderUi(<RecipientForm countries={countries} onSubmit={() => {}} />);
    await choose(user, /Country/, 'United Kingdom');
    await choose(user, /Currency/, 'USD');
    await choose(user, /Country/, 'Germany');
    expect(currencyShown().getByText('USD')).toBeInTheDocument();
  });
});

describe('RecipientForm errors follow the values', () => {
  it('clears "Choose a currency." when picking United Kingdom fills the currency after an empty submit', async () => {
    const { user } = renderUi(<RecipientForm countries={countries} onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save recipient' }));
    expect(await screen.findByText('Choose a currency.')).toBeInTheDocument();
    expect(screen.getByText('Choose a country.')).toBeInTheDocument();
    await choose(user, /Country/, 'United Kingdom');
    expect(currencyShown().getByText('GBP')).toBeInTheDocument();
    expect(screen.queryByText('Choose a currency.')).not.toBeInTheDocument();
    expect(screen.queryByText('Choose a country.')).not.toBeInTheDocument();
    // Fields still empty keep their errors.
    expect(screen.getByRole('textbox', { name: /Sort code/ })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox').some((box) => box.getAttribute('aria-invalid') === 'true')).toBe(
      true,
    );
  });
});
