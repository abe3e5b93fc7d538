import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { formatAmount } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatStatus } from '../../lib/format-status';
import { roleLabel } from '../session/role-words';
import { auditActionLabel, auditTargetLabel } from './audit-labels';

export type AuditEvent = components['schemas']['AuditEvent'];

/** One changed field of an event, as text: `before` null for a field the action created, `after` null for one it removed. */
export interface AuditFieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** Fields every object carries that say nothing about the change (the ref is the entry's support reference). */
const NOISE = new Set(['ref', 'created_at', 'updated_at']);
/** Read first: what the thing is called and where it stands. */
const LEADING = ['name', 'status', 'role'];
const leadRank = (field: string) => {
  const rank = LEADING.indexOf(field);
  return rank === -1 ? LEADING.length : rank;
};

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  two_factor_enabled: msg`Two-factor authentication`,
  bank_account_ref: msg`Bank account`,
  recipient_ref: msg`Recipient`,
  kyc_documents_count: msg`KYC documents`,
  row_count: msg`Rows`,
  approvals: msg`Approvals given`,
};

/** Fields that hold money in the record's `currency`: written as the portal writes amounts. */
const MONEY_FIELDS = new Set(['amount', 'fee', 'total_amount', 'sell_amount', 'buy_amount']);

/** Names the viewer knows for the refs an event holds (their bank accounts, a payment's recipient). */
export type AuditNames = ReadonlyMap<string, string>;
const NO_NAMES: AuditNames = new Map();

/** 'legal_name' → 'Legal name', 'bank_details.sort_code' → 'Bank details sort code'. */
export function auditFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return i18n._(known);
  const text = field.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stored value as plain text (never markup): yes/no, lists joined, nested objects flattened before this. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t`On` : t`Off`;
  if (Array.isArray(value)) return value.map(auditValueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Nested objects as dotted fields ({ bank_details: { iban } } → 'bank_details.iban'). */
function flatten(record: Record<string, unknown> | null, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record ?? {})) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Record<string, unknown>, field)) out.set(k, v);
    } else out.set(field, value);
  }
  return out;
}

/**
 * One stored value in words: a status as the badges say it, money with its currency, a date as the portal writes
 * dates, a ref by the name the viewer knows it by (the ref itself when none is known).
 */
function fieldValueText(
  field: string,
  value: unknown,
  record: Map<string, unknown>,
  names: AuditNames,
): string {
  if (typeof value !== 'string') return auditValueText(value);
  const currency = record.get('currency');
  if (field === 'status') return formatStatus(value);
  if (MONEY_FIELDS.has(field) && typeof currency === 'string')
    return formatAmount(value, currency, { withCode: true });
  if (field.endsWith('_ref')) return names.get(value) ?? value;
  if (field.endsWith('_date')) return formatDate(value);
  if (field.endsWith('_at')) return formatDateTime(value);
  return value;
}

/**
 * What an event changed, field by field, before → after (rule AUD-12): the fields of `before` and `after` in the
 * order the bank wrote them, unchanged values and bookkeeping fields left out, each value in words. A currency
 * that an amount already shows is not listed again.
 */
export function auditChanges(
  event: Pick<AuditEvent, 'before' | 'after'>,
  names: AuditNames = NO_NAMES,
): AuditFieldChange[] {
  const before = flatten(event.before);
  const after = flatten(event.after);
  const shownWithAmount = [before, after].some(
    (record) => typeof record.get('currency') === 'string' && [...MONEY_FIELDS].some((f) => record.has(f)),
  );
  const fields = [...new Set([...before.keys(), ...after.keys()])].filter(
    (field) => !(field === 'currency' && shownWithAmount),
  );
  // An empty field of a thing created or deleted says nothing ('Email: —').
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  return fields
    .filter((field) => !NOISE.has(field))
    .filter((field) => !(before.has(field) && after.has(field) && before.get(field) === after.get(field)))
    .filter((field) => !(empty(before.get(field)) && empty(after.get(field))))
    .sort((a, b) => leadRank(a) - leadRank(b))
    .map((field) => ({
      field,
      label: auditFieldLabel(field),
      before: before.has(field) ? fieldValueText(field, before.get(field), before, names) : null,
      after: after.has(field) ? fieldValueText(field, after.get(field), after, names) : null,
    }));
}

/** One change as one line: 'Status: scheduled → cancelled', 'Name: Acme' (created), 'Name: Acme (removed)'. */
export function auditChangeLine(change: AuditFieldChange): string {
  const { label, before, after } = change;
  if (before === null) {
    const value = after ?? '—';
    return t`${label}: ${value}`;
  }
  if (after === null) return t`${label}: ${before} (removed)`;
  return t`${label}: ${before} → ${after}`;
}

/**
 * The actor as the log names them: 'Ada Lovelace (Owner)', or the name alone for an event outside a role; a
 * person acting through one of their API keys as "API key ‘ERP sync’ of Ada Lovelace (Owner)".
 */
export function auditActorText(event: Pick<AuditEvent, 'actor' | 'actor_role'>): string {
  const name = auditActorName(event);
  if (!event.actor_role) return name;
  const role = roleLabel(event.actor_role);
  return t`${name} (${role})`;
}

/** Who acted, without their role: the person's name, or 'API key ‘ERP sync’ of Ada Lovelace' for one of their keys. */
export function auditActorName(event: Pick<AuditEvent, 'actor'>): string {
  const name = event.actor.name;
  const key = event.actor.api_key?.name;
  return key === undefined ? name : t`API key ‘${key}’ of ${name}`;
}

export const auditActionText = (event: Pick<AuditEvent, 'action'>): string => auditActionLabel(event.action);

/** A target the entry gives no name, money or email for, as a person says it: never its ref. */
const UNNAMED_TARGETS: Record<AuditEvent['target']['type'], MessageDescriptor> = {
  user: msg`A team member`,
  organization: msg`This organization`,
  recipient: msg`A recipient`,
  payment: msg`A payment`,
  fx_trade: msg`An FX trade`,
  invitation: msg`An invitation`,
  export: msg`An export`,
  approval_rule: msg`An approval rule`,
  standing_order: msg`A standing order`,
  payment_batch: msg`A bulk payment`,
  api_key: msg`An API key`,
  webhook_endpoint: msg`A webhook endpoint`,
};

const EXPORT_DATASETS: Record<string, MessageDescriptor> = {
  transactions: msg`Transactions`,
  payments: msg`Payments`,
  audit_events: msg`Audit log`,
  statements: msg`Statement`,
  balance_confirmation: msg`Balance confirmation`,
};

/** The formats the bank builds besides CSV and PDF, as a person names them. */
const EXPORT_FORMATS: Record<string, MessageDescriptor> = {
  xero_csv: msg`CSV for Xero`,
  quickbooks_csv: msg`CSV for QuickBooks Online`,
  camt053: msg`CAMT.053`,
  mt940: msg`MT940`,
};

type AuditRecord = Record<string, unknown>;

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** An amount in its currency as the portal writes it, or null when the record holds no such pair. */
function money(amount: unknown, currency: unknown): string | null {
  const value = nonEmpty(amount);
  const code = nonEmpty(currency);
  if (!value || !code) return null;
  const shown = formatAmount(value, code, { withCode: true });
  return shown === '--' ? null : shown;
}

/**
 * The money one record of an entry carries, in words: a trade's two sides ('10,000.00 GBP → 11,650.00 EUR'), a
 * bulk payment's totals per currency, an approval rule's threshold, a payment's or standing order's amount.
 */
function moneyText(record: AuditRecord): string | null {
  const sold = money(record.sell_amount, record.sell_currency);
  const bought = money(record.buy_amount, record.buy_currency);
  if (sold && bought) return `${sold} → ${bought}`;
  if (sold ?? bought) return sold ?? bought;
  if (Array.isArray(record.totals)) {
    const totals = record.totals
      .map((t: unknown) => {
        const total = t !== null && typeof t === 'object' ? (t as AuditRecord) : {};
        return money(total.amount, total.currency);
      })
      .filter((t): t is string => t !== null);
    if (totals.length > 0) return totals.join(', ');
  }
  const threshold = money(record.threshold, record.threshold_currency);
  if (threshold) return t`Payments of ${threshold} or more`;
  return money(record.amount, record.currency);
}

/** What an export held and as what: 'Transactions (CSV)'. */
function exportText(record: AuditRecord): string | null {
  const dataset = nonEmpty(record.dataset);
  if (!dataset) return null;
  const format = nonEmpty(record.format);
  const known = EXPORT_DATASETS[dataset];
  const name = known ? i18n._(known) : auditFieldLabel(dataset);
  if (!format) return name;
  const formatName = EXPORT_FORMATS[format];
  return `${name} (${formatName ? i18n._(formatName) : format.toUpperCase()})`;
}

/**
 * The target's kind, and a name a person knows it by, from the entry itself: its name, else the email an
 * invitation went to, else what an export held, else the money it moved ('250.00 GBP'), else a plain phrase for
 * its kind ('A payment'). Never its ref: that is a support reference, shown apart. The actor's own user (a
 * sign-in, a password change) is their own account.
 */
export function auditTargetText(event: Pick<AuditEvent, 'actor' | 'target' | 'before' | 'after'>): {
  type: string;
  name: string;
} {
  const { target, actor } = event;
  if (target.type === 'user' && target.ref === actor.ref) return { type: t`User`, name: t`Own account` };
  const type = auditTargetLabel(target.type);
  // Someone who could not sign in as an account the bank does not know.
  if (target.type === 'user' && actor.ref === null) return { type, name: t`Unknown account` };
  const records = [event.after, event.before].filter((r): r is AuditRecord => r !== null && r !== undefined);
  for (const read of [
    (r: AuditRecord) => nonEmpty(r.name),
    (r: AuditRecord) => nonEmpty(r.email),
    (r: AuditRecord) => (target.type === 'export' ? exportText(r) : null),
    moneyText,
  ]) {
    for (const record of records) {
      const name = read(record);
      if (name) return { type, name };
    }
  }
  const unnamed = UNNAMED_TARGETS[target.type];
  return { type, name: unnamed ? i18n._(unnamed) : type };
}

// Product names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The device an event came from, short enough for a table ('Chrome on macOS'); the user agent's first token
 * when it is no browser (a script: 'curl/8.5.0'). The full text stays available beside it.
 */
export function auditDeviceText(userAgent: string | null): string {
  if (!userAgent) return t`Unknown device`;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser) return system ? t`${browser} on ${system}` : browser;
  return userAgent.split(' ')[0] ?? userAgent;
}
