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

  it('names the invalid fields', async () => {
    mockFetch(() => jsonResponse({ ...testConfig, auth: { ...testConfig.auth, userPoolId: '' } }));
    const result = await loadConfig();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('auth.userPoolId');
  });

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
