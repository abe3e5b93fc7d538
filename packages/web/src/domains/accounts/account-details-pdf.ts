import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { writePdf } from '../../lib/pdf-document';
import { type Sheet, sheetPage } from '../../lib/pdf-sheet';
import { accountDetailsGroups, accountHolderLines } from './account-details';

type BankAccount = components['schemas']['BankAccount'];

/** The account's bank details as a one-page sheet: holder and bank, then each currency's identifiers. */
export function accountDetailsSheet(bankAccount: BankAccount, generatedAt: string): Sheet {
  const bank = bankAccount.bank.name;
  return {
    title: t`Bank details`,
    subtitle: [bankAccount.holder_name, bankAccount.name],
    sections: [
      { heading: t`Account holder and bank`, rows: accountHolderLines(bankAccount) },
      ...accountDetailsGroups(bankAccount).map((group) => ({
        heading: group.title,
        rows: group.fields.map((f) => [f.label, f.shown] as const),
      })),
    ],
    footer: t`Issued by ${bank} through the business portal on ${generatedAt}.`,
  };
}

/**
 * The sheet as a PDF. Import this module lazily (`await import(...)`): it brings pdf-lib, which stays off
 * the login route.
 */
export function accountDetailsPdf(bankAccount: BankAccount, generatedAt: string): Promise<Blob> {
  const holder = bankAccount.holder_name;
  return writePdf({
    title: t`Bank details of ${holder}`,
    pages: [sheetPage(accountDetailsSheet(bankAccount, generatedAt))],
  });
}
