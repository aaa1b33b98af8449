import { pathToFileURL } from 'node:url';
import { FUNCTION_GROUPS, type FunctionGroup } from '@inroom/functions/routes';
import {
  BARE_HANDLER_ENTRY,
  bundleEntry,
  bundleGroup,
  type BundleResult,
} from '../../infra/lib/bundling';
import { apiGatewayEvent } from '../../functions/src/testing/events';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { runNodeScript } from '../../infra/lib/testing/node-script';
import { coldStart, type ColdStart } from '../lib/cold-start';
import type { BenchContext, CaseResult } from '../lib/context';
import { REPO_ROOT } from '../lib/paths';
import { summarize, type Row } from '../lib/stats';

// Case 3: each function group bundled exactly as `cdk synth` bundles it (infra/lib/bundling.ts),
// its gzip bytes and how long a fresh Node process takes to import it (what a cold start pays
// before the handler runs), against a bare handler that reads one item with the same SDK, bundled
// the same way. Then the same two cold starts up to their first answer: the guest's first location
// view against the bare handler's first GetItem, both on the bench stack's dynalite.

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
export async function importTime(file: string): Promise<number> {
  const out = await runNodeScript(IMPORT_SCRIPT, [pathToFileURL(file).href], LAMBDA_ENV);
  const ms = Number(out);
  if (!Number.isFinite(ms)) throw new Error(`Importing ${file} wrote ${out}`);
  return ms;
}

/** The demo hotel's guest view, as API Gateway hands it to the guest function. */
function locationViewEvent() {
  const id = DEMO_IDS.location.hotel;
  return apiGatewayEvent({
    rawPath: `/api/location/get/${id}/en`,
    routeKey: 'GET /api/location/get/{id}/{browserLanguage}',
    pathParameters: { id, browserLanguage: 'en' },
  });
}

/**
 * Cold starts of the guest bundle (to the demo hotel's view) and of the bare handler (to one
 * GetItem), interleaved like the imports, against the stack's table.
 */
async function coldStarts(
  context: BenchContext,
  guestFile: string,
  bareFile: string,
): Promise<{ guest: ColdStart[]; bare: ColdStart[] }> {
  const stack = await context.stack();
  const env = {
    ...LAMBDA_ENV,
    // Lambda hands a function its role's credentials in the environment; dynalite takes any.
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamoEndpoint,
  };
  const guestEvent = locationViewEvent();
  const bareEvent = { id: DEMO_IDS.location.hotel };
  const runs = { guest: [] as ColdStart[], bare: [] as ColdStart[] };
  const perRound = context.quick ? 1 : 2;
  for (let round = 0; round < context.rounds; round += 1) {
    for (let repeat = 0; repeat < perRound; repeat += 1) {
      runs.guest.push(await coldStart(guestFile, guestEvent, env));
      runs.bare.push(await coldStart(bareFile, bareEvent, env));
    }
  }
  return runs;
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
  const guestFile = (bundles.get('guest') as BundleResult).file;
  context.log('lambda: cold starts to the first answer (guest: the demo hotel; bare: one GetItem)');
  const cold = await coldStarts(context, guestFile, bare.file);
  const total = (run: ColdStart) => run.importMs + run.firstMs;
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
  rows.push(
    {
      case: 'lambda',
      figure: 'guest cold start to a location view',
      unit: 'ms',
      value: summarize(cold.guest.map(total)),
      baseline: { label: 'bare to a GetItem', value: summarize(cold.bare.map(total)) },
      note: 'import + first request',
    },
    {
      case: 'lambda',
      figure: 'guest first location view',
      unit: 'ms',
      value: summarize(cold.guest.map((run) => run.firstMs)),
      baseline: {
        label: 'bare first GetItem',
        value: summarize(cold.bare.map((run) => run.firstMs)),
      },
      note: 'after the import: 5 Queries vs 1 GetItem',
    },
  );
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
