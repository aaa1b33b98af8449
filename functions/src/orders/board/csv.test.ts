import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv';

describe('CSV (RFC 4180)', () => {
  it('leaves plain fields as they are and quotes the rest, doubling quotes', () => {
    expect(csvField('Nyhavn burger')).toBe('Nyhavn burger');
    expect(csvField(129)).toBe('129');
    expect(csvField('Bacon, crispy')).toBe('"Bacon, crispy"');
    expect(csvField('The "big" one')).toBe('"The ""big"" one"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('ends a record with CRLF', () => {
    expect(csvRecord([1, 'a,b', ''])).toBe('1,"a,b",\r\n');
  });
});
