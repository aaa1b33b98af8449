import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds React Router's production copy. Its package exports only `dist/development`, whose dev
 * warnings (`ENABLE_DEV_WARNINGS = true`) would reach guests' phones: console warnings such as
 * "No routes matched location", the default error page's "Hey developer" and the code behind
 * them, 0.6 KB gzip of the entry chunk (remix-run/react-router#14102). The dev server keeps the
 * warnings.
 */
export function reactRouterProduction(fromDir: string): Plugin {
  // What the package exports: an entry of dist/development, beside which dist/production lies.
  const development = dirname(createRequire(join(fromDir, 'package.json')).resolve('react-router'));
  const production = join(development, '..', 'production');
  // A React Router that lays its files out otherwise must be looked at again, not built silently.
  if (!existsSync(join(production, 'index.mjs')))
    throw new Error(`React Router's production build is not at ${production}`);
  return {
    name: 'inroom-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
