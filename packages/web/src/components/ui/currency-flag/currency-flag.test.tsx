import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render';
import { CountryFlag, CurrencyFlag } from './currency-flag';
import { currencyFlagCountry } from './flag-code';

const BANK_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'SGD',
  'HKD',
  'NZD',
  'ZAR',
  'CZK',
  'HUF',
  'MXN',
];

/** The flag named `name` once the flag set has loaded (a neutral placeholder of the same name stands in until then). */
async function loadedFlag(name: string) {
  await waitFor(() => expect(screen.getByRole('img', { name })).not.toHaveAttribute('data-flag', 'loading'));
  return screen.getByRole('img', { name });
}

describe('currencyFlagCountry', () => {
  it("is the currency's country, the EU for the euro, and none for the X-codes", () => {
    expect(currencyFlagCountry('GBP')).toBe('GB');
    expect(currencyFlagCountry('usd')).toBe('US');
    expect(currencyFlagCountry('EUR')).toBe('EU');
    expect(currencyFlagCountry('XAU')).toBeNull();
    expect(currencyFlagCountry('XOF')).toBeNull();
    expect(currencyFlagCountry('')).toBeNull();
  });
});

describe('CurrencyFlag', () => {
  it.each(BANK_CURRENCIES)(
    "shows %s's flag from the app's own origin, named by the code",
    async (currency) => {
      renderUi(<CurrencyFlag currency={currency} />);
      const flag = await loadedFlag(currency);
      const country = currencyFlagCountry(currency) ?? '';
      expect(flag).toHaveAttribute('data-flag', country.toLowerCase());
      // A path of this origin (the CSP allows img-src 'self' only), never another host.
      expect(flag.getAttribute('src')).toMatch(new RegExp(`^/[^/].*/${country}\\.svg$`));
    },
  );

  it('keeps its 3:2 size while the flag set loads, and after', async () => {
    // A fresh module, so the flag set is not loaded yet (it loads once per session).
    vi.resetModules();
    const fresh = await import('./currency-flag');
    renderUi(<fresh.CurrencyFlag currency="CHF" size={30} />);
    const placeholder = screen.getByRole('img', { name: 'CHF' });
    expect(placeholder).toHaveAttribute('data-flag', 'loading');
    const flag = await loadedFlag('CHF');
    expect(flag).toHaveAttribute('data-flag', 'ch');
    for (const shown of [placeholder, flag]) {
      expect(shown).toHaveAttribute('width', '30');
      expect(shown).toHaveAttribute('height', '20');
    }
  });

  it('falls back to a neutral flag for a currency of no single country', async () => {
    renderUi(<CurrencyFlag currency="XAU" />);
    expect(await loadedFlag('XAU')).toHaveAttribute('data-flag', 'fallback');
  });

  it('can be decorative', async () => {
    const { container } = renderUi(<CurrencyFlag currency="GBP" decorative />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('CountryFlag', () => {
  it("shows a country's flag by its code, and the neutral flag for a code the set lacks", async () => {
    renderUi(
      <>
        <CountryFlag country="de" />
        <CountryFlag country="ZZ" />
      </>,
    );
    expect(await loadedFlag('DE')).toHaveAttribute('data-flag', 'de');
    expect(await loadedFlag('ZZ')).toHaveAttribute('data-flag', 'fallback');
  });
});
