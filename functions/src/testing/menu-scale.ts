import { performance } from 'node:perf_hooks';
import type { Dependencies } from '../dependencies';
import type { MenuItemInput } from '../menu-items/service';
import { countStoreCalls, type Store } from '../store';
import { testDependencies } from './deps';
import { countItemsRead } from './items-read';
import {
  largeMenuItem,
  largeMenuRecords,
  menuItemInputOf,
  seedLargeMenu,
  seedLargeMenuFrame,
} from './large-menu';

// How a menu's size shows in the cost of writing an item and of the guest view (issue 14), for
// measure-menu-scale.ts. Each takes the services it measures, so that two versions of them can be
// measured side by side on the same machine at the same time.

/** The entry points measured: the item writes and the guest view. */
export interface MenuServices {
  createMenuItem(deps: Dependencies, input: MenuItemInput): Promise<{ id: string }>;
  updateMenuItem(deps: Dependencies, input: MenuItemInput): Promise<unknown>;
  getLocationForGuest(deps: Dependencies, id: string, browserLanguage: string): Promise<unknown>;
}

export const median = (values: readonly number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** Store calls and items read by one action. */
export async function storeCost(store: Store, action: () => Promise<unknown>) {
  const calls = countStoreCalls(store);
  const read = countItemsRead(store);
  try {
    await action();
    return { calls: calls.total(), itemsRead: read.total(), byCommand: { ...calls.byCommand } };
  } finally {
    calls.detach();
    read.detach();
  }
}

/**
 * Builds a menu of `items` items through menuitem/create, one after the other, as the back office
 * does: the time, the mean time of the first and last 100 creates, and what the last create and a
 * move to another category cost.
 */
export async function measureBuild(services: MenuServices, store: Store, items: number) {
  const deps = testDependencies(store);
  const records = largeMenuRecords({ items });
  await seedLargeMenuFrame(store, records);
  const started = performance.now();
  const perCreate: number[] = [];
  for (let n = 0; n < items - 1; n += 1) {
    const before = performance.now();
    await services.createMenuItem(deps, menuItemInputOf(largeMenuItem(records, n)));
    perCreate.push(performance.now() - before);
  }
  const lastCreate = await storeCost(store, () =>
    services.createMenuItem(deps, menuItemInputOf(largeMenuItem(records, items - 1))),
  );
  const seconds = (performance.now() - started) / 1000;
  const created = await services.createMenuItem(deps, menuItemInputOf(largeMenuItem(records, 0)));
  const move = await storeCost(store, () =>
    services.updateMenuItem(deps, {
      ...menuItemInputOf({ ...largeMenuItem(records, 0), id: created.id, image: '' }, true),
      sortOrder: undefined,
      menuCategoryId: records.categories[1]!.id,
    }),
  );
  return {
    items,
    seconds,
    msPerCreateFirst100: mean(perCreate.slice(0, 100)),
    msPerCreateLast100: mean(perCreate.slice(-100)),
    lastCreate,
    move,
  };
}

/**
 * The guest view of a location whose one menu holds `items` items, against the raw store calls it
 * makes (the same two Queries, nothing parsed or built): median times over `runs` interleaved runs,
 * the response's bytes and its store calls.
 */
export async function measureGuestView(
  services: MenuServices,
  store: Store,
  items: number,
  runs = 41,
) {
  const deps = testDependencies(store);
  const { location, menu } = await seedLargeMenu(store, { items });
  const view = async () =>
    JSON.stringify(await services.getLocationForGuest(deps, location.id, 'da-DK'));
  const raw = async () => {
    await store.queryPartition({ partitionKey: `LOC#${location.id}` });
    await store.queryPartition({ partitionKey: `MENU#${menu.id}` });
  };
  for (let warm = 0; warm < 5; warm += 1) await Promise.all([raw(), view()]);
  const handler: number[] = [];
  const calls: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now();
    await raw();
    calls.push(performance.now() - started);
    started = performance.now();
    bytes = Buffer.byteLength(await view());
    handler.push(performance.now() - started);
  }
  const cost = await storeCost(store, view);
  return {
    items,
    bytes,
    handlerMs: median(handler),
    rawCallsMs: median(calls),
    ratio: median(handler) / median(calls),
    calls: cost.calls,
  };
}
