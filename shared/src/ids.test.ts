import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './errors';
import { EMPTY_GUID, isNewId } from './ids';
import { DEFAULT_COMPANY, runtimeConfigSchema } from './runtime-config';

describe('new records (spec §3)', () => {
  it('the all-zero GUID, a missing id or an empty one marks a record not yet saved', () => {
    expect(EMPTY_GUID).toBe('00000000-0000-0000-0000-000000000000');
    expect(isNewId(EMPTY_GUID)).toBe(true);
    expect(isNewId(undefined)).toBe(true);
    expect(isNewId(null)).toBe(true);
    expect(isNewId('')).toBe(true);
    expect(isNewId('5eed0001-0000-4000-8000-000000000001')).toBe(false);
  });
});

describe('wire formats', () => {
  it('an API error carries a code, a message and optional field messages', () => {
    const body = {
      error: { code: 'bad_request', message: 'Invalid body', fields: { name: 'Name is required' } },
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBodySchema.safeParse({ error: { code: 'x' } }).success).toBe(false);
  });

  it('the runtime config needs the user pool and a known sign-in flow', () => {
    const config = {
      auth: {
        region: 'eu-north-1',
        userPoolId: 'pool',
        userPoolClientId: 'client',
        signInFlow: 'USER_SRP_AUTH',
      },
      company: DEFAULT_COMPANY,
    };
    expect(runtimeConfigSchema.parse(config)).toEqual(config);
    expect(
      runtimeConfigSchema.safeParse({ ...config, auth: { ...config.auth, signInFlow: 'CUSTOM' } })
        .success,
    ).toBe(false);
  });
});
