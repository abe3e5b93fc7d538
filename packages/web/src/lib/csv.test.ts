import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

interface Row {
  name: string;
  amount: string;
  note?: string | null;
}

describe('neutraliseCell', () => {
  it('prefixes a quote to cells starting with = + - @ tab or carriage return', () => {
    expect(neutraliseCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(neutraliseCell('+1')).toBe("'+1");
    expect(neutraliseCell('-1.50')).toBe("'-1.50");
    expect(neutraliseCell('@cmd')).toBe("'@cmd");
    expect(neutraliseCell('\tx')).toBe("'\tx");
    expect(neutraliseCell('\rx')).toBe("'\rx");
  });
  it('leaves other cells and empties alone', () => {
    expect(neutraliseCell('Acme = Ltd')).toBe('Acme = Ltd');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(12)).toBe('12');
  });
});

describe('toCsv', () => {
  it('writes a header and rows, quoting when needed', () => {
    const rows: Row[] = [
      { name: 'Acme, Inc', amount: '10.00' },
      { name: 'Bob "B"', amount: '2.50', note: null },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', value: 'name' },
      { header: 'Amount', value: 'amount' },
      { header: 'Note', value: (r) => r.note ?? '' },
    ]);
    expect(csv).toBe('Name,Amount,Note\r\n"Acme, Inc",10.00,\r\n"Bob ""B""",2.50,');
  });
  it('neutralises injected formulas so that a parser reads them back as text', () => {
    const csv = toCsv(
      [{ name: '=HYPERLINK("http://evil")', amount: '-5' }],
      [
        { header: 'Name', value: 'name' },
        { header: 'Amount', value: 'amount' },
      ],
    );
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1]).toEqual(['\'=HYPERLINK("http://evil")', "'-5"]);
  });
});
