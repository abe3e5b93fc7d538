import type { BankAccount } from '../domain/accounts/index.js';
import type { User } from '../domain/auth/index.js';
import { type Bank, notFound, paginate, validation } from '../domain/bank/index.js';
import {
  buildConfirmationLetter,
  buildStatementFile,
  confirmBalances,
  ensureExportFile,
  exportsOf,
  findStatement,
  issueFileLink,
  listStatements,
  openFileLink,
  rememberExportDocuments,
  requestExport,
  statementDocument,
  type TransactionExportRecord,
  verifyConfirmation,
} from '../domain/statements/index.js';
import { bankAccountsOf } from '../domain/team/index.js';
import { audit } from './audit-trail.js';
import { data, queryString, orgScope as scope } from './helpers.js';
import { pagedList } from './presenters.js';
import {
  balanceConfirmation,
  balanceConfirmationVerification,
  fileLink,
  statement,
  transactionExport,
} from './statement-presenters.js';
import type { HandlerMap } from './types.js';

const personName = (u: User) => `${u.firstName} ${u.lastName}`;

/** Letters, digits and dashes: a file name every system accepts. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'account';

function requireStatement(bank: Bank, orgRef: string, ref: string) {
  const found = findStatement(bank, bankAccountsOf(bank.store, orgRef), ref);
  if (!found) throw notFound('statement');
  return found;
}

/** The export of this caller in this organization (another's answers 404, as if it did not exist). */
function requireExport(bank: Bank, orgRef: string, user: User, ref: string): TransactionExportRecord {
  const record = bank.store.transactionExports.get(ref);
  if (!record || record.orgRef !== orgRef || record.userRef !== user.ref) throw notFound('export');
  return record;
}

async function exportWithLink(bank: Bank, record: TransactionExportRecord) {
  if (record.status !== 'ready') return transactionExport(record, null);
  return transactionExport(record, issueFileLink(bank, await ensureExportFile(bank, record)));
}

/** The accounts an export asks for: the organization's, or 422 naming the field for one that is not. */
function exportAccounts(bank: Bank, orgRef: string, refs: readonly string[] | undefined): BankAccount[] {
  const own = bankAccountsOf(bank.store, orgRef);
  if (!refs) return own;
  const chosen = own.filter((a) => refs.includes(a.ref));
  if (chosen.length !== refs.length)
    throw validation({ bank_accounts: ['Choose bank accounts of this organization.'] });
  return chosen;
}

/** Statements, balance confirmations and exports of transactions (tag `statements`). */
export const statementHandlers = {
  listStatements: (ctx) => {
    const { orgRef } = scope(ctx);
    const q = ctx.req.query;
    const only = queryString(q, 'bank_account');
    const accounts = bankAccountsOf(ctx.bank.store, orgRef).filter((a) => !only || a.ref === only);
    const list = listStatements(ctx.bank, accounts, { currency: queryString(q, 'currency'), year: q.year });
    return pagedList(paginate(list, q), statement);
  },

  getStatement: (ctx) => {
    const { orgRef } = scope(ctx);
    const { summary, account } = requireStatement(ctx.bank, orgRef, ctx.req.params.statement);
    return data({
      statement: statement(summary),
      account: {
        name: account.name,
        holder_name: account.holderName,
        account_details: account.accountDetails[summary.currency] ?? [],
      },
      bank: account.bank,
    });
  },

  createStatementFile: async (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const { summary, account } = requireStatement(ctx.bank, orgRef, ctx.req.params.statement);
    const now = ctx.bank.clock.now();
    const doc = statementDocument(ctx.bank, account, summary.currency, summary, {
      ref: summary.ref,
      status: summary.status,
      sequence: summary.sequence,
      issuedAt: now,
    });
    const format = ctx.req.body.format;
    const file = await buildStatementFile(
      format,
      [doc],
      { messageId: summary.ref, createdAt: now, locale: actor.preferences.locale },
      `statement-${slug(account.name)}-${summary.currency}-${summary.month}`,
    );
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'export.created',
      target: { type: 'export', ref: summary.ref },
      after: { dataset: 'statements', format, statement: summary.ref, row_count: doc.entries.length },
    });
    return data(fileLink(issueFileLink(ctx.bank, file)), 201);
  },

  createBalanceConfirmation: async (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const org = ctx.bank.store.organizations.get(orgRef);
    const accounts = bankAccountsOf(ctx.bank.store, orgRef);
    const record = confirmBalances(ctx.bank, {
      orgRef,
      organizationName: accounts[0]?.holderName ?? org?.name ?? orgRef,
      accounts,
      date: ctx.req.body.date,
      requestedBy: { userRef: actor.ref, name: personName(actor) },
    });
    const file = await buildConfirmationLetter(record, accounts, actor.preferences.locale);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'export.created',
      target: { type: 'export', ref: record.ref },
      after: {
        dataset: 'balance_confirmation',
        format: 'pdf',
        date: record.date,
        row_count: record.balances.length,
      },
    });
    return data(balanceConfirmation(record, issueFileLink(ctx.bank, file)), 201);
  },

  verifyBalanceConfirmation: (ctx) =>
    data(
      balanceConfirmationVerification(
        verifyConfirmation(ctx.bank, ctx.req.ip, ctx.req.params.verificationReference),
      ),
    ),

  createTransactionExport: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const body = ctx.req.body;
    const { record, documents } = requestExport(ctx.bank, {
      orgRef,
      userRef: actor.ref,
      locale: actor.preferences.locale,
      format: body.format,
      from: body.from,
      to: body.to,
      accounts: exportAccounts(ctx.bank, orgRef, body.bank_accounts),
      currencies: body.currencies ?? [],
    });
    rememberExportDocuments(ctx.bank, record.ref, documents);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'export.created',
      target: { type: 'export', ref: record.ref },
      after: {
        dataset: 'transactions',
        format: record.format,
        filters: {
          from: record.from,
          to: record.to,
          bank_accounts: record.bankAccountRefs,
          currencies: record.currencies,
        },
        row_count: record.rowCount,
      },
    });
    return data(transactionExport(record, null), 202);
  },

  getTransactionExport: async (ctx) => {
    const { actor, orgRef } = scope(ctx);
    return data(
      await exportWithLink(
        ctx.bank,
        requireExport(ctx.bank, orgRef, actor, ctx.req.params.transactionExport),
      ),
    );
  },

  listTransactionExports: async (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const page = paginate(exportsOf(ctx.bank, orgRef, actor.ref), ctx.req.query);
    const items = await Promise.all(page.items.map((r) => exportWithLink(ctx.bank, r)));
    return pagedList({ ...page, items }, (x) => x);
  },

  downloadFile: (ctx) => ({ status: 200, file: openFileLink(ctx.bank, ctx.req.params.file) }),
} satisfies Partial<HandlerMap>;
