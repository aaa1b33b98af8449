/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or spaces at an end
 * (spreadsheets trim those), with quotes doubled.
 */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended with CRLF as RFC 4180 has it. */
export const csvRecord = (fields: readonly (string | number)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
