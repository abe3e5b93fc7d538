import type { components } from '@portal/api-types/schema';
import type { BalanceRecord, TransactionRecord } from '../domain/accounts/index.js';
import { available } from '../domain/accounts/index.js';
import type { User } from '../domain/auth/index.js';
import type { Bank, Page, PerPage } from '../domain/bank/index.js';
import { formatMinor, formatRate, inverseRate } from '../domain/bank/index.js';
import type { FxQuoteRecord, FxTradeRecord } from '../domain/fx/index.js';
import { quoteStatus } from '../domain/fx/index.js';
import type { NotificationRecord } from '../domain/notifications/index.js';
import type { PaymentFeeQuote, PaymentRecord } from '../domain/payments/index.js';
import type { KycDocumentRecord, RecipientRecord } from '../domain/recipients/index.js';
import { bankAccountsOf } from '../domain/team/index.js';
import { approver, paymentApproval } from './approval-presenters.js';
import { iso } from './iso-time.js';
import { payeeVerification } from './payee-verification-presenter.js';
import { permissionsOf } from './permissions.js';

type S = components['schemas'];

export { iso } from './iso-time.js';

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

export function currentUser(bank: Bank, user: User): S['CurrentUser'] {
  return {
    ref: user.ref,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    password_setup_at: isoOrNull(user.passwordSetupAt),
    two_factor_enabled: user.twoFactorSecret !== null,
    organization_accounts: user.memberships.flatMap((m) => {
      const org = bank.store.organizations.get(m.orgRef);
      if (!org) return [];
      return [
        {
          ref: org.ref,
          name: org.name,
          role: m.role,
          permissions: permissionsOf(m.role),
          bank_accounts: bankAccountsOf(bank.store, org.ref).map((a) => ({
            ref: a.ref,
            name: a.name,
            holder_name: a.holderName,
            bank: a.bank,
            currencies: a.currencies.map((code) => ({ code, account_details: a.accountDetails[code] ?? [] })),
          })),
        },
      ];
    }),
  };
}

export function userProfile(bank: Bank, user: User): S['UserProfile'] {
  return {
    ref: user.ref,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    job_title: user.jobTitle,
    two_factor_enabled: user.twoFactorSecret !== null,
    created_at: iso(user.createdAt),
    organizations: user.memberships.flatMap((m) => {
      const org = bank.store.organizations.get(m.orgRef);
      return org ? [{ ref: org.ref, name: org.name, role: m.role }] : [];
    }),
  };
}

export function balance(b: BalanceRecord): S['Balance'] {
  return {
    ref: b.ref,
    bank_account_ref: b.bankAccountRef,
    currency: b.currency,
    available: formatMinor(available(b), b.currency),
    current: formatMinor(b.current, b.currency),
    pending: formatMinor(b.held, b.currency),
    updated_at: iso(b.updatedAt),
  };
}

export function paymentFee(q: PaymentFeeQuote): S['PaymentFee'] {
  return {
    scheme: q.scheme,
    fee: formatMinor(q.fee, q.currency),
    fee_currency: q.currency,
    depends_on_amount: q.dependsOnAmount,
    amount: q.amount === null ? null : formatMinor(q.amount, q.currency),
    total: q.total === null ? null : formatMinor(q.total, q.currency),
  };
}

export function payment(p: PaymentRecord): S['Payment'] {
  return {
    ref: p.ref,
    bank_account_ref: p.bankAccountRef,
    recipient_ref: p.recipientRef,
    recipient_name: p.recipientName,
    amount: formatMinor(p.amount, p.currency),
    currency: p.currency,
    fee: formatMinor(p.fee, p.currency),
    fee_currency: p.currency,
    reason_code: p.reasonCode,
    reference: p.reference,
    status: p.status,
    execution_date: p.executionDate,
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
    timeline: p.timeline.map((t) => ({ status: t.status, at: iso(t.at) })),
    ...(p.approval ? { approval: paymentApproval(p.approval) } : {}),
    ...(p.payeeVerification ? { payee_verification: payeeVerification(p.payeeVerification) } : {}),
    ...(p.standingOrderRef ? { standing_order_ref: p.standingOrderRef } : {}),
    ...(p.batchRef ? { batch_ref: p.batchRef } : {}),
    ...(p.failureReason ? { failure_reason: p.failureReason } : {}),
  };
}

export function transaction(t: TransactionRecord): S['Transaction'] {
  return {
    ref: t.ref,
    bank_account_ref: t.bankAccountRef,
    type: t.type,
    direction: t.direction,
    amount: formatMinor(t.amount, t.currency),
    currency: t.currency,
    balance_after: formatMinor(t.balanceAfter, t.currency),
    status: t.status,
    description: t.description,
    counterparty_name: t.counterpartyName,
    payment_ref: t.paymentRef,
    fx_trade_ref: t.fxTradeRef,
    booked_at: iso(t.bookedAt),
    value_date: t.valueDate,
  };
}

export function recipient(bank: Bank, r: RecipientRecord): S['Recipient'] {
  return {
    ref: r.ref,
    type: r.type,
    name: r.name,
    legal_name: r.legalName,
    registration_number: r.registrationNumber,
    email: r.email,
    country: r.country,
    currency: r.currency,
    bank_details: r.bankDetails,
    status: r.status,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    kyc_documents_count: bank.store.kycDocuments.get(r.ref)?.length ?? 0,
    ...(r.verification ? { verification: payeeVerification(r.verification) } : {}),
  };
}

export function kycDocument(d: KycDocumentRecord): S['KycDocument'] {
  return {
    ref: d.ref,
    document_type: d.documentType,
    file_name: d.fileName,
    content_type: d.contentType,
    size_bytes: d.sizeBytes,
    uploaded_at: iso(d.uploadedAt),
    status: d.status,
  };
}

function notificationLink(link: NotificationRecord['link']): S['Notification']['link'] {
  if (!link) return null;
  if ('transactionExportRef' in link)
    return {
      kind: link.kind,
      account_ref: link.accountRef,
      transaction_export_ref: link.transactionExportRef,
    };
  return {
    kind: link.kind,
    account_ref: link.accountRef,
    bank_account_ref: link.bankAccountRef,
    payment_ref: link.paymentRef,
  };
}

export function notification(n: NotificationRecord): S['Notification'] {
  return {
    ref: n.ref,
    type: n.type,
    title: n.title,
    body: n.body,
    read_at: isoOrNull(n.readAt),
    created_at: iso(n.createdAt),
    link: notificationLink(n.link),
  };
}

export function fxQuote(q: FxQuoteRecord, now: number): S['FxQuote'] {
  return {
    ref: q.ref,
    bank_account_ref: q.bankAccountRef,
    sell_currency: q.sellCurrency,
    buy_currency: q.buyCurrency,
    sell_amount: formatMinor(q.sellAmount, q.sellCurrency),
    buy_amount: formatMinor(q.buyAmount, q.buyCurrency),
    rate: formatRate(q.rate),
    inverse_rate: formatRate(inverseRate(q.rate)),
    fee: formatMinor(q.fee, q.sellCurrency),
    fee_currency: q.sellCurrency,
    status: quoteStatus(q, now),
    created_at: iso(q.createdAt),
    expires_at: iso(q.expiresAt),
    server_time: iso(now),
    requires_two_factor: q.requiresTwoFactor,
  };
}

export function fxTrade(t: FxTradeRecord): S['FxTrade'] {
  return {
    ref: t.ref,
    quote_ref: t.quoteRef,
    bank_account_ref: t.bankAccountRef,
    sell_currency: t.sellCurrency,
    buy_currency: t.buyCurrency,
    sell_amount: formatMinor(t.sellAmount, t.sellCurrency),
    buy_amount: formatMinor(t.buyAmount, t.buyCurrency),
    rate: formatRate(t.rate),
    fee: formatMinor(t.fee, t.sellCurrency),
    fee_currency: t.sellCurrency,
    status: t.status,
    executed_at: iso(t.executedAt),
    mid_rate: formatRate(t.midRate),
    traded_by: approver(t.tradedBy),
    ...(t.failureReason ? { failure_reason: t.failureReason } : {}),
  };
}

export function meta(total: number, page: number, perPage: PerPage): S['PaginationMeta'] {
  return { total, page, per_page: perPage };
}

/** A page of a list as the contract answers it: the page's items, each presented, and where the page sits. */
export function pagedList<T, R>(page: Page<T>, present: (item: T, index: number, items: T[]) => R) {
  return {
    status: 200 as const,
    body: { data: page.items.map(present), meta: meta(page.total, page.page, page.perPage) },
  };
}
