import XMLBuilder from 'fast-xml-builder';
import { formatMinor } from '../../bank/index.js';
import type { StatementDocument, StatementEntry } from '../statement-document.js';
import { accountIdentification, servicerBic } from './account-identification.js';
import { isoTransactionCode } from './bank-transaction-codes.js';
import type { FileMeta } from './file-meta.js';
import { bankDateTime, closingBalanceDate } from './statement-dates.js';

/**
 * ISO 20022 camt.053.001.08 (BankToCustomerStatementV08): one Stmt per document, validated in the tests against
 * the official schema (schemas/iso20022/camt.053.001.08.xsd).
 *
 * The message is a plain object serialized by fast-xml-builder (fast-xml-parser's builder), which writes text directly:
 * xmlbuilder2 builds a DOM and took 17 s and more for 100,000 entries.
 */

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';
const PROVISIONAL_NOTE = 'Provisional statement: the period has not closed and entries may still be added.';

/**
 * An element as XMLBuilder reads it: children in document order (the schema fixes the order; object keys keep
 * insertion order), an array for a repeated element, `@_` keys for attributes, `#text` for text beside them.
 * An undefined child is left out; null is not allowed, as XMLBuilder would write it as an empty element.
 */
type XmlElement = { [name: string]: XmlContent | undefined };
type XmlContent = string | XmlElement | readonly (string | XmlElement)[];

const NOT_XML_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text with every character XML 1.0 cannot carry (control characters, U+FFFE/U+FFFF, lone surrogates) replaced
 * by U+FFFD: one bad character in a description must not make the whole file unreadable. XMLBuilder escapes
 * markup itself but passes these through.
 */
function xmlCharacters(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(NOT_XML_CHARACTER, '\uFFFD') : value;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  processEntities: true,
  // Its default writes an attribute whose value is "true" as a bare name, which is not XML.
  suppressBooleanAttributes: false,
  // Every text and attribute value passes through here, so none can be missed.
  tagValueProcessor: (_name, value) => xmlCharacters(value),
  attributeValueProcessor: (_name, value) => xmlCharacters(value),
});

/** At most `max` characters (code points, as the schema counts them); undefined for empty text. */
function maxText(value: string | null, max: number): string | undefined {
  if (!value) return undefined;
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join('');
}

/** Unstructured remittance lines: the description in pieces of at most 140 characters. */
function remittanceLines(description: string): string[] {
  if (description.length <= 140) return description ? [description] : [];
  const chars = Array.from(description);
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += 140) lines.push(chars.slice(i, i + 140).join(''));
  return lines;
}

function required35(value: string, what: string): string {
  if (value.length === 0 || Array.from(value).length > 35) {
    throw new RangeError(`${what} must be 1 to 35 characters for CAMT.053: "${value}".`);
  }
  return value;
}

const direction = (minor: bigint): 'CRDT' | 'DBIT' => (minor < 0n ? 'DBIT' : 'CRDT');
const abs = (minor: bigint): bigint => (minor < 0n ? -minor : minor);
const iso = (ms: number): string => new Date(ms).toISOString();
const amount = (minor: bigint, currency: string): XmlElement => ({
  '@_Ccy': currency,
  '#text': formatMinor(minor, currency),
});

function account(doc: StatementDocument): XmlElement {
  const id = accountIdentification(doc);
  const holder = maxText(doc.account.holderName, 140);
  return {
    Id: id.kind === 'iban' ? { IBAN: id.iban } : { Othr: { Id: id.id, SchmeNm: { Prtry: id.scheme } } },
    Ccy: doc.currency,
    // Nm is the account's own name (ISO: "different from the account owner name"); the holder goes in Ownr.
    Nm: maxText(doc.account.name, 70),
    Ownr: holder ? { Nm: holder } : undefined,
    Svcr: servicer(doc, id.kind === 'local' ? id.clearing : null),
  };
}

/** The bank: its BIC, its member id in the local clearing system (sort code, ABA routing number), its name. */
function servicer(
  doc: StatementDocument,
  clearing: { system: string; memberId: string } | null,
): XmlElement | undefined {
  const bic = servicerBic(doc) ?? undefined;
  const name = maxText(doc.bank.name, 140);
  if (!bic && !clearing && !name) return undefined;
  return {
    FinInstnId: {
      BICFI: bic,
      ClrSysMmbId: clearing ? { ClrSysId: { Cd: clearing.system }, MmbId: clearing.memberId } : undefined,
      Nm: name,
    },
  };
}

function balance(
  code: string,
  minor: bigint,
  currency: string,
  date: { Dt: string } | { DtTm: string },
): XmlElement {
  return {
    Tp: { CdOrPrtry: { Cd: code } },
    Amt: amount(abs(minor), currency),
    CdtDbtInd: direction(minor),
    Dt: date,
  };
}

/**
 * Opening booked balance on the first day; the closing booked balance on the last day once final. A provisional
 * document's last balance is interim booked (ITBD: "subject to further changes"), stamped when it was issued.
 */
function balances(doc: StatementDocument): XmlElement[] {
  return [
    balance('OPBD', doc.openingBalance, doc.currency, { Dt: doc.from }),
    doc.status === 'final'
      ? balance('CLBD', doc.closingBalance, doc.currency, { Dt: closingBalanceDate(doc) })
      : balance('ITBD', doc.closingBalance, doc.currency, { DtTm: iso(doc.issuedAt) }),
  ];
}

function summary(doc: StatementDocument): XmlElement {
  let credits = 0;
  let debits = 0;
  let totalIn = 0n;
  let totalOut = 0n;
  for (const e of doc.entries) {
    if (e.direction === 'credit') {
      credits += 1;
      totalIn += e.amount;
    } else {
      debits += 1;
      totalOut += e.amount;
    }
  }
  const money = (minor: bigint): string => formatMinor(minor, doc.currency);
  const net = totalIn - totalOut;
  return {
    TtlNtries: {
      NbOfNtries: String(credits + debits),
      Sum: money(totalIn + totalOut),
      TtlNetNtry: { Amt: money(abs(net)), CdtDbtInd: direction(net) },
    },
    TtlCdtNtries: { NbOfNtries: String(credits), Sum: money(totalIn) },
    TtlDbtNtries: { NbOfNtries: String(debits), Sum: money(totalOut) },
  };
}

function entry(e: StatementEntry, currency: string): XmlElement {
  const indicator = e.direction === 'credit' ? 'CRDT' : 'DBIT';
  const code = isoTransactionCode(e);
  const counterparty = maxText(e.counterpartyName, 140);
  // Money in came from the debtor; money out went to the creditor.
  const role = e.direction === 'credit' ? 'Dbtr' : 'Cdtr';
  const lines = remittanceLines(e.description);
  return {
    Amt: amount(e.amount, currency),
    CdtDbtInd: indicator,
    Sts: { Cd: 'BOOK' },
    BookgDt: { Dt: e.bookingDate },
    ValDt: { Dt: e.valueDate },
    AcctSvcrRef: required35(e.ref, 'An entry ref'),
    BkTxCd: {
      Domn: { Cd: code.domain, Fmly: { Cd: code.family, SubFmlyCd: code.subFamily } },
      // The portal's own type, for readers that want it rather than the ISO family.
      Prtry: { Cd: e.type },
    },
    NtryDtls: {
      TxDtls: {
        Refs: { EndToEndId: maxText(e.reference, 35) ?? 'NOTPROVIDED' },
        Amt: amount(e.amount, currency),
        CdtDbtInd: indicator,
        RltdPties: counterparty ? { [role]: { Pty: { Nm: counterparty } } } : undefined,
        RmtInf: lines.length > 0 ? { Ustrd: lines } : undefined,
      },
    },
  };
}

function statement(doc: StatementDocument): XmlElement {
  return {
    Id: required35(doc.ref, 'A statement ref'),
    ElctrncSeqNb: String(doc.sequence),
    CreDtTm: iso(doc.issuedAt),
    FrToDt: {
      FrDtTm: bankDateTime(doc.from, '00:00:00'),
      ToDtTm: bankDateTime(doc.to, '23:59:59'),
    },
    Acct: account(doc),
    Bal: balances(doc),
    TxsSummry: summary(doc),
    Ntry: doc.entries.map((e) => entry(e, doc.currency)),
    AddtlStmtInf: doc.status === 'provisional' ? PROVISIONAL_NOTE : undefined,
  };
}

/**
 * A camt.053.001.08 message holding one statement per document, in their order. The schema needs at least one
 * statement, so an empty list throws RangeError, as do a message id or refs over 35 characters.
 */
export function camt053(docs: readonly StatementDocument[], meta: FileMeta): string {
  if (docs.length === 0) throw new RangeError('A CAMT.053 message holds at least one statement.');
  const message: XmlElement = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': NAMESPACE,
      BkToCstmrStmt: {
        GrpHdr: {
          MsgId: required35(meta.messageId, 'The message id'),
          CreDtTm: iso(meta.createdAt),
          MsgPgntn: { PgNb: '1', LastPgInd: 'true' },
        },
        Stmt: docs.map(statement),
      },
    },
  };
  return builder.build(message);
}
