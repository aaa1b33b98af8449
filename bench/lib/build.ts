import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluginOption } from 'vite';
import { drawPicture } from '../../infra/local/seed/png';
import { reactRouterProduction } from '../../web/vite/react-router-production';
import { BENCH_DIR, REPO_ROOT } from './paths';

/** Runs a command, quiet unless it fails (then its output is in the error). */
export function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * The production web build, as `npm run build` makes it but into `outDir`: web/dist may be in use
 * by tests running meanwhile.
 */
export async function buildWeb(outDir: string): Promise<void> {
  await run(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    join(REPO_ROOT, 'web'),
  );
}

/** The bare page's hero: the demo hotel's colours, sized for a phone's column at 2x. */
export const BARE_IMAGE = { file: 'hero.png', width: 760, height: 316 } as const;

/**
 * The bare page (bench/bare-page) with the workspace's Vite and React plugin and no other
 * settings but React Router's production copy, as the app builds it (so the two differ by their
 * own code, not by React Router's dev warnings), into `outDir`, plus its image. Its JSON is written once the stack can give it
 * (writeBarePlace).
 */
export async function buildBarePage(outDir: string): Promise<void> {
  const { build } = await import('vite');
  // The React plugin is a dependency of the web workspace only; take that very copy.
  const requireFromWeb = createRequire(join(REPO_ROOT, 'web', 'package.json'));
  const pluginModule = (await import(
    pathToFileURL(requireFromWeb.resolve('@vitejs/plugin-react')).href
  )) as { default: () => PluginOption };
  await build({
    configFile: false,
    root: join(BENCH_DIR, 'bare-page'),
    logLevel: 'warn',
    plugins: [pluginModule.default(), reactRouterProduction(join(REPO_ROOT, 'web'))],
    build: { outDir, emptyOutDir: true },
  });
  writeFileSync(
    join(outDir, BARE_IMAGE.file),
    drawPicture({
      width: BARE_IMAGE.width,
      height: BARE_IMAGE.height,
      from: '#1d3557',
      to: '#e9c46a',
      seed: 1,
    }),
  );
}

/** The JSON the bare page fetches: the demo hotel's guest view, pointing at the bare image. */
export function writeBarePlace(outDir: string, guestView: Record<string, unknown>): void {
  mkdirSync(join(outDir, 'data'), { recursive: true });
  writeFileSync(
    join(outDir, 'data', 'place.json'),
    JSON.stringify({ ...guestView, image: BARE_IMAGE.file }),
  );
}
