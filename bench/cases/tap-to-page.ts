import type { Browser, Page } from 'playwright-core';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { launchBrowser } from '../../test/support/browser';
import { demoBasketOnly } from '../../test/support/baskets';
import type { BenchContext, CaseResult } from '../lib/context';
import { NO_SCRIPT_PATH, persisted } from '../lib/persisted';
import { summarize, type Row } from '../lib/stats';
import { SLOW_4G } from '../lib/throttling';

// Case 7: how long a tap takes to show the next page on slow Wi-Fi (a guest's two first taps, the
// return from paying, and signing in to the back office), with the next page's code asked for
// ahead of the tap (web/src/app/next-page-code.ts) and without: the same build with the browser
// asking to save data, which that hook honours by asking for nothing ahead. Each tap runs in a
// fresh browser context (an empty cache) at a phone's size, on Lighthouse's slow 4G as Chromium
// emulates it, the user pausing on the page before the tap as one reading it (or with the login
// form filled) would.

/** How long the guest looks at a page before the tap: the time the hook has to ask ahead. */
const PAUSE_MS = 2_500;

const HOTEL = DEMO_IDS.location.hotel;

interface Tap {
  name: string;
  /**
   * 'stack' where the stack's own origin would come into the tap behind the edge: its /config.json
   * names the Cognito proxy on the origin it was asked on (the stack's), which the CSP's
   * connect-src 'self' refuses on the edge's page; and the fake Stripe's checkout page, and the
   * return from it, are on the stack's origin, where the edge's cache is not. The local server
   * compresses its answers itself either way.
   */
  via?: 'stack';
  /** Opens the page the tap starts from and waits until the guest could tap. */
  open: (page: Page, origin: string) => Promise<void>;
  /** Taps, and resolves once the next page shows what the guest came for. */
  tap: (page: Page) => Promise<void>;
}

/** The demo basket in the browser's storage, as a guest who chose two items has it. */
async function storeBasket(page: Page, origin: string) {
  await page.goto(new URL(NO_SCRIPT_PATH, origin).href);
  await page.evaluate(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    persisted({ basket: demoBasketOnly({ room: '', comment: '' }) }),
  );
}

const menuShown = (page: Page) =>
  page.getByRole('button', { name: /^Add / }).first().waitFor({ timeout: 60_000 });

/** The taps, in the order each round runs them; signing in takes the stack's admin user. */
const taps = (admin: { userName: string; password: string }): Tap[] => [
  {
    name: "home, Go, to the hotel's menu",
    open: async (page, origin) => {
      await page.goto(origin);
      await page.locator(`option[value="${HOTEL}"]`).waitFor({ state: 'attached' });
      await page.getByRole('combobox').selectOption(HOTEL);
    },
    tap: async (page) => {
      await page.getByRole('button', { name: 'Go' }).click();
      await menuShown(page);
    },
  },
  {
    name: "hotel's page, its basket, to the basket (2 items)",
    open: async (page, origin) => {
      await storeBasket(page, origin);
      await page.goto(new URL(`/location/${HOTEL}`, origin).href);
      await menuShown(page);
    },
    tap: async (page) => {
      await page.getByRole('button', { name: /in your basket/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    },
  },
  {
    name: 'Pay on the checkout page, to the order page (a new load)',
    via: 'stack',
    open: async (page, origin) => {
      await storeBasket(page, origin);
      // The delivery page is where the order page's code is asked for ahead; the guest fills it in.
      await page.goto(new URL('/delivery', origin).href);
      await page.getByLabel(/Room/).fill('412');
      await page.getByRole('switch').check();
      await page.waitForTimeout(PAUSE_MS);
      await page.getByRole('button', { name: 'Go to payment' }).click();
      await page.getByRole('heading', { level: 1, name: 'Test checkout' }).waitFor();
    },
    tap: async (page) => {
      await page.getByRole('button', { name: 'Pay' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Your order from Hotel Nyhavn' })
        .waitFor({ timeout: 60_000 });
    },
  },
  {
    name: "Login, to the back office's first page",
    via: 'stack',
    open: async (page, origin) => {
      await page.goto(new URL('/login', origin).href);
      await page.getByLabel('Username').fill(admin.userName);
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
    },
    tap: async (page) => {
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor({ timeout: 60_000 });
    },
  },
];

type Mode = 'ahead' | 'not ahead';

/** A fresh context (empty cache and storage) on slow 4G; 'not ahead' asks to save data. */
async function guestPage(browser: Browser, mode: Mode) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (mode === 'not ahead') {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true },
        configurable: true,
      }),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Scripts that came over the network (not from the cache), counted from `counting` on.
  const downloads = { counting: false, scripts: 0 };
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (downloads.counting && type === 'Script' && !response.fromDiskCache) downloads.scripts += 1;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { context, page, downloads };
}

interface Timed {
  ms: number;
  /** Scripts downloaded after the tap: none when the next page's code was there ahead of it. */
  scriptsAfterTap: number;
}

async function timeTap(browser: Browser, origin: string, tap: Tap, mode: Mode): Promise<Timed> {
  const { context, page, downloads } = await guestPage(browser, mode);
  try {
    await tap.open(page, origin);
    await page.waitForTimeout(PAUSE_MS);
    downloads.counting = true;
    const started = performance.now();
    await tap.tap(page);
    return { ms: performance.now() - started, scriptsAfterTap: downloads.scripts };
  } finally {
    await context.close();
  }
}

export async function tapToPageCase(context: BenchContext): Promise<CaseResult> {
  const site = await context.site();
  const stack = await context.stack();
  const list = taps(stack.admin);
  const browser = await launchBrowser();
  const times = new Map<string, number[]>();
  const notes: string[] = [];
  try {
    for (let round = 0; round < context.rounds; round += 1) {
      // Turns round by round, so neither way always goes first after a quiet moment.
      const modes: Mode[] = round % 2 === 0 ? ['ahead', 'not ahead'] : ['not ahead', 'ahead'];
      for (const tap of list) {
        for (const mode of modes) {
          const origin = tap.via === 'stack' ? stack.baseUrl : site.url;
          const { ms, scriptsAfterTap } = await timeTap(browser, origin, tap, mode);
          const key = `${tap.name}|${mode}`;
          times.set(key, [...(times.get(key) ?? []), ms]);
          context.log(
            `tap round ${round + 1}/${context.rounds} ${tap.name}, ${mode}: ${ms.toFixed(0)} ms, ` +
              `${scriptsAfterTap} script(s) downloaded after the tap`,
          );
          // What sets the two ways apart: a tap that found its code, and one that did not.
          if ((mode === 'ahead') !== (scriptsAfterTap === 0))
            notes.push(
              `${tap.name}, ${mode}, round ${round + 1}: ${scriptsAfterTap} script(s) downloaded after the tap`,
            );
        }
      }
    }
  } finally {
    await browser.close();
  }
  const samples = (tap: Tap, mode: Mode) => times.get(`${tap.name}|${mode}`) ?? [];
  const rows: Row[] = list.map((tap) => ({
    case: 'tap-to-page',
    figure: tap.name,
    unit: 'ms',
    value: summarize(samples(tap, 'ahead')),
    baseline: { label: 'code not asked for ahead', value: summarize(samples(tap, 'not ahead')) },
    note: `slow 4G, ${PAUSE_MS / 1000} s on the page before the tap`,
  }));
  return { rows, notes };
}
