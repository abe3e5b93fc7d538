/**
 * ISO 4217 minor units (decimal places) of a currency: one copy for the web app (formatting, amount fields)
 * and the mock bank (exact money in bigint minor units), so the form and the server cannot disagree.
 *
 * The table holds the codes whose minor units differ from 2, and those where Intl (CLDR) reports a cash
 * habit instead of ISO: the API validates amounts against ISO 4217, so ISO wins. Other codes ask Intl.
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
  // CLDR says 0 for these cash-only habits; ISO 4217 keeps 2.
  HUF: 2,
  TWD: 2,
  IDR: 2,
  COP: 2,
};

const cache = new Map<string, number>();

/** Number of decimal places of a currency (GBP 2, JPY 0, KWD 3); 2 for an unknown code. */
export function currencyMinorUnits(code: string): number {
  const upper = code.trim().toUpperCase();
  const known = ISO_MINOR_UNITS[upper];
  if (known !== undefined) return known;
  const cached = cache.get(upper);
  if (cached !== undefined) return cached;
  let digits = 2;
  if (/^[A-Z]{3}$/.test(upper)) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency: upper }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
  }
  cache.set(upper, digits);
  return digits;
}
