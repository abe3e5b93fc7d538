import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { recipientNamed } from '../testing/recipient-named';
import { BATCH_FILE_COLUMNS } from './batch-file-columns';
import { batchTemplateCsv, PLACEHOLDER_RECIPIENT } from './batch-template';
import {
  EMPTY_FILE_TEXT,
  missingColumnText,
  NO_RECIPIENT_COLUMNS_TEXT,
  NO_ROWS_TEXT,
  NOT_UTF8_TEXT,
  readBatchFile,
  repeatedColumnText,
  SEMICOLON_TEXT,
  tooManyRowsText,
  tooManyValuesText,
  unclosedQuoteText,
  unknownColumnText,
} from './read-batch-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
const HEADER = 'recipient,amount,currency,reason_code,reference';
const row = (i: number) => `rcp_acme,${i}.00,GBP,SUPP,INV ${i}`;
const file = (count: number) => [HEADER, ...Array.from({ length: count }, (_, i) => row(i + 1))].join('\r\n');

describe('readBatchFile', () => {
  it('reads the rows of a comma-separated UTF-8 file, trimming cells and skipping blank lines', () => {
    const result = readBatchFile(utf8(`${HEADER}\n rcp_acme , 12.50 ,GBP,SUPP,"INV, 1"\n,,,,\n\n`));
    expect(result).toMatchObject({ ok: true, hadByteOrderMark: false });
    if (!result.ok) return;
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      recipient: 'rcp_acme',
      amount: '12.50',
      reference: 'INV, 1',
      iban: '',
    });
  });

  it('reads amounts as spreadsheets export them, with thousands separators', () => {
    const result = readBatchFile(
      utf8(`${HEADER}\nAcme,"1,250.50",GBP,SUPP,A\nAcme,"12,000",GBP,SUPP,B\nAcme,"1,25",GBP,SUPP,C`),
    );
    expect(result.ok && result.rows.map((r) => r.amount)).toEqual(['1250.50', '12000', '1,25']);
  });

  it("reads its own template (all columns, headers in any case), naming the organization's first recipient", () => {
    const result = readBatchFile(utf8(batchTemplateCsv([recipientNamed('Harbour Lettings Ltd')])));
    expect(result.ok && result.rows.map((r) => r.reference)).toEqual(['INV-2026-0142', 'UNIT 4 RENT']);
    expect(result.ok && result.rows[0]?.recipient).toBe('Harbour Lettings Ltd');
    const empty = readBatchFile(utf8(batchTemplateCsv([])));
    expect(empty.ok && empty.rows[0]?.recipient).toBe(i18n._(PLACEHOLDER_RECIPIENT));
    expect(readBatchFile(utf8(`${HEADER.toUpperCase()}\n${row(1)}`)).ok).toBe(true);
  });

  it('reads the recipient_ref column of files made with the earlier template as the recipient', () => {
    const result = readBatchFile(utf8(`recipient_ref,amount,currency,reason_code,reference\n${row(1)}`));
    expect(result.ok && result.rows[0]?.recipient).toBe('rcp_acme');
  });

  it('accepts a UTF-8 byte-order mark and leaves it out of the first column', () => {
    const result = readBatchFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(file(1))]));
    expect(result).toMatchObject({ ok: true, hadByteOrderMark: true });
    expect(result.ok && result.rows[0]?.recipient).toBe('rcp_acme');
  });

  it.each([
    ['an empty file', new Uint8Array(), i18n._(EMPTY_FILE_TEXT)],
    ['a file of blank lines', utf8('\r\n \n'), i18n._(EMPTY_FILE_TEXT)],
    ['a header without rows', utf8(`${HEADER}\r\n`), i18n._(NO_ROWS_TEXT)],
    [
      'Latin-1 text (not UTF-8)',
      new Uint8Array([...utf8(`${HEADER}\nrcp_a,1.00,GBP,SUPP,Caf`), 0xe9]),
      i18n._(NOT_UTF8_TEXT),
    ],
    ['UTF-16 text', new Uint8Array([0xff, 0xfe, ...utf8('r\0e\0')]), i18n._(NOT_UTF8_TEXT)],
    [
      'semicolon-separated values',
      utf8(`${HEADER.replaceAll(',', ';')}\n${row(1).replaceAll(',', ';')}`),
      i18n._(SEMICOLON_TEXT),
    ],
    ['1,001 rows', utf8(file(1001)), tooManyRowsText(1001)],
    ['an unknown column', utf8(`${HEADER},notes\n${row(1)},x`), unknownColumnText('notes')],
    [
      'a missing column',
      utf8('recipient,amount,currency,reason_code\nrcp_a,1.00,GBP,SUPP'),
      missingColumnText('reference'),
    ],
    ['a repeated column', utf8(`${HEADER},amount\n${row(1)},2.00`), repeatedColumnText('amount')],
    [
      'no recipient column',
      utf8('amount,currency,reason_code,reference\n1.00,GBP,SUPP,X'),
      i18n._(NO_RECIPIENT_COLUMNS_TEXT),
    ],
    [
      'a row with too many values',
      utf8(`${HEADER}\n${row(1)}\nrcp_a,1,000.00,GBP,SUPP,X`),
      tooManyValuesText(3),
    ],
    ['an unclosed quote', utf8(`${HEADER}\nrcp_a,1.00,GBP,SUPP,"INV 1`), unclosedQuoteText(2)],
  ])('refuses %s with its message', (_name, bytes, message) => {
    expect(readBatchFile(bytes)).toEqual({ ok: false, message });
  });

  it('takes exactly 1,000 rows', () => {
    const result = readBatchFile(utf8(file(1000)));
    expect(result.ok && result.rows).toHaveLength(1000);
  });

  it('says the limit in the 1,001-row message', () => {
    expect(tooManyRowsText(1001)).toBe(
      'The file has 1,001 payments; a bulk payment takes up to 1,000 rows. Split it into files of up to 1,000 rows.',
    );
    expect(unknownColumnText('notes')).toContain(BATCH_FILE_COLUMNS.join(', '));
  });
});
