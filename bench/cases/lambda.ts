import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { FUNCTION_GROUPS, type FunctionGroup } from '@inroom/functions/routes';
import {
  BARE_HANDLER_ENTRY,
  bundleEntry,
  bundleGroup,
  type BundleResult,
} from '../../infra/lib/bundling';
import type { BenchContext, CaseResult } from '../lib/context';
import { REPO_ROOT } from '../lib/paths';
import { summarize, type Row } from '../lib/stats';

// Case 3: each function group bundled exactly as `cdk synth` bundles it (infra/lib/bundling.ts),
// its gzip bytes and how long a fresh Node process takes to import it (what a cold start pays
// before the handler runs), against a bare handler that reads one item with the same SDK, bundled
// the same way.

/** The environment the groups' Lambdas get (infra/lib/functions.ts), with placeholder values. */
const LAMBDA_ENV: Record<string, string> = {
  TABLE_NAME: 'inroom',
  AWS_REGION: 'eu-north-1',
  LOG_LEVEL: 'WARN',
  POWERTOOLS_METRICS_NAMESPACE: 'Inroom',
  SECRETS_ARN: 'arn:aws:secretsmanager:eu-north-1:000000000000:secret:inroom',
  ORDER_RESPONSE_WINDOW_SECONDS: '600',
  ORDER_REMINDER: 'true',
  SITE_URL: 'https://inroom.example',
  IMAGES_BUCKET: 'inroom-images',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

const IMPORT_SCRIPT = `
const started = performance.now();
const module = await import(process.argv[1]);
const took = performance.now() - started;
if (typeof module.handler !== 'function') { console.error('no handler export'); process.exit(3); }
process.stdout.write(String(took));
process.exit(0);
`;

/** Milliseconds a fresh `node` process spends in import() of the bundle. */
export function importTime(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', IMPORT_SCRIPT, pathToFileURL(file).href],
      { env: { PATH: process.env.PATH ?? '', ...LAMBDA_ENV }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(out);
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`Importing ${file} failed (${code}): ${err || out}`));
    });
  });
}

export async function lambdaCase(context: BenchContext): Promise<CaseResult> {
  const bundles = new Map<string, BundleResult>();
  context.log('bundling the function groups (infra/lib/bundling.ts)');
  for (const group of FUNCTION_GROUPS)
    bundles.set(group, await bundleGroup(group, context.dir(`lambda/${group}`)));
  const bare = await bundleEntry(BARE_HANDLER_ENTRY, context.dir('lambda/bare'));
  // Two imports of each per round, the bare one right after each group, so a busy moment of the
  // machine falls on both sides of a ratio.
  const perRound = context.quick ? 1 : 2;
  const times = new Map<string, number[]>([
    ['bare', []],
    ...FUNCTION_GROUPS.map((group): [string, number[]] => [group, []]),
  ]);
  // One import of each first, not counted: the first read of a new file is the disk's, not Node's.
  for (const bundle of [...bundles.values(), bare]) await importTime(bundle.file);
  for (let round = 0; round < context.rounds; round += 1) {
    for (let repeat = 0; repeat < perRound; repeat += 1) {
      for (const group of FUNCTION_GROUPS) {
        times.get(group)?.push(await importTime((bundles.get(group) as BundleResult).file));
        times.get('bare')?.push(await importTime(bare.file));
      }
    }
    context.log(
      `lambda round ${round + 1}/${context.rounds}: guest import ${(times.get('guest')?.at(-1) ?? 0).toFixed(0)} ms`,
    );
  }
  const bareTimes = summarize(times.get('bare') ?? []);
  const rows: Row[] = FUNCTION_GROUPS.flatMap((group: FunctionGroup): Row[] => {
    const bundle = bundles.get(group) as BundleResult;
    return [
      {
        case: 'lambda',
        figure: `${group} bundle, gzip`,
        unit: 'bytes',
        value: summarize([bundle.gzipBytes]),
        baseline: { label: 'bare', value: summarize([bare.gzipBytes]) },
        ...(group === 'guest' ? { goal: { on: 'ratio', op: '<=', limit: 1.6 } as const } : {}),
      },
      {
        case: 'lambda',
        figure: `${group} cold import`,
        unit: 'ms',
        value: summarize(times.get(group) ?? []),
        baseline: { label: 'bare', value: bareTimes },
        ...(group === 'guest' ? { goal: { on: 'ratio', op: '<=', limit: 1.5 } as const } : {}),
      },
    ];
  });
  return {
    rows,
    details: {
      bare: {
        entry: BARE_HANDLER_ENTRY.slice(REPO_ROOT.length + 1),
        bytes: bare.bytes,
        gzipBytes: bare.gzipBytes,
      },
      groups: Object.fromEntries(
        [...bundles.entries()].map(([group, bundle]) => [
          group,
          { bytes: bundle.bytes, gzipBytes: bundle.gzipBytes },
        ]),
      ),
    },
  };
}
