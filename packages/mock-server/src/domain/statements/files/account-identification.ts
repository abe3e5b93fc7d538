import type { StatementDocument } from '../statement-document.js';

/**
 * How a statement names the account: its IBAN when it has one, else the local number, with the clearing
 * system that number lives in (UK sort code, US ABA routing number).
 */
export type AccountIdentification =
  | { kind: 'iban'; iban: string }
  | {
      kind: 'local';
      /** The number as one identifier: sort code + account number, or the account number. */
      id: string;
      /** What the number is (CAMT.053's proprietary account scheme). */
      scheme: 'SortCodeAccountNumber' | 'AccountNumber';
      /** The account's bank in its clearing system (ISO 20022 clearing system codes). */
      clearing: { system: 'GBDSC' | 'USABA'; memberId: string } | null;
      /** For SWIFT: routing number or BIC, then the account number, separated by '/'. */
      swift: string;
    };

export function accountIdentification(doc: StatementDocument): AccountIdentification {
  const details = doc.account.details;
  const iban = details.find((d) => d.scheme === 'iban');
  if (iban) return { kind: 'iban', iban: iban.iban };
  const local = details[0];
  if (!local) throw new RangeError(`Statement ${doc.ref} has no bank details for its account.`);
  switch (local.scheme) {
    case 'sort_code': {
      const id = `${local.sort_code}${local.account_number}`;
      return {
        kind: 'local',
        id,
        scheme: 'SortCodeAccountNumber',
        clearing: { system: 'GBDSC', memberId: local.sort_code },
        swift: id,
      };
    }
    case 'aba':
      return {
        kind: 'local',
        id: local.account_number,
        scheme: 'AccountNumber',
        clearing: { system: 'USABA', memberId: local.routing_number },
        swift: `${local.routing_number}/${local.account_number}`,
      };
    case 'swift':
      return {
        kind: 'local',
        id: local.account_number,
        scheme: 'AccountNumber',
        clearing: null,
        swift: `${local.bic}/${local.account_number}`,
      };
    case 'iban':
      return { kind: 'iban', iban: local.iban };
  }
}

/** The account servicer's BIC: the bank's own, else the one its bank details carry. */
export function servicerBic(doc: StatementDocument): string | null {
  if (doc.bank.bic) return doc.bank.bic;
  for (const d of doc.account.details) if (d.scheme === 'iban' || d.scheme === 'swift') return d.bic;
  return null;
}
