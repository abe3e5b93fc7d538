import { composeIBAN, isValidIBAN } from 'ibantools';
import type { BankDetails } from '../../accounts/index.js';
import type { Rng } from '../../bank/index.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Templates: A = letter, 9 = digit, anything else literal. */
const IBAN_TEMPLATES: Record<string, { bban: string; bic: string }> = {
  DE: { bban: '999999999999999999', bic: 'DEUTDEFF' },
  NL: { bban: 'INGB9999999999', bic: 'INGBNL2A' },
  IE: { bban: 'AIBK99999999999999', bic: 'AIBKIE2D' },
  AT: { bban: '9999999999999999', bic: 'BKAUATWW' },
  FR: { bban: '99999999999999999999999', bic: 'BNPAFRPP' },
  ES: { bban: '99999999999999999999', bic: 'CAIXESBB' },
  BE: { bban: '999999999999', bic: 'GEBABEBB' },
  IT: { bban: 'X9999999999999999999999', bic: 'UNCRITMM' },
  CH: { bban: '99999999999999999', bic: 'UBSWCHZH' },
};

function fill(template: string, rng: Rng): string {
  let out = '';
  for (const ch of template) {
    if (ch === '9') out += String(rng.int(0, 9));
    else if (ch === 'A') out += LETTERS[rng.int(0, 25)];
    else out += ch;
  }
  return out;
}

export function seededIban(country: string, rng: Rng): BankDetails {
  const template = IBAN_TEMPLATES[country];
  if (!template) throw new Error(`no IBAN template for ${country}`);
  // National check digits (FR, ES, BE, IT) make most random BBANs invalid: retry until one passes.
  for (let i = 0; i < 20000; i++) {
    const iban = composeIBAN({ countryCode: country, bban: fill(template.bban, rng) });
    if (iban && isValidIBAN(iban)) return { scheme: 'iban', iban, bic: template.bic };
  }
  throw new Error(`could not generate an IBAN for ${country}`);
}

export function seededSortCode(rng: Rng): BankDetails {
  return { scheme: 'sort_code', sort_code: fill('999999', rng), account_number: fill('99999999', rng) };
}

export function seededAba(rng: Rng): BankDetails {
  const prefixes = ['02', '03', '07', '11', '12', '21', '26', '31'];
  const first8 = rng.pick(prefixes) + fill('999999', rng);
  const d = first8.split('').map(Number);
  const at = (i: number): number => d[i] ?? 0;
  const partial = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5));
  const check = (10 - (partial % 10)) % 10;
  return { scheme: 'aba', routing_number: `${first8}${check}`, account_number: fill('9999999999', rng) };
}

export function seededSwift(country: string, rng: Rng): BankDetails {
  const bics: Record<string, string> = { JP: 'MHCBJPJT', SG: 'DBSSSGSG', AU: 'CTBAAU2S', CA: 'ROYCCAT2' };
  return { scheme: 'swift', bic: bics[country] ?? 'MHCBJPJT', account_number: fill('9999999999', rng) };
}
