/** The flag's country code: the currency code less its last letter, lowercased (GBP → gb; EUR → eu). */
export function currencyToFlagCode(currency: string): string {
  const code = currency.trim();
  return code.length >= 2 ? code.slice(0, -1).toLowerCase() : '';
}
