import type { components } from '@portal/api-types/schema';
import { formatMinor } from '../domain/bank/index.js';
import type {
  BalanceConfirmationRecord,
  FileLinkRecord,
  StatementSummary,
  TransactionExportRecord,
} from '../domain/statements/index.js';
import { iso } from './presenters.js';

type S = components['schemas'];

export function statement(s: StatementSummary): S['Statement'] {
  return {
    ref: s.ref,
    bank_account_ref: s.bankAccountRef,
    currency: s.currency,
    month: s.month,
    from: s.from,
    to: s.to,
    status: s.status,
    sequence: s.sequence,
    opening_balance: formatMinor(s.opening, s.currency),
    closing_balance: formatMinor(s.closing, s.currency),
    total_in: formatMinor(s.totalIn, s.currency),
    total_out: formatMinor(s.totalOut, s.currency),
    entry_count: s.entryCount,
    issued_at: s.issuedAt === null ? null : iso(s.issuedAt),
  };
}

export function fileLink(link: FileLinkRecord): S['FileLink'] {
  return {
    token: link.token,
    file_name: link.file.fileName,
    content_type: link.file.contentType,
    size_bytes: link.file.content.byteLength,
    expires_at: iso(link.expiresAt),
  };
}

export function balanceConfirmation(
  r: BalanceConfirmationRecord,
  link: FileLinkRecord,
): S['BalanceConfirmation'] {
  return {
    ref: r.ref,
    verification_reference: r.verificationReference,
    date: r.date,
    issued_at: iso(r.issuedAt),
    requested_by: { ref: r.requestedBy.userRef, name: r.requestedBy.name },
    balances: r.balances.map((b) => ({
      bank_account_ref: b.bankAccountRef,
      account_name: b.accountName,
      currency: b.currency,
      balance: formatMinor(b.balance, b.currency),
    })),
    file: fileLink(link),
  };
}

export function balanceConfirmationVerification(
  r: BalanceConfirmationRecord,
): S['BalanceConfirmationVerification'] {
  return {
    verification_reference: r.verificationReference,
    organization_name: r.organizationName,
    date: r.date,
    issued_at: iso(r.issuedAt),
    balances: r.balances.map((b) => ({
      account_name: b.accountName,
      currency: b.currency,
      balance: formatMinor(b.balance, b.currency),
    })),
  };
}

export function transactionExport(
  r: TransactionExportRecord,
  link: FileLinkRecord | null,
): S['TransactionExport'] {
  return {
    ref: r.ref,
    status: r.status,
    format: r.format,
    from: r.from,
    to: r.to,
    bank_accounts: [...r.bankAccountRefs],
    currencies: [...r.currencies],
    row_count: r.rowCount,
    totals: r.totals.map((t) => ({
      currency: t.currency,
      total_in: formatMinor(t.totalIn, t.currency),
      total_out: formatMinor(t.totalOut, t.currency),
    })),
    created_at: iso(r.createdAt),
    ready_at: r.readyAt === null ? null : iso(r.readyAt),
    file: link ? fileLink(link) : null,
  };
}
