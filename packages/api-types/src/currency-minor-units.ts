/**
 * ISO 4217 minor units (decimal places) of a currency: one copy for the web app (formatting, amount fields)
 * and the mock bank (exact money in bigint minor units), so the form and the server cannot disagree.
 *
 * The table holds every current code whose minor units differ from 2; all others have 2. Intl is not asked:
 * CLDR gives cash habits where ISO 4217 (and so the API) keeps 2 (0 for sixteen codes, the forint and the lek
 * among them), and the first Intl formatter loads ICU's data, about a fifth of the dashboard's first render on
 * a phone.
 */
const ISO_MINOR_UNITS: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLF: 4,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  UYW: 4,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
};

/** Number of decimal places of a currency (GBP 2, JPY 0, KWD 3); 2 for an unknown code. */
export function currencyMinorUnits(code: string): number {
  return ISO_MINOR_UNITS[code.trim().toUpperCase()] ?? 2;
}
