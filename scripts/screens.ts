// Screenshots of the guest, staff and back-office screens at 390 and 1280 px into docs/screens/
// (the README's pictures): `npm run screens`. Builds the web into a temporary folder (web/dist is
// left alone), starts the embedded stack with its demo data and Chromium as the browser tests do,
// places and pays orders through the API, and saves one viewport-sized PNG per screen and width.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '@inroom/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT } from '../infra/local/config';
import { DEMO_IDS } from '../infra/local/seed/demo-data';
import { launchBrowser } from '../test/support/browser';
import { fillLogin, rememberPlacedOrders, waitForFiniteAnimations } from '../test/support/e2e';
import {
  checkout,
  Guest,
  HOTEL_RECEPTION,
  staffCaller,
  staffLinks,
  staffPost,
} from '../test/support/orders';
import { startTestStack, type TestStack } from '../test/support/stack';

const OUT_DIR = join(REPO_ROOT, 'docs', 'screens');
const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;
type Width = (typeof WIDTHS)[number];

/** Polls `read` until it answers `wanted` (or throws after `timeoutMs`). */
async function until<T>(read: () => Promise<T>, wanted: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (wanted(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An order placed and paid by `guest`, once reception's link is in the outbox. */
async function paidOrder(stack: TestStack, guest: Guest): Promise<{ order: Order; link: URL }> {
  const order = await guest.order();
  await checkout(order.paymentUrl, 'pay');
  await until(
    () => guest.get(order.id),
    (o) => o.status === 2,
    `order ${order.id} to be paid`,
  );
  const links = await until(
    () => staffLinks(stack, order.id),
    (found) => found.has(HOTEL_RECEPTION),
    `the staff link of order ${order.id}`,
  );
  return { order, link: links.get(HOTEL_RECEPTION)! };
}

/**
 * Waits until route transitions and other finite animations have finished (a spinner or a pulsing
 * status runs for ever), then saves the viewport.
 */
async function shoot(page: Page, name: string, width: Width) {
  await waitForFiniteAnimations(page);
  await page.evaluate(() => document.fonts.ready);
  const path = join(OUT_DIR, `${name}-${width.name}.png`);
  await page.screenshot({ path, fullPage: false });
  console.log(`saved ${path}`);
}

async function main() {
  const webRoot = mkdtempSync(join(tmpdir(), 'inroom-screens-web-'));
  let stack: TestStack | undefined;
  let browser: Browser | undefined;
  try {
    console.log(`building the web into ${webRoot}`);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', webRoot, '--emptyOutDir'], {
      cwd: join(REPO_ROOT, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('vite build failed');

    [stack, browser] = await Promise.all([startTestStack({ webRoot }), launchBrowser()]);
    const base = stack.baseUrl;
    mkdirSync(OUT_DIR, { recursive: true });

    // Orders through the API: one paid and accepted for the guest's order page and the banner,
    // one paid and still open for each width's staff view (a declined one would show no buttons).
    const guest = new Guest(stack);
    const accepted = await paidOrder(stack, guest);
    const accept = await staffPost(stack, '/api/order/accept', {
      ...staffCaller(accepted.link),
      expectedDeliveryTimeMinutes: 15,
    });
    if (accept.status !== 200) throw new Error(`accept: ${await accept.text()}`);
    const waiting = await paidOrder(stack, guest);

    for (const width of WIDTHS) {
      const contexts: BrowserContext[] = [];
      const newPage = async (locale = 'en-GB') => {
        const context = await browser!.newContext({ viewport: width.viewport, locale });
        contexts.push(context);
        return { context, page: await context.newPage() };
      };
      try {
        // Guest: the hotel's page, the item modal and the basket with the item.
        {
          const { page } = await newPage();
          await page.goto(`${base}/location/${DEMO_IDS.location.hotel}`);
          await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
          await page.locator('main img').first().waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, 'guest-location', width);

          await page.getByRole('button', { name: 'Add Smørrebrød, your choice' }).click();
          const modal = page.getByRole('dialog', { name: 'Smørrebrød, your choice' });
          await modal.waitFor();
          await modal.getByLabel(/Pickled herring/).check();
          await modal.getByLabel(/Egg and prawns/).check();
          await page.waitForLoadState('networkidle');
          await shoot(page, 'guest-item', width);

          await modal.getByRole('button', { name: /^Add to basket/ }).click();
          await modal.waitFor({ state: 'hidden' });
          await page.getByRole('button', { name: /in your basket/ }).click();
          await page.waitForURL(`${base}/basket`);
          await page.getByText('Smørrebrød, your choice').first().waitFor();
          await shoot(page, 'guest-basket', width);
        }

        // Guest: the order page of the accepted order, then both orders in the active-orders banner
        // (the guest cookie and the orders the app keeps, as test/e2e/orders-banner.test.ts).
        {
          const { page, context } = await newPage();
          await context.addCookies(guest.browserCookies(base));
          await rememberPlacedOrders(context, [accepted.order.id, waiting.order.id]);
          await page.goto(`${base}/order/${accepted.order.id}`);
          await page.getByText(/has accepted your order$/).waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, 'guest-order', width);

          // The order page shows its own line instead of the banner: the banner on the hotel's page.
          await page.goto(`${base}/location/${DEMO_IDS.location.hotel}`);
          await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
          await page
            .getByRole('region', { name: 'Active orders' })
            .getByRole('button', { name: /^2 orders/ })
            .waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, 'guest-banner', width);
        }

        // Guest in Danish (a da-DK browser): the hotel's page, its buttons, availability texts and
        // the active-orders banner in the screens' Danish catalogue.
        {
          const { page, context } = await newPage('da-DK');
          await context.addCookies(guest.browserCookies(base));
          await rememberPlacedOrders(context, [accepted.order.id, waiting.order.id]);
          await page.goto(`${base}/location/${DEMO_IDS.location.hotel}`);
          await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
          await page
            .getByRole('region', { name: 'Aktive bestillinger' })
            .getByRole('button', { name: /^2 bestillinger/ })
            .waitFor();
          await page.locator('main img').first().waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, 'guest-danish', width);
        }

        // Staff: the waiting order from reception's texted link, then the Decline question.
        {
          const { page } = await newPage();
          await page.goto(`${base}${waiting.link.pathname}${waiting.link.search}`);
          await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
          await page.getByRole('timer').waitFor();
          await shoot(page, 'staff-order', width);
          await page
            .getByRole('main')
            .getByRole('button', { name: 'Decline', exact: true })
            .click();
          await page.getByRole('dialog', { name: /^Decline order #\d+ for room / }).waitFor();
          await shoot(page, 'staff-decline', width);
        }

        // Back office as the demo admin: the locations list and the hotel menu's setup.
        {
          const { page } = await newPage();
          const locations = '/be/locations';
          await page.goto(`${base}${locations}`);
          await page.waitForURL(`${base}/login?redirect=${encodeURIComponent(locations)}`);
          await fillLogin(page, stack.admin.userName, stack.admin.password);
          await page.waitForURL(`${base}${locations}`);
          await page.getByRole('cell', { name: 'Hotel Nyhavn' }).first().waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, 'backoffice-locations', width);

          await page.goto(`${base}/be/menu/${DEMO_IDS.menu.hotelAllDay}/setup`);
          await page.getByRole('heading', { level: 1, name: 'Menu setup' }).waitFor();
          await page.locator('.setup-item__name').first().waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, 'backoffice-menu-setup', width);
        }
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
    }
  } finally {
    await browser?.close();
    await stack?.close();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
