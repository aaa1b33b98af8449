import { countrySchema, languageSchema, type Country, type Language } from '@inroom/shared';
import { connect } from 'node:net';
import { MAX_BODY_BYTES } from '@inroom/functions/http';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../support/api';

const stack = useTestStack({ seedDemoData: false });

describe('GET /api/country/getall', () => {
  it('lists every country with calling code and currency, Denmark with 45 and its symbol', async () => {
    const response = await stack.request('/api/country/getall');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const countries = (await response.json()) as Country[];
    expect(countries.length).toBeGreaterThanOrEqual(245);
    for (const country of countries) expect(countrySchema.safeParse(country).success).toBe(true);
    expect(countries.find((country) => country.code === 'DK')).toMatchObject({
      name: 'Denmark',
      callingCode: '45',
      defaultCurrency: { code: 'DKK', symbol: 'kr' },
    });
  });

  it('answers the GetAll spelling with the same list', async () => {
    const [lower, upper] = await Promise.all([
      stack.request('/api/country/getall'),
      stack.request('/api/country/GetAll'),
    ]);
    expect(upper.status).toBe(200);
    expect(await upper.json()).toEqual(await lower.json());
  });
});

describe('GET /api/language/getall', () => {
  it('lists the launch languages with id and name', async () => {
    const response = await stack.request('/api/language/getall');
    expect(response.status).toBe(200);
    const languages = (await response.json()) as Language[];
    for (const language of languages) expect(languageSchema.safeParse(language).success).toBe(true);
    expect(languages.map((language) => language.id)).toEqual([
      'en',
      'da',
      'de',
      'sv',
      'nb',
      'fr',
      'es',
      'it',
      'nl',
      'pl',
    ]);
    expect(languages.find((language) => language.id === 'da')?.name).toBe('Danish');
  });
});

describe('HTTP plumbing', () => {
  it('answers an unknown API path with a 404 JSON error', async () => {
    const response = await stack.request('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await stack.request('/api/country/getall', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('refuses a body over 1 MB with a 413 JSON error', async () => {
    // Every route so far is a GET, and fetch sends no body with GET, so this speaks raw HTTP.
    const body = Buffer.alloc(MAX_BODY_BYTES + 10, 'a');
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(stack.port, '127.0.0.1', () => {
        socket.write(
          `GET /api/country/getall HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        socket.write(body, () => undefined);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(text) : reject(error),
      );
    });
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toContain('"code":"payload_too_large"');
  });

  it('serves the web runtime configuration', async () => {
    const response = await stack.request('/config.json');
    expect(response.status).toBe(200);
    const config = (await response.json()) as { auth: Record<string, string> };
    expect(config.auth.userPoolId).toBe(stack.cognito.userPoolId);
    expect(config.auth.userPoolClientId).toBe(stack.cognito.clientId);
    expect(config.auth.signInFlow).toBe('USER_PASSWORD_AUTH');
  });
});
