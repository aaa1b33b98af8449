import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/fetch';
import { testConfig } from '../testing/fixtures';
import { loadConfig } from './config';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadConfig', () => {
  it('returns a valid /config.json', async () => {
    const fetch = mockFetch(() => jsonResponse(testConfig));
    await expect(loadConfig()).resolves.toEqual({ ok: true, config: testConfig });
    expect(fetch).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it.each([[[]], [null], [{ auth: testConfig.auth }], [{ ...testConfig, company: 'Inroom' }]])(
    'refuses %j, which is not a runtime configuration',
    async (body) => {
      mockFetch(() => jsonResponse(body));
      const result = await loadConfig();
      expect(result).toEqual({
        ok: false,
        error: '/config.json is not a runtime configuration (auth and company)',
      });
    },
  );

  it('reports an HTTP failure', async () => {
    mockFetch(() => new Response('missing', { status: 404 }));
    const result = await loadConfig();
    expect(!result.ok && result.error).toContain('HTTP 404');
  });

  it('reports a body that is not JSON', async () => {
    mockFetch(() => new Response('<html>', { status: 200 }));
    const result = await loadConfig();
    expect(!result.ok && result.error).toContain('could not be loaded');
  });
});
