import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import rootPackage from '../package.json' with { type: 'json' };
import { GUEST_PAGE_MODULES } from './src/boot/guest-pages.ts';
import { bootScript } from './vite/boot-script.ts';
import { reactRouterProduction } from './vite/react-router-production.ts';

/** The short commit, or 'dev' when building outside a git checkout (a source tarball, a CI cache). */
function gitShortSha(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

// Semver build metadata (`0.1.0+abc1234.2025-01-31`), so support can tell exactly which build a
// guest's phone is running from the home page.
const appVersion = `${rootPackage.version}+${gitShortSha()}.${new Date().toISOString().slice(0, 10)}`;

// The embedded stack (npm start) serves the API, images, runtime config and local tools on 3000.
const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterProduction(import.meta.dirname),
    bootScript(`${import.meta.dirname}/src/boot/preload.ts`, GUEST_PAGE_MODULES),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser a guest brings supports <link rel="modulepreload"> but Safari before 17, which
    // only loads a page's chunks one step later without it; the polyfill cost every guest about
    // 300 bytes of the entry chunk (gzip), which the start-up's Intl warm-up needed.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs (statically imported from main.tsx) in the one entry
          // chunk, as one download. Without this group, Rolldown's automatic splitting moves
          // React Router and Redux Toolkit into a separate common chunk once several lazy chunks
          // share them, which compresses worse and costs the guest's location page about 1 KB gzip.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/images': backend,
      '/config.json': backend,
      '/local': backend,
    },
  },
});
