import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { FUNCTION_GROUPS, type FunctionGroup } from '@inroom/functions/routes';
import { lambdaEntry, repoRoot } from './paths';

/**
 * How every Lambda bundle is built: the one definition GroupFunction (what `cdk synth` deploys),
 * the bundle budget test and `npm run bench` all use, so what is measured is what ships.
 */

/**
 * The `require` shim esbuild's ESM output needs when a bundled CommonJS dependency (the AWS SDK,
 * Powertools) calls require() for a Node built-in.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** The file Lambda loads: `index.handler` in an ESM bundle. */
export const BUNDLE_FILE = 'index.mjs';

/** Lambda's Node.js 24 runtime. */
export const LAMBDA_TARGET = 'node24';

export interface BundlingSettings {
  /**
   * Write a linked source map (index.mjs.map) next to the bundle. Off by default: Node's
   * --enable-source-maps, which makes one useful, adds 150 ms to every cold start (issue #14);
   * the `inroom:sourceMaps` context turns both on (docs/deploy.md).
   */
  sourceMaps?: boolean;
}

/**
 * Zod's namespace (`import { z } from 'zod'`, used throughout) re-exports `locales`, every one of
 * its 50-odd translations, and esbuild keeps whatever a kept namespace object references: 264 KB
 * of a 444 KB zod. The server only speaks English, so the locales index is replaced with its
 * English entry. Messages are unchanged: zod registers English from `locales/en.js` directly
 * (classic/schemas.js), not through this index.
 */
export const zodEnglishOnly: Plugin = {
  name: 'inroom-zod-english-only',
  setup(pluginBuild) {
    pluginBuild.onLoad(
      { filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ },
      (args) => ({
        contents: 'export { default as en } from "./en.js";\n',
        loader: 'js',
        resolveDir: dirname(args.path),
      }),
    );
  },
};

/** zod's JSON Schema conversion, which classic schemas reference from every schema kind. */
const ZOD_JSON_SCHEMA_MODULES =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](?:json-schema-processors|to-json-schema)\.js$/;

/** The two exports classic schemas call while building a schema: they make the methods. */
const ZOD_JSON_SCHEMA_METHOD_MAKERS = new Set([
  'createToJSONSchemaMethod',
  'createStandardJSONSchemaMethod',
]);

/**
 * zod's classic schemas give every schema a `.toJSONSchema()` method and per-kind JSON Schema
 * processors, so esbuild keeps the whole conversion (18 KB minified) although the server never
 * converts a schema. Its two modules are replaced with stand-ins of the same exports that throw if
 * anything ever asks for a JSON Schema; parsing, errors and messages do not go through them.
 */
export const zodWithoutJsonSchema: Plugin = {
  name: 'inroom-zod-without-json-schema',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: ZOD_JSON_SCHEMA_MODULES }, async (args) => {
      const names = Object.keys((await import(pathToFileURL(args.path).href)) as object);
      const contents = [
        'const unsupported = () => {',
        "  throw new Error('JSON Schema conversion is left out of the Lambda bundles (infra/lib/bundling.ts)');",
        '};',
        ...names.map((name) =>
          ZOD_JSON_SCHEMA_METHOD_MAKERS.has(name)
            ? `export const ${name} = () => unsupported;`
            : `export const ${name} = unsupported;`,
        ),
      ].join('\n');
      return { contents, loader: 'js' };
    });
  },
};

const NAMED_Z_IMPORT = /^import\s*\{\s*z\s*\}\s*from\s*(['"])zod\1;?/gm;

/** A handler made with defineHandler and kept in a constant (`= defineHandler(`). */
const DEFINE_HANDLER_CALL = /=(\s*)defineHandler\(/g;

/** A call of lazySchema (shared/src/schema/lazy.ts), which builds nothing until the schema is used. */
const LAZY_SCHEMA_CALL = /(?<![\w$.])lazySchema\(/g;

/**
 * How the repository's sources are read when bundled, in one onLoad (esbuild uses the first
 * plugin that loads a file, so two rewriting plugins could not both apply):
 *
 * - `import { z } from 'zod'` binds zod's namespace object as a value, so esbuild keeps everything
 *   the namespace holds (JSON Schema conversion, every schema kind, half of zod); `import * as z`
 *   lets it follow each `z.object(...)` to its export and keep only what is used. The same exports
 *   either way: what zod's own docs recommend, and what this does until the sources say it.
 * - defineHandler (functions/src/http/handler.ts) only wraps its arguments in a function, so a
 *   handler no route of the group uses is dead code. esbuild cannot know that of a call, and kept
 *   every handler of a module the group imports one handler from, with the schemas and services
 *   only those use (the guest group carried the staff actions and the back office's menu
 *   schemas). Marked pure, an unused one is dropped with what only it needs (issue #14).
 * - lazySchema only wraps a function that builds a schema, so a schema nothing uses is dead code
 *   too. Its declaration carries `@__NO_SIDE_EFFECTS__`, but esbuild honours that only within one
 *   file, and every schema is declared in another: each call is marked pure where it is written, so
 *   a module the group imports one schema from no longer brings the rest (the guest carried the
 *   orders board's schemas for one constant of that file).
 */
export const sourceRewrites: Plugin = {
  name: 'inroom-source-rewrites',
  setup(pluginBuild) {
    const roots = ['shared', 'functions'].map(
      (workspace) => join(repoRoot, workspace, 'src') + sep,
    );
    pluginBuild.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!roots.some((root) => args.path.startsWith(root))) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const rewritten = source
        .replace(NAMED_Z_IMPORT, "import * as z from 'zod';")
        .replace(DEFINE_HANDLER_CALL, '=$1/* @__PURE__ */ defineHandler(')
        .replace(LAZY_SCHEMA_CALL, '/* @__PURE__ */ lazySchema(');
      return rewritten === source ? undefined : { contents: rewritten, loader: 'ts' };
    });
  },
};

/**
 * Modules whose exports are data worked out of large libraries and Intl: the bundle gets the data,
 * evaluated here when bundling, not the libraries or the work. The country list would otherwise
 * bring libphonenumber's 80 KB of metadata (its calling codes) into every order function, and cost
 * a cold start 13 ms of Intl formatters before the first location view (issue #14); locally and in
 * tests the module runs as written, so it is the same list either way.
 */
export const BUILD_TIME_MODULES: readonly string[] = [
  join(repoRoot, 'functions', 'src', 'countries', 'country-list.ts'),
];

/** Values JSON keeps as they are: a function or a class instance would not survive the trip. */
const isPlainData = (value: unknown): boolean =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  value === null ||
  Array.isArray(value) ||
  (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype);

/** Inlines BUILD_TIME_MODULES' exports, which must be JSON data, as constants. */
export const atBuildTime: Plugin = {
  name: 'inroom-at-build-time',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!BUILD_TIME_MODULES.includes(args.path)) return undefined;
      const exports = (await import(pathToFileURL(args.path).href)) as Record<string, unknown>;
      const contents = Object.entries(exports)
        .map(([name, value]) => {
          if (!isPlainData(value)) throw new Error(`${args.path}: export ${name} is not JSON data`);
          return `export const ${name} = ${JSON.stringify(value)};`;
        })
        .join('\n');
      return { contents, loader: 'js' };
    });
  },
};

/** The esbuild options for one entry file bundled to `outdir`/index.mjs. */
export function esbuildOptions(
  entry: string,
  outdir: string,
  settings: BundlingSettings = {},
): BuildOptions {
  return {
    entryPoints: [entry],
    outfile: join(outdir, BUNDLE_FILE),
    bundle: true,
    platform: 'node',
    target: LAMBDA_TARGET,
    format: 'esm',
    // Prefer packages' ESM builds: esbuild can drop the unused exports of those, not of CommonJS.
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: settings.sourceMaps === true,
    banner: { js: ESM_REQUIRE_BANNER },
    // The SDK is bundled, not taken from the runtime: the runtime's copy changes under us, while
    // the bundle runs exactly the versions package-lock.json pins and the tests ran.
    external: [],
    plugins: [atBuildTime, zodEnglishOnly, zodWithoutJsonSchema, sourceRewrites],
    // Paths in messages and source maps relative to the repository, wherever the build runs from.
    absWorkingDir: repoRoot,
    logLevel: 'warning',
    metafile: true,
  };
}

/**
 * A handler that does one DynamoDB GetCommand and nothing else: the floor the group bundles are
 * measured against (the budget test, the bench), bundled with the same options.
 */
export const BARE_HANDLER_ENTRY = join(repoRoot, 'infra', 'lib', 'bare-handler.fixture.ts');

/** The esbuild options of a function group's bundle (functions/src/lambda/<group>.ts). */
export function groupEsbuildOptions(
  group: FunctionGroup,
  outdir: string,
  settings: BundlingSettings = {},
): BuildOptions {
  return esbuildOptions(lambdaEntry(group), outdir, settings);
}

export interface BundleResult {
  /** The absolute path of index.mjs. */
  file: string;
  /** Its size as deployed (before the zip). */
  bytes: number;
  /** Its size gzipped (level 9), a stable stand-in for what Lambda downloads and parses. */
  gzipBytes: number;
  /**
   * The files esbuild put code of in it, relative to the repository root, with `/` separators: not
   * those it read and then dropped whole (a module whose exports the group never uses).
   */
  inputs: string[];
}

/** Bundles an entry file to `outdir`/index.mjs (plus index.mjs.map with source maps on). */
export async function bundleEntry(
  entry: string,
  outdir: string,
  settings: BundlingSettings = {},
): Promise<BundleResult> {
  mkdirSync(outdir, { recursive: true });
  const result = await build(esbuildOptions(entry, outdir, settings));
  const file = join(outdir, BUNDLE_FILE);
  const code = readFileSync(file);
  return {
    file,
    bytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    inputs: Object.entries(result.metafile?.outputs ?? {})
      .filter(([output]) => output.endsWith(BUNDLE_FILE))
      .flatMap(([, output]) => Object.entries(output.inputs))
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => input.split(sep).join('/')),
  };
}

/** Bundles a function group exactly as `cdk synth` does, into `outdir`. */
export function bundleGroup(
  group: FunctionGroup,
  outdir: string,
  settings: BundlingSettings = {},
): Promise<BundleResult> {
  return bundleEntry(lambdaEntry(group), outdir, settings);
}

/** The npm packages among a bundle's inputs (`zod`, `@aws-sdk/client-sns`, ...). */
export function packagesOf(inputs: readonly string[]): Set<string> {
  const names = inputs.flatMap((input) => {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    return match?.[1] ? [match[1]] : [];
  });
  return new Set(names);
}

const thisFile = fileURLToPath(import.meta.url);

/** The command line that bundles a group into `outdir` (run from the repository root). */
export function bundleCommand(
  group: FunctionGroup,
  outdir: string,
  settings: BundlingSettings = {},
): string[] {
  return [
    'node',
    '--import',
    'tsx',
    relative(repoRoot, thisFile).split(sep).join('/'),
    group,
    outdir,
    settings.sourceMaps === true ? 'sourcemaps' : 'nosourcemaps',
  ];
}

/**
 * bundleGroup for CDK, whose local bundling hook is synchronous. esbuild runs plugins only in its
 * asynchronous API, so the build runs in a child Node process (this file, through tsx).
 */
export function bundleGroupSync(
  group: FunctionGroup,
  outdir: string,
  settings: BundlingSettings = {},
): void {
  const [, ...args] = bundleCommand(group, outdir, settings);
  const child = spawnSync(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (child.error) throw child.error;
  if (child.status !== 0)
    throw new Error(`Bundling the ${group} group failed (exit status ${String(child.status)})`);
}

// `node --import tsx infra/lib/bundling.ts <group> <outdir> [sourcemaps]`: bundleGroupSync's child.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [group, outdir, sourceMaps] = process.argv.slice(2);
  if (!group || !outdir || !(FUNCTION_GROUPS as readonly string[]).includes(group)) {
    process.stderr.write('usage: bundling.ts <group> <outdir> [sourcemaps|nosourcemaps]\n');
    process.exit(2);
  }
  await bundleGroup(group as FunctionGroup, outdir, { sourceMaps: sourceMaps === 'sourcemaps' });
}
