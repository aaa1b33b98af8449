import type { RuntimeConfig } from '@inroom/shared';
import { takeBootRequest } from '../boot/requests';

/** /config.json as loaded at start-up: the config, or why it could not be used. */
export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; error: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Loads the runtime configuration the deployment writes beside the SPA. Never throws: the app still
 * renders without it (guests can browse), and says clearly what is wrong.
 *
 * Both writers of the file (the CDK stack and the embedded stack) validate it with the shared
 * runtimeConfigSchema; the browser only checks it is a configuration object, because zod would
 * add about 12 KB to every guest's download on slow hotel Wi-Fi (docs/architecture.md).
 */
export async function loadConfig(url = '/config.json'): Promise<ConfigResult> {
  let body: unknown;
  try {
    // The file changes with each deployment while the SPA's name stays the same: always revalidate.
    // Started by the boot script in index.html, if it ran, while this code was downloading; a
    // failed early request is made again here.
    const early = takeBootRequest(new URL(url, window.location.origin).href);
    const response =
      (await early?.catch(() => undefined)) ?? (await fetch(url, { cache: 'no-cache' }));
    if (!response.ok) return { ok: false, error: `${url} answered HTTP ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { ok: false, error: `${url} could not be loaded: ${String(error)}` };
  }
  if (!isObject(body) || !isObject(body.auth) || !isObject(body.company)) {
    return { ok: false, error: `${url} is not a runtime configuration (auth and company)` };
  }
  return { ok: true, config: body as RuntimeConfig };
}
