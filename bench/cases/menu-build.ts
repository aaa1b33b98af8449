import { countStoreCalls, type Store } from '@inroom/functions/store';
import { configFromEnvironment } from '../../infra/local/config';
import { startDynamo } from '../../infra/local/dynamo';
import type { BenchContext, CaseResult } from '../lib/context';
import { itemCreateBody, seedLocation, type GeneratedMenu } from '../lib/menus';
import {
  recordStoreCalls,
  replayClient,
  replayWrites,
  wavesOf,
  type RecordedCall,
} from '../lib/replay';
import type { TestStack } from '../lib/stack';
import { summarize, type Row } from '../lib/stats';

// Case 4, second part: a menu of 100 and one of 500 items built through the API as the back office
// builds one, one menuitem/create after another (the location, menu, categories and reusable groups
// written through the stores first). Up to three rounds, each building both menus: the 500-item
// build is the slowest thing the bench does.
//
// The baseline of each build is its raw calls: every DynamoDB request the build sent, recorded at
// the SDK client and sent again, in the same order and parallelism, by a bare client to a dynalite
// of its own that first gets the seeding's requests (so each conditional write decides as it did).
// What the raw calls of 500 items take over those of 100 is how the store's own work grows: the
// floor under the build's growth, whatever a handler does. A small build and its replay run first,
// untimed, so neither measured build pays the first requests' compiling and connecting.

interface Build {
  items: number;
  totalMs: number;
  /** Each create's time, in order. */
  perItem: number[];
  storeCallsOfLastCreate: number;
  seedCalls: RecordedCall[];
  buildCalls: RecordedCall[];
}

async function createItems(
  stack: TestStack,
  token: string,
  menu: GeneratedMenu,
  items: number,
): Promise<Pick<Build, 'perItem' | 'storeCallsOfLastCreate'>> {
  const perItem: number[] = [];
  let storeCallsOfLastCreate = 0;
  for (let index = 0; index < items; index += 1) {
    const last = index === items - 1;
    const counter = last ? countStoreCalls(stack.dependencies.store) : undefined;
    const itemStarted = performance.now();
    const response = await stack.request('/api/menuitem/create', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(itemCreateBody(menu, index)),
    });
    const text = await response.text();
    perItem.push(performance.now() - itemStarted);
    if (counter) {
      storeCallsOfLastCreate = counter.total();
      counter.detach();
    }
    if (!response.ok)
      throw new Error(`menuitem/create of item ${index + 1} answered ${response.status}: ${text}`);
  }
  return { perItem, storeCallsOfLastCreate };
}

async function build(stack: TestStack, token: string, items: number): Promise<Build> {
  const store: Store = stack.dependencies.store;
  let menu: GeneratedMenu | undefined;
  const seedCalls = await recordStoreCalls(store, async () => {
    menu = await seedLocation(store, `build ${items}`, items, { withItems: false });
  });
  let created: Pick<Build, 'perItem' | 'storeCallsOfLastCreate'> | undefined;
  const started = performance.now();
  const buildCalls = await recordStoreCalls(store, async () => {
    created = await createItems(stack, token, menu as GeneratedMenu, items);
  });
  const totalMs = performance.now() - started;
  return { items, totalMs, ...(created as NonNullable<typeof created>), seedCalls, buildCalls };
}

/** The build's raw calls, sent to a new in-memory dynalite after its seeding's: their time (ms). */
async function rawCalls(built: Build): Promise<number> {
  const { tableName, region } = configFromEnvironment({});
  const dynamo = await startDynamo({ tableName, region });
  const client = replayClient(dynamo.endpoint, region);
  try {
    await replayWrites(client, wavesOf(built.seedCalls));
    return await replayWrites(client, wavesOf(built.buildCalls));
  } finally {
    client.destroy();
    await dynamo.stop();
  }
}

/** The untimed build that warms up the server and the replay first. */
const WARM_UP_ITEMS = 20;

/** Rounds at most: a round builds both menus (about 15 s on 2 cores with their replays). */
const MAX_ROUNDS = 3;

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Every build of one size, with the time of each one's raw calls. */
interface Size {
  items: number;
  builds: Build[];
  raws: number[];
}

export async function menuBuildCase(context: BenchContext): Promise<CaseResult> {
  const stack = await context.stack();
  const token = await stack.adminToken();
  const sizes: Size[] = (context.quick ? [20, 100] : [100, 500]).map((items) => ({
    items,
    builds: [],
    raws: [],
  }));
  await rawCalls(await build(stack, token, WARM_UP_ITEMS));
  // Both sizes in each round, so a busy moment of the machine (dynalite compacting what the cases
  // before wrote, say) falls on both sides of a ratio.
  const rounds = Math.min(context.rounds, MAX_ROUNDS);
  for (let round = 0; round < rounds; round += 1) {
    for (const size of sizes) {
      const built = await build(stack, token, size.items);
      const raw = await rawCalls(built);
      size.builds.push(built);
      size.raws.push(raw);
      context.log(
        `menu build ${round + 1}/${rounds}: ${size.items} items in ${(built.totalMs / 1000).toFixed(1)} s ` +
          `(its raw calls ${(raw / 1000).toFixed(1)} s), the last create ${built.storeCallsOfLastCreate} store calls`,
      );
    }
  }
  const [small, large] = sizes as [Size, Size];
  const totals = (size: Size) => summarize(size.builds.map((built) => built.totalMs));
  const raws = (size: Size) => summarize(size.raws);
  /** The last tenth of each build's creates: what one more item costs at that size. */
  const lastTenths = (size: Size) =>
    summarize(
      size.builds.flatMap((built) =>
        built.perItem.slice(-Math.max(1, Math.floor(built.items / 10))),
      ),
    );
  const lastCreateCalls = (size: Size) =>
    summarize(size.builds.map((built) => built.storeCallsOfLastCreate));
  const rawLabel = 'its raw calls';
  const rows: Row[] = [
    {
      case: 'menu-build',
      figure: `${small.items} items through menuitem/create`,
      unit: 's',
      value: totals(small),
      baseline: { label: rawLabel, value: raws(small) },
    },
    {
      case: 'menu-build',
      figure: `${large.items} items through menuitem/create`,
      unit: 's',
      value: totals(large),
      baseline: { label: rawLabel, value: raws(large) },
    },
    {
      case: 'menu-build',
      figure: `${large.items}-item build over the ${small.items}-item build`,
      unit: 's',
      value: totals(large),
      baseline: { label: `${small.items} items`, value: totals(small) },
      ...(context.quick ? {} : { goal: { on: 'ratio', op: '<=', limit: 3 } as const }),
    },
    {
      case: 'menu-build',
      figure: `${large.items} items' raw calls over ${small.items} items'`,
      unit: 's',
      value: raws(large),
      baseline: { label: `${small.items} items`, value: raws(small) },
      note: "the store's own growth: the floor of the ratio above",
    },
    {
      case: 'menu-build',
      figure: `one create, the last tenth of ${large.items}`,
      unit: 'ms',
      value: lastTenths(large),
      baseline: { label: `of ${small.items}`, value: lastTenths(small) },
      note: 'flat when a write does not grow with the menu',
    },
    {
      case: 'menu-build',
      figure: `store calls of the ${large.items}th create`,
      unit: 'count',
      value: lastCreateCalls(large),
      baseline: { label: `${small.items}th`, value: lastCreateCalls(small) },
    },
  ];
  const tenth = (built: Build) => Math.max(1, Math.floor(built.items / 10));
  return {
    rows,
    details: {
      builds: sizes.flatMap((size) =>
        size.builds.map((built, index) => ({
          items: built.items,
          totalMs: Math.round(built.totalMs),
          rawCallsMs: Math.round(size.raws[index] ?? 0),
          requestsSent: built.buildCalls.length,
          firstTenthMsPerItem: Math.round(mean(built.perItem.slice(0, tenth(built)))),
          lastTenthMsPerItem: Math.round(mean(built.perItem.slice(-tenth(built)))),
          storeCallsOfLastCreate: built.storeCallsOfLastCreate,
        })),
      ),
    },
  };
}
