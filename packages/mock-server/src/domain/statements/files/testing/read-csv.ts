/**
 * Reads RFC 4180 CSV back into records, for the CSV builders' tests: quoted fields may hold commas, doubled
 * quotes and line breaks. Throws on text RFC 4180 does not allow (a stray quote, a bare LF line end).
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      let end = i + 1;
      for (;;) {
        end = text.indexOf('"', end);
        if (end < 0) throw new Error(`Unclosed quote at ${i}`);
        if (text[end + 1] !== '"') break;
        end += 2;
      }
      field = text.slice(i + 1, end).replaceAll('""', '"');
      i = end + 1;
      if (i < text.length && text[i] !== ',' && text[i] !== '\r')
        throw new Error(`Text after a quote at ${i}`);
      continue;
    }
    const c = text[i] as string;
    if (c === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (c === '"' || c === '\n' || c === '\r') {
      throw new Error(`Unexpected ${JSON.stringify(c)} at ${i}`);
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('The last record has no CRLF');
  return records;
}
