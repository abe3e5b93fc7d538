import { currencyFlagCountry } from './flag-code';
import { FlagImage } from './flag-image';

export interface CurrencyFlagProps {
  /** ISO 4217 code, e.g. 'GBP'. */
  currency: string;
  /** Width in px; the height follows the 3:2 ratio. */
  size?: number;
  /** Hide from assistive technology when the code is already written next to the flag. */
  decorative?: boolean;
}

/** The flag of a currency's country (the EU's for the euro), with a neutral fallback; named by the code. */
export function CurrencyFlag({ currency, size = 24, decorative = false }: CurrencyFlagProps) {
  return (
    <FlagImage
      country={currencyFlagCountry(currency)}
      label={currency.toUpperCase()}
      size={size}
      decorative={decorative}
    />
  );
}

export interface CountryFlagProps {
  /** ISO 3166 alpha-2 code, e.g. 'DE'. */
  country: string;
  size?: number;
  decorative?: boolean;
}

/** A country's flag, with a neutral fallback; named by the code. */
export function CountryFlag({ country, size = 24, decorative = false }: CountryFlagProps) {
  const code = country.trim().toUpperCase();
  return <FlagImage country={code || null} label={code} size={size} decorative={decorative} />;
}
