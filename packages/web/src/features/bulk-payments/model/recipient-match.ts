import { t } from '@lingui/core/macro';
import type { Recipient } from '../../../domains/recipients/recipient-form/recipient-form-model';
import { NOT_PAYABLE_STATUSES } from '../../../domains/recipients/recipient-form/recipient-option';

/** The organization's recipients, all of them: what a file's `recipient` cell is matched against. */
export type RecipientDirectory = readonly Recipient[];

/** Who a row pays, as found from its `recipient` cell, or why no one could be chosen. */
export type RecipientMatch = { ok: true; ref: string; name: string } | { ok: false; problem: string };

export const noRecipientMatchText = (text: string) =>
  t`No recipient is called "${text}" or has that IBAN or account number. Choose one, or give a new recipient's details.`;
export const manyRecipientsMatchText = (text: string, count: number) =>
  t`${count} recipients match "${text}". Choose the one to pay.`;
export const notPayableText = (name: string, status: string) =>
  t`${name} cannot be paid (${status}). Choose another recipient.`;

/** Names compared as people type them: case, accents' case and runs of spaces do not count. */
const nameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
/** Bank numbers compared without spaces or dashes, in capitals ('GB29 NWBK…', '20-04-15'). */
const numberKey = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

/** The numbers a recipient is known by: an IBAN, an account number, and sort code + account number together. */
function numbersOf(recipient: Recipient): string[] {
  const d = recipient.bank_details;
  switch (d.scheme) {
    case 'iban':
      return [d.iban];
    case 'sort_code':
      return [d.account_number, `${d.sort_code}${d.account_number}`];
    case 'aba':
    case 'swift':
      return [d.account_number];
  }
}

/**
 * The recipient a file names the way people know it: its name or legal name, its IBAN or account number
 * (spaces and dashes ignored), or its reference. Exactly one must match, and it must be payable (rule BULK-18).
 */
export function matchRecipient(text: string, directory: RecipientDirectory): RecipientMatch {
  const byRef = directory.find((r) => r.ref === text);
  const name = nameKey(text);
  const number = numberKey(text);
  const matches = byRef
    ? [byRef]
    : directory.filter(
        (r) =>
          nameKey(r.name) === name ||
          (r.legal_name !== null && nameKey(r.legal_name) === name) ||
          numbersOf(r).some((n) => numberKey(n) === number),
      );
  const [only] = matches;
  if (!only) return { ok: false, problem: noRecipientMatchText(text) };
  if (matches.length > 1) return { ok: false, problem: manyRecipientsMatchText(text, matches.length) };
  if (NOT_PAYABLE_STATUSES.has(only.status))
    return { ok: false, problem: notPayableText(only.name, only.status) };
  return { ok: true, ref: only.ref, name: only.name };
}
