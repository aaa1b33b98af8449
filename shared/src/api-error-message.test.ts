import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message';

describe('apiErrorMessage', () => {
  it('reads the message of an API error body', () => {
    expect(apiErrorMessage({ error: { code: 'bad_request', message: 'Room is required' } })).toBe(
      'Room is required',
    );
  });

  it.each([undefined, null, 'oops', {}, { error: null }, { error: {} }, { error: { message: 4 } }])(
    'is undefined for %j',
    (body) => {
      expect(apiErrorMessage(body)).toBeUndefined();
    },
  );
});
