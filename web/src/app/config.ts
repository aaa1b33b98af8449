import { runtimeConfigSchema, type RuntimeConfig } from '@inroom/shared';

/** /config.json as loaded at start-up: the config, or why it could not be used. */
export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; error: string };

/**
 * Loads the runtime configuration the deployment writes beside the SPA. Never throws: the app still
 * renders without it (guests can browse), and says clearly what is wrong.
 */
export async function loadConfig(url = '/config.json'): Promise<ConfigResult> {
  let body: unknown;
  try {
    // The file changes with each deployment while the SPA's name stays the same: always revalidate.
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return { ok: false, error: `${url} answered HTTP ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { ok: false, error: `${url} could not be loaded: ${String(error)}` };
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (parsed.success) return { ok: true, config: parsed.data };
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  return { ok: false, error: `${url} is invalid (${problems.join('; ')})` };
}
