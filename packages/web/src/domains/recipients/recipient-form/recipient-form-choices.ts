import type { Company } from './company-lookup';
import type { Country, RecipientFormValues } from './recipient-form-model';

interface Choice {
  label: string;
  value: string;
}

/** The countries to choose from, by name, in the bank's order. */
export function countryChoices(countries: ReadonlyArray<Country>): Choice[] {
  return countries.map((c) => ({ label: c.name, value: c.code }));
}

/** Each country's currency once, alphabetically. */
export function currencyChoices(countries: ReadonlyArray<Country>): Choice[] {
  const codes = [...new Set(countries.map((c) => c.currency))].sort();
  return codes.map((code) => ({ label: code, value: code }));
}

/**
 * The currency to set once the country changed, or null to keep the current one (rule RCP-04): the new
 * country's currency follows unless the user chose another one on purpose (one that is not the previous country's).
 */
export function currencyAfterCountryChange(
  countries: ReadonlyArray<Country>,
  code: string,
  previousCode: string,
  currentCurrency: string,
): string | null {
  const previous = countries.find((c) => c.code === previousCode);
  const next = countries.find((c) => c.code === code);
  if (next && (!currentCurrency || currentCurrency === previous?.currency)) return next.currency;
  return null;
}

type CompanyFill = Partial<
  Pick<RecipientFormValues, 'legal_name' | 'registration_number' | 'name' | 'country' | 'currency'>
>;

/**
 * What a picked company fills in (rule RCP-05): always its legal name and number; the name, country and currency only
 * where the user left them empty (and the country only when the bank knows it).
 */
export function fillFromCompany(
  company: Company,
  current: Pick<RecipientFormValues, 'name' | 'country' | 'currency'>,
  countries: ReadonlyArray<Country>,
): CompanyFill {
  const fill: CompanyFill = { legal_name: company.name, registration_number: company.registration_number };
  if (!current.name.trim()) fill.name = company.name;
  const match = countries.find((c) => c.code === company.country);
  if (!current.country && match) {
    fill.country = company.country;
    if (!current.currency) fill.currency = match.currency;
  }
  return fill;
}
