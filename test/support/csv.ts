/**
 * Parses RFC 4180 CSV: fields separated by commas, records by CRLF (a bare LF too), fields in
 * double quotes may hold commas, line breaks and doubled quotes. Throws on a quote in the middle of
 * an unquoted field or an unclosed quote, so a malformed export fails the test that reads it.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (at < text.length) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        at += 1;
        if (at < text.length && !',\r\n'.includes(text[at]!))
          throw new Error(`CSV: text after a closing quote at ${at}`);
        continue;
      }
      field += char;
      at += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '') throw new Error(`CSV: a quote inside an unquoted field at ${at}`);
      quoted = true;
    } else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      endField();
      records.push(record);
      record = [];
      if (char === '\r' && text[at + 1] === '\n') at += 1;
    } else field += char;
    at += 1;
  }
  if (quoted) throw new Error('CSV: an unclosed quote');
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}
