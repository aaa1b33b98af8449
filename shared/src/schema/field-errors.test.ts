import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors';

const person = z.strictObject({
  name: z.string('Name is required').min(1, 'Name is required').max(3, 'Name is too long'),
  contacts: z.array(z.strictObject({ phone: z.string('Phone is required') })),
});

function errorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error!;
}

describe('fieldErrorsOf', () => {
  it('keys each message by the dotted path of its field', () => {
    const error = errorOf(person, { name: 'Ann', contacts: [{ phone: '1' }, { phone: 2 }] });
    expect(fieldErrorsOf(error)).toEqual({ 'contacts.1.phone': 'Phone is required' });
  });

  it('keeps the first message when one field has several', () => {
    const twoChecks = z.string().min(5, 'Too short').regex(/^\d+$/, 'Digits only');
    const error = errorOf(z.object({ code: twoChecks }), { code: 'ab' });
    expect(error.issues.map((issue) => issue.message)).toEqual(['Too short', 'Digits only']);
    expect(fieldErrorsOf(error)).toEqual({ code: 'Too short' });
  });

  it('gives one entry per failing field', () => {
    const error = errorOf(person, { name: '', contacts: [{}] });
    expect(fieldErrorsOf(error)).toEqual({
      name: 'Name is required',
      'contacts.0.phone': 'Phone is required',
    });
  });

  it("keys issues about the whole value by '' unless a root key is given", () => {
    const error = errorOf(person, { name: 'Ann', contacts: [], extra: 1 });
    expect(fieldErrorsOf(error)).toEqual({ '': 'Unrecognized key: "extra"' });
    expect(fieldErrorsOf(error, '_form')).toEqual({ _form: 'Unrecognized key: "extra"' });
  });

  it('keys an unknown field of a nested object by that object', () => {
    const error = errorOf(person, { name: 'Ann', contacts: [{ phone: '1', x: true }] });
    expect(fieldErrorsOf(error)).toEqual({ 'contacts.0': 'Unrecognized key: "x"' });
  });

  it('keys a root issue of a plain value by the root key', () => {
    expect(fieldErrorsOf(errorOf(z.number('Expected a number'), 'x'), 'value')).toEqual({
      value: 'Expected a number',
    });
  });

  it('returns an empty record for an error without issues', () => {
    expect(fieldErrorsOf(new z.ZodError([]))).toEqual({});
  });
});
