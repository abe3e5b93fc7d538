/**
 * The country whose flag stands for a currency, or null when none does. One rule, in one place: an ISO 4217
 * code starts with the ISO 3166 code of its country (GBP → GB, CHF → CH), the euro flies the EU's flag, and
 * X-codes (gold, SDR, the CFA and East Caribbean francs) belong to no single country.
 */
export function currencyFlagCountry(currency: string): string | null {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || code.startsWith('X')) return null;
  return code === 'EUR' ? 'EU' : code.slice(0, 2);
}
