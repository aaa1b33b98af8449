import { getLocationForGuest } from '../locations/views';
import { createMenuItem, updateMenuItem } from '../menu-items/service';
import { startTestTable } from './dynalite';
import { measureBuild, measureGuestView, type MenuServices } from './menu-scale';

// Figures for issue 14 (writes that do not grow with the menu, the guest view's size), on dynalite
// in this process: `cd functions && npx tsx src/testing/measure-menu-scale.ts`. Timings are this
// machine's and vary with its load; the stable figures (calls, items read, bytes) are budgets in
// menu-items/scale.test.ts and menus/guest-view.test.ts.

const services: MenuServices = { createMenuItem, updateMenuItem, getLocationForGuest };

const table = await startTestTable();
try {
  // JIT warm-up, so the first measured build is not the one that pays for compiling.
  await measureBuild(services, await table.freshStore(), 200);
  const builds = [];
  for (const items of [100, 500])
    builds.push(await measureBuild(services, await table.freshStore(), items));
  const views = [];
  for (const items of [25, 100, 500])
    views.push(await measureGuestView(services, await table.freshStore(), items));
  console.log(JSON.stringify({ builds, views }, null, 2));
  const [small, large] = builds;
  if (small && large)
    console.log(`build 500 / build 100: ${(large.seconds / small.seconds).toFixed(2)}x`);
} finally {
  await table.stop();
}
