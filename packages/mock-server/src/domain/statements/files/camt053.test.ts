import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../bank/index.js';
import type { StatementDocument } from '../statement-document.js';
import { camt053 } from './camt053.js';
import { documentWith, withEntries } from './testing/statement-documents.js';

const XSD = fileURLToPath(new URL('../../../../schemas/iso20022/camt.053.001.08.xsd', import.meta.url));
const meta = { messageId: 'MSG-2026-04-01-0001', createdAt: Date.UTC(2026, 3, 1, 6, 0, 0) };

/** Validates against the official schema with libxml2; throws with xmllint's complaint when invalid. */
function validate(xml: string): void {
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, '-'], { input: xml, stdio: 'pipe' });
  } catch (error) {
    throw new Error(`camt.053 is not valid: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
}

/**
 * An element as the parser below returns it: child elements by name, always as arrays (in document order per
 * name), attributes under `@_` names, text under `#text`.
 */
type XmlElement = { [name: string]: XmlElement[] | string | undefined };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  ignoreDeclaration: true,
  alwaysCreateTextNode: true,
  // Values come back exactly as written: amounts and codes as text, nothing trimmed.
  parseTagValue: false,
  trimValues: false,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/** The file's Document element read back by an XML parser: entities decoded, as a bank's reader sees it. */
function parse(xml: string): XmlElement {
  return at(parser.parse(xml) as XmlElement, 'Document');
}

const children = (el: XmlElement, name: string): XmlElement[] => {
  const value = el[name];
  return Array.isArray(value) ? value : [];
};

/** Every element named `name` below `el`, at any depth. */
function descendants(el: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const [key, value] of Object.entries(el)) {
    if (!Array.isArray(value)) continue;
    for (const child of value) {
      if (key === name) found.push(child);
      found.push(...descendants(child, name));
    }
  }
  return found;
}

/** The element at a path of child names (first of each); throws if missing. */
function at(el: XmlElement, ...path: string[]): XmlElement {
  let current = el;
  for (const name of path) {
    const next = children(current, name)[0];
    if (!next) throw new Error(`No ${path.join('/')}`);
    current = next;
  }
  return current;
}
const text = (el: XmlElement, ...path: string[]): string => {
  const value = at(el, ...path)['#text'];
  return typeof value === 'string' ? value : '';
};

const statements = (xml: string): XmlElement[] => children(at(parse(xml), 'BkToCstmrStmt'), 'Stmt');

const LONG = `${'Quarterly service agreement, invoice batch 2026-Q1 for all subsidiaries '.repeat(4)}end`;
const SPECIAL = `Fish & Chips <"Ltd"> 'quoted' — Zürich`;

/** Several entries, one with a long and one with an XML-special description, overdrawn by the end. */
function busyDocument(): StatementDocument {
  return documentWith({
    entries: 30,
    openingBalance: 20_000n,
    description: (i) => (i === 1 ? LONG : i === 2 ? SPECIAL : `Invoice ${1000 + i}`),
  });
}

describe('camt053', () => {
  const docs = [
    busyDocument(),
    documentWith({ entries: 12, currency: 'EUR', openingBalance: -75_000n }),
    documentWith({ entries: 9, currency: 'JPY' }),
    documentWith({ entries: 0, currency: 'USD', from: '2026-02-01', to: '2026-02-28', sequence: 2 }),
    documentWith({ entries: 6, currency: 'GBP', status: 'provisional', ref: 'stm_provisional0001' }),
  ];

  it('is valid camt.053.001.08, for the whole export and for each document alone', () => {
    validate(camt053(docs, meta));
    for (const doc of docs) validate(camt053([doc], meta));
  });

  it('fails the schema check when broken, so the check above can fail', () => {
    const xml = camt053([docs[0] as StatementDocument], meta);
    expect(() =>
      validate(xml.replace('<CdtDbtInd>CRDT</CdtDbtInd>', '<CdtDbtInd>CREDIT</CdtDbtInd>')),
    ).toThrow(/not valid/);
    expect(() => validate(xml.replace(/<Acct>[\s\S]*?<\/Acct>/, ''))).toThrow(/not valid/);
  });

  it('has the group header and one statement per document, in order', () => {
    const xml = camt053(docs, meta);
    const header = at(parse(xml), 'BkToCstmrStmt', 'GrpHdr');
    expect(text(header, 'MsgId')).toBe(meta.messageId);
    expect(text(header, 'CreDtTm')).toBe('2026-04-01T06:00:00.000Z');
    const stmts = statements(xml);
    expect(stmts.map((s) => text(s, 'Id'))).toEqual(docs.map((d) => d.ref));
    expect(stmts.map((s) => text(s, 'ElctrncSeqNb'))).toEqual(docs.map((d) => String(d.sequence)));
    expect(stmts.map((s) => text(s, 'Acct', 'Ccy'))).toEqual(docs.map((d) => d.currency));
  });

  it('writes every entry: amount, direction, dates, refs, counterparty and description', () => {
    const doc = busyDocument();
    const [stmt] = statements(camt053([doc], meta));
    if (!stmt) throw new Error('no statement');
    const entries = children(stmt, 'Ntry');
    expect(entries).toHaveLength(doc.entries.length);
    entries.forEach((ntry, i) => {
      const e = doc.entries[i];
      if (!e) throw new Error('missing entry');
      expect(text(ntry, 'Amt')).toBe(formatMinor(e.amount, 'GBP'));
      expect(at(ntry, 'Amt')['@_Ccy']).toBe('GBP');
      expect(text(ntry, 'CdtDbtInd')).toBe(e.direction === 'credit' ? 'CRDT' : 'DBIT');
      expect(text(ntry, 'Sts', 'Cd')).toBe('BOOK');
      expect(text(ntry, 'BookgDt', 'Dt')).toBe(e.bookingDate);
      expect(text(ntry, 'ValDt', 'Dt')).toBe(e.valueDate);
      expect(text(ntry, 'AcctSvcrRef')).toBe(e.ref);
      expect(text(ntry, 'BkTxCd', 'Prtry', 'Cd')).toBe(e.type);
      const tx = at(ntry, 'NtryDtls', 'TxDtls');
      expect(text(tx, 'Refs', 'EndToEndId')).toBe(e.reference ?? 'NOTPROVIDED');
      const lines = children(at(tx, 'RmtInf'), 'Ustrd').map((u) => text(u));
      expect(lines.join('')).toBe(e.description);
      for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(140);
      const party = e.direction === 'credit' ? 'Dbtr' : 'Cdtr';
      if (e.counterpartyName) expect(text(tx, 'RltdPties', party, 'Pty', 'Nm')).toBe(e.counterpartyName);
      else expect(children(tx, 'RltdPties')).toHaveLength(0);
    });
    // The long description needs several Ustrd lines; the special characters come back exactly.
    expect(children(at(entries[1] as XmlElement, 'NtryDtls', 'TxDtls', 'RmtInf'), 'Ustrd')).toHaveLength(3);
    expect(text(entries[2] as XmlElement, 'NtryDtls', 'TxDtls', 'RmtInf', 'Ustrd')).toBe(SPECIAL);
  });

  it('codes entries with ISO bank transaction codes by type and direction', () => {
    const [stmt] = statements(camt053([documentWith({ entries: 8 })], meta));
    const codes = children(stmt as XmlElement, 'Ntry').map((n) => {
      const domain = at(n, 'BkTxCd', 'Domn');
      return `${text(n, 'BkTxCd', 'Prtry', 'Cd')} ${text(n, 'CdtDbtInd')}: ${text(domain, 'Cd')}/${text(domain, 'Fmly', 'Cd')}/${text(domain, 'Fmly', 'SubFmlyCd')}`;
    });
    expect(new Set(codes)).toEqual(
      new Set([
        'deposit CRDT: PMNT/RCDT/OTHR',
        'payment DBIT: PMNT/ICDT/OTHR',
        'payment CRDT: PMNT/RCDT/OTHR',
        'fx_trade DBIT: FORX/SPOT/OTHR',
        'fee DBIT: PMNT/MDOP/FEES',
        'refund CRDT: PMNT/RCDT/OTHR',
        'interest CRDT: ACMT/MCOP/INTR',
      ]),
    );
  });

  it('writes balances as amounts with a direction: a negative balance is a debit', () => {
    const doc = documentWith({ entries: 12, currency: 'EUR', openingBalance: -75_000n });
    expect(doc.closingBalance).toBeLessThan(0n);
    const [stmt] = statements(camt053([doc], meta));
    const [opening, closing] = children(stmt as XmlElement, 'Bal');
    expect(text(opening as XmlElement, 'Tp', 'CdOrPrtry', 'Cd')).toBe('OPBD');
    expect(text(opening as XmlElement, 'Amt')).toBe('750.00');
    expect(text(opening as XmlElement, 'CdtDbtInd')).toBe('DBIT');
    expect(text(opening as XmlElement, 'Dt', 'Dt')).toBe(doc.from);
    expect(text(closing as XmlElement, 'Tp', 'CdOrPrtry', 'Cd')).toBe('CLBD');
    expect(text(closing as XmlElement, 'Amt')).toBe(formatMinor(-doc.closingBalance, 'EUR'));
    expect(text(closing as XmlElement, 'CdtDbtInd')).toBe('DBIT');
    expect(text(closing as XmlElement, 'Dt', 'Dt')).toBe(doc.to);
  });

  it('sums the entries in the transaction summary', () => {
    const doc = busyDocument();
    const [stmt] = statements(camt053([doc], meta));
    const summary = at(stmt as XmlElement, 'TxsSummry');
    const credits = doc.entries.filter((e) => e.direction === 'credit').length;
    expect(text(summary, 'TtlNtries', 'NbOfNtries')).toBe(String(doc.entries.length));
    expect(text(summary, 'TtlNtries', 'Sum')).toBe(formatMinor(doc.totalIn + doc.totalOut, 'GBP'));
    const net = doc.totalIn - doc.totalOut;
    expect(text(summary, 'TtlNtries', 'TtlNetNtry', 'Amt')).toBe(formatMinor(net < 0n ? -net : net, 'GBP'));
    expect(text(summary, 'TtlNtries', 'TtlNetNtry', 'CdtDbtInd')).toBe(net < 0n ? 'DBIT' : 'CRDT');
    expect(text(summary, 'TtlCdtNtries', 'NbOfNtries')).toBe(String(credits));
    expect(text(summary, 'TtlCdtNtries', 'Sum')).toBe(formatMinor(doc.totalIn, 'GBP'));
    expect(text(summary, 'TtlDbtNtries', 'NbOfNtries')).toBe(String(doc.entries.length - credits));
    expect(text(summary, 'TtlDbtNtries', 'Sum')).toBe(formatMinor(doc.totalOut, 'GBP'));
  });

  it('writes JPY without decimals and an empty month with zero totals', () => {
    const [jpy, empty] = statements(
      camt053([documentWith({ entries: 9, currency: 'JPY' }), documentWith({ entries: 0 })], meta),
    );
    const amounts = descendants(jpy as XmlElement, 'Amt');
    // Two per entry, the two balances and the net total.
    expect(amounts).toHaveLength(9 * 2 + 3);
    for (const amt of amounts) expect(amt['#text']).toMatch(/^[0-9]+$/);
    expect(children(empty as XmlElement, 'Ntry')).toHaveLength(0);
    expect(text(empty as XmlElement, 'TxsSummry', 'TtlNtries', 'NbOfNtries')).toBe('0');
    expect(text(empty as XmlElement, 'TxsSummry', 'TtlNtries', 'Sum')).toBe('0.00');
    expect(text(children(empty as XmlElement, 'Bal')[1] as XmlElement, 'Amt')).toBe(
      text(children(empty as XmlElement, 'Bal')[0] as XmlElement, 'Amt'),
    );
  });

  it('marks a provisional document with an interim booked balance and a note', () => {
    const doc = documentWith({ entries: 6, status: 'provisional' });
    const [stmt] = statements(camt053([doc], meta));
    const closing = children(stmt as XmlElement, 'Bal')[1] as XmlElement;
    expect(text(closing, 'Tp', 'CdOrPrtry', 'Cd')).toBe('ITBD');
    expect(text(closing, 'Dt', 'DtTm')).toBe(new Date(doc.issuedAt).toISOString());
    expect(text(stmt as XmlElement, 'AddtlStmtInf')).toMatch(/provisional/i);
  });

  it('states the period in the bank time zone, across the change to summer time', () => {
    const [stmt] = statements(camt053([documentWith({ from: '2026-03-01', to: '2026-03-31' })], meta));
    expect(text(stmt as XmlElement, 'FrToDt', 'FrDtTm')).toBe('2026-03-01T00:00:00+00:00');
    expect(text(stmt as XmlElement, 'FrToDt', 'ToDtTm')).toBe('2026-03-31T23:59:59+01:00');
  });

  it('names the account by IBAN, else by sort code and account number or ABA routing', () => {
    const byIban = statements(camt053([documentWith()], meta))[0] as XmlElement;
    expect(text(byIban, 'Acct', 'Id', 'IBAN')).toBe('GB82WEST12345698765432');
    expect(text(byIban, 'Acct', 'Nm')).toBe('Operating account');
    expect(text(byIban, 'Acct', 'Ownr', 'Nm')).toBe('Northwind Trading Ltd');
    expect(text(byIban, 'Acct', 'Svcr', 'FinInstnId', 'BICFI')).toBe('LDGLGB2L');

    const sortCode = documentWith({
      details: [{ scheme: 'sort_code', sort_code: '040004', account_number: '12345678' }],
    });
    const usd = documentWith({ currency: 'USD', bankBic: null });
    const xml = camt053([sortCode, usd], meta);
    validate(xml);
    const [uk, us] = statements(xml) as [XmlElement, XmlElement];
    expect(text(uk, 'Acct', 'Id', 'Othr', 'Id')).toBe('04000412345678');
    expect(text(uk, 'Acct', 'Svcr', 'FinInstnId', 'ClrSysMmbId', 'ClrSysId', 'Cd')).toBe('GBDSC');
    expect(text(uk, 'Acct', 'Svcr', 'FinInstnId', 'ClrSysMmbId', 'MmbId')).toBe('040004');
    expect(text(us, 'Acct', 'Id', 'Othr', 'Id')).toBe('4567890123');
    expect(text(us, 'Acct', 'Svcr', 'FinInstnId', 'ClrSysMmbId', 'ClrSysId', 'Cd')).toBe('USABA');
    expect(text(us, 'Acct', 'Svcr', 'FinInstnId', 'ClrSysMmbId', 'MmbId')).toBe('026073150');
    expect(children(at(us, 'Acct', 'Svcr', 'FinInstnId'), 'BICFI')).toHaveLength(0);
  });

  it('replaces characters XML cannot carry and stays valid', () => {
    const base = documentWith({ entries: 1 });
    const doc = withEntries(base, [
      {
        ...(base.entries[0] as (typeof base.entries)[0]),
        description: 'bell\u0007, lone \uD800 and \uDC00, \uFFFE; a pair \uD83D\uDE00 stays',
        counterpartyName: 'A\u0000B & <C>',
      },
    ]);
    const xml = camt053([doc], meta);
    validate(xml);
    const tx = at(statements(xml)[0] as XmlElement, 'Ntry', 'NtryDtls', 'TxDtls');
    expect(text(tx, 'RmtInf', 'Ustrd')).toBe(
      'bell\uFFFD, lone \uFFFD and \uFFFD, \uFFFD; a pair \uD83D\uDE00 stays',
    );
    expect(text(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')).toBe('A\uFFFDB & <C>');
  });

  it('refuses what the schema cannot hold: no documents, an over-long message id', () => {
    expect(() => camt053([], meta)).toThrow(RangeError);
    expect(() => camt053([documentWith()], { ...meta, messageId: 'M'.repeat(36) })).toThrow(RangeError);
  });
});
