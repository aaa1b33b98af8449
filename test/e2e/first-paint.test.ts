import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { rememberStoredState, useBrowserStack } from '../support/e2e';
import { FIRST_RENDER_WAIT_MS } from '../../web/src/boot/first-render';
import { BANNER_WAIT_MS } from '../../web/src/features/orders/banner-boot';
import {
  activeOrdersBanner,
  HOTEL_PATH,
  openAsGuestWhoOrdered,
  openStaffLink,
  PHONE,
} from '../support/first-pages';
import { demoBasketOnly, paidOrderWithLinks } from '../support/orders';

// Issue 14: the guest location page's data is asked for by the boot script in index.html while the
// app's JavaScript is still on its way, and the page does not shift when the data arrives. The other
// pages opened from outside the app (home, the basket, the order page after paying, a staff link)
// ask for their code and data early too.

const e2e = useBrowserStack();

/** The requests the page makes, in order, by path. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/**
 * Holds the app's entry script until a request matching each of `expected` has gone out (or for at
 * most 5 s): only requests index.html itself starts can be made meanwhile. `requests` must be
 * recorded from before the page is opened. `allSeen` tells, once the entry has been let through,
 * whether every expected request went out while it was held.
 */
async function holdEntryScript(page: Page, requests: string[], expected: RegExp[]) {
  const held = { allSeen: false };
  const allSeen = () => expected.every((pattern) => requests.some((path) => pattern.test(path)));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    const giveUpAt = Date.now() + 5000;
    while (!allSeen() && Date.now() < giveUpAt)
      await new Promise((resolve) => setTimeout(resolve, 20));
    held.allSeen = allSeen();
    await route.continue();
  });
  return held;
}

/** The requests for images, chunks and API calls that the page made more than once. */
const repeatedRequests = (requests: string[]) =>
  requests.filter(
    (path, index) => /^\/(images|assets|api)\//.test(path) && requests.indexOf(path) !== index,
  );

/** Answers the page's requests to `url` `ms` late, as slow hotel Wi-Fi or mobile data would. */
const answerLate = (page: Page, url: string, ms = 800) =>
  page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

/**
 * Late enough that the app renders before the answer, which its first render waits for a while,
 * as it does on slow Wi-Fi.
 */
const AFTER_FIRST_RENDER_MS = FIRST_RENDER_WAIT_MS + 800;

interface BannerWaitTimes {
  /** When the banner's list was first asked for (performance.now()). */
  asked: number;
  /** When the guest layout was first rendered, shown or waiting hidden for the banner. */
  rendered: number;
  /** When the guest layout first showed, no longer waiting for the banner. */
  shown: number;
}

/**
 * Times, in the page, its wait for the active orders banner (useBannerWait): see BannerWaitTimes.
 * Call before the page loads; read with `bannerWaitTimes` once the page shows.
 */
async function timeBannerWait(page: Page) {
  await page.addInitScript(() => {
    const times: Partial<BannerWaitTimes> = {};
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/order/active')) times.asked ??= performance.now();
      return send(input, init);
    };
    new MutationObserver(() => {
      const layout = document.querySelector('.guest-layout');
      if (!layout) return;
      times.rendered ??= performance.now();
      if (!layout.classList.contains('guest-layout--waiting')) times.shown ??= performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
    Object.assign(window, { __bannerWait: times });
  });
}

const bannerWaitTimes = (page: Page): Promise<BannerWaitTimes> =>
  page.evaluate(() => (window as unknown as { __bannerWait: BannerWaitTimes }).__bannerWait);

/** How soon after its wait ends the page shows, given a timer's lateness and a render. */
const SHOWN_WITHIN_MS = 400;

/**
 * The page's first `count` requests to `url` get no answer at all, as when hotel Wi-Fi drops them;
 * the returned function tells how many were lost so far.
 */
async function loseFirstRequests(page: Page, url: RegExp, count: number): Promise<() => number> {
  let lost = 0;
  await page.route(url, async (route) => {
    if (lost < count) {
      lost += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  return () => lost;
}

/**
 * The hotel's page opened on a phone while the network loses the first `count` requests to `url`
 * (no answer at all, as when hotel Wi-Fi drops them); answers once its name shows, with how many
 * were lost.
 */
async function openHotelLosing(url: RegExp, count: number): Promise<{ page: Page; lost: number }> {
  const { page } = await e2e.newPage(PHONE, 'en-GB');
  const lost = await loseFirstRequests(page, url, count);
  await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
  await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
  return { page, lost: lost() };
}

/** Sum of the page's layout shifts not caused by input, as Lighthouse's CLS counts them. */
const layoutShiftScore = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

describe('the guest location page on a phone', () => {
  it('asks for its data before the app script has arrived, once, and uses that answer', async () => {
    const { page } = await e2e.newPage(PHONE, 'en-GB');
    const requests = recordRequests(page);
    const held = await holdEntryScript(page, requests, [/^\/api\/location\/get\//]);
    await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(held.allSeen).toBe(true);
    const locationRequests = requests.filter((path) => path.startsWith('/api/location/get/'));
    // In the language the edge keeps for every English browser, not the browser's en-GB.
    expect(locationRequests).toEqual([`/api/location/get/${DEMO_IDS.location.hotel}/en`]);
    expect(requests.filter((path) => path === '/config.json')).toHaveLength(1);
    // The header image (the page's largest paint) and the page's own chunk were asked for early.
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
    expect(preloads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/images\/demo\/hotel/),
        expect.stringMatching(/^\/assets\/guest-chunk-.+\.js$/),
      ]),
    );
    // Each image and chunk once: the preloads are the very requests the page uses.
    expect(repeatedRequests(requests)).toEqual([]);
  });

  it('loads Intl data in a worker allowed by the content security policy, which then ends', async () => {
    const { page, errors, cspViolations } = await e2e.newPage(PHONE, 'en-GB');
    const workers: string[] = [];
    const ended = new Promise<void>((resolve) => {
      page.on('worker', (worker) => {
        workers.push(new URL(worker.url()).pathname);
        worker.on('close', () => resolve());
      });
    });
    await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await ended;

    expect(workers).toEqual([expect.stringMatching(/^\/assets\/intl-warm-up\.worker-.+\.js$/)]);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows its prices when the Intl warm-up worker cannot load', async () => {
    const { page, errors } = await e2e.newPage(PHONE, 'en-GB');
    const lost = await loseFirstRequests(page, /\/assets\/intl-warm-up\.worker-[^/]+\.js$/, 1);
    await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    // A price, as the money formatter writes it: 145.00 kr
    await page
      .getByText(/^\d+\.\d{2} kr$/)
      .first()
      .waitFor();
    expect(lost()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('does not shift its layout when the location arrives', async () => {
    const { page } = await e2e.newPage(PHONE, 'en-GB');
    // A slow answer, so the loading state is on screen first as on hotel Wi-Fi.
    await answerLate(page, '**/api/location/get/**', AFTER_FIRST_RENDER_MS);
    await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftScore(page)).toBeLessThan(0.02);
  });

  it("asks in the guest's chosen menu language after a reload, with the same one request", async () => {
    const { page } = await e2e.newPage(PHONE, 'en-GB');
    await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await page.getByLabel('Language').first().selectOption('da');
    // The page's own texts follow the chosen language (issue 15): the picker reads 'Sprog' now.
    await expect.poll(() => page.getByLabel('Sprog').first().inputValue()).toBe('da');

    // Choosing Danish fetched the Danish view, which the browser may reuse for 30 s
    // (stale-while-revalidate) while it asks again in the background: start from an empty cache, as
    // a guest coming back later does, so the one request seen is the page's own.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const requests = recordRequests(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/api/location/get/'))).toEqual([
      `/api/location/get/${DEMO_IDS.location.hotel}/da`,
    ]);
    expect(await page.getByLabel('Sprog').first().inputValue()).toBe('da');
  });

  it('opens, with an empty basket, when what the browser stored has another shape', async () => {
    const { page, context } = await e2e.newPage(PHONE, 'en-GB');
    // A basket line without its options, as an older release might have stored it, and a menu
    // language that is a number: each crashed every page at every load before they were checked.
    const hotelId = DEMO_IDS.location.hotel;
    const line = { menuItemId: hotelId, name: 'Fries', quantity: 1, price: 4500, priceSum: 4500 };
    await rememberStoredState(context, {
      basket: { locationId: hotelId, items: [line], priceSum: 4500 },
      ui: { menuLanguageId: 5 },
      orders: { createdIds: 'x' },
    });
    await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await page.goto(`${e2e.stack.baseUrl}/basket`);
    await page.getByText('Your basket is empty').waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });

  it('shows the location when hotel Wi-Fi loses its first requests for it', async () => {
    // The boot script's request, the app's own one when that failed, and its first retry get no
    // answer at all; the second retry, 2 s on, does.
    const { page, lost } = await openHotelLosing(/\/api\/location\/get\//, 3);
    expect(lost).toBe(3);
    expect(await page.getByText('Page not found').count()).toBe(0);
  });

  it('shows the location when hotel Wi-Fi loses the first requests for its code', async () => {
    // The boot script's preload of the page's chunk and the router's own import of it get no answer.
    const { page, lost } = await openHotelLosing(/\/assets\/guest-chunk-[^/]+\.js$/, 2);
    expect(lost).toBe(2);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });

  it('shows the location styled when hotel Wi-Fi loses the first request for its styles', async () => {
    // The boot script's preload of the page's stylesheet, which the stylesheet's own <link> then
    // takes its failure from.
    const { page, lost } = await openHotelLosing(/\/assets\/guest-chunk-[^/]+\.css$/, 1);
    expect(lost).toBe(1);
    const loaded = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .filter((link) => link.href.includes('guest-chunk'))
          .map((link) => link.sheet !== null),
      );
    await expect.poll(loaded).toEqual([true]);
  });
});

/** The active orders banner's code. */
const BANNER_CODE = /\/assets\/active-orders-chunk-[^/]+\.js$/;

/**
 * The hotel's page for a guest who has ordered, opened while the network loses every request for
 * the banner's code; answers once the banner has given up (its last try failed: React logs it).
 */
async function openWithBannerCodeLost(): Promise<Page> {
  const gaveUp: string[] = [];
  const page = await openAsGuestWhoOrdered(e2e, async (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && /dynamically imported module/.test(message.text()))
        gaveUp.push(message.text());
    });
    await page.route(BANNER_CODE, (route) => route.abort('internetdisconnected'));
  });
  await expect.poll(() => gaveUp).toHaveLength(1);
  return page;
}

describe('the other pages opened from outside the app, on a phone', () => {
  it("location page, for a guest who has ordered: asks for the banner's list and code at once, each once", async () => {
    let requests: string[] = [];
    let held = { allSeen: false };
    const page = await openAsGuestWhoOrdered(e2e, async (page) => {
      requests = recordRequests(page);
      held = await holdEntryScript(page, requests, [
        /^\/api\/order\/active$/,
        /^\/assets\/active-orders-chunk-.+\.js$/,
      ]);
    });
    await activeOrdersBanner(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(held.allSeen).toBe(true);
    expect(repeatedRequests(requests)).toEqual([]);
  });

  it('location page, for a guest who has ordered: nothing moves when the banner arrives after the page', async () => {
    let waitedHidden = false;
    const page = await openAsGuestWhoOrdered(e2e, async (page) => {
      // The banner's answer later than the location's, as when the edge has the location cached:
      // held until the page has rendered, waiting for it (a busy machine may take seconds to get
      // there; the page waits until then, so a longer hold costs a passing run nothing).
      await page.route('**/api/order/active', async (route) => {
        waitedHidden = await page
          .locator('.guest-layout--waiting')
          .waitFor({ state: 'attached', timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        await route.continue();
      });
    });
    await activeOrdersBanner(page).waitFor();
    expect(waitedHidden).toBe(true);
    await page.waitForLoadState('networkidle');
    // The banner pushed the whole page down by its height: 0.149.
    expect(await layoutShiftScore(page)).toBeLessThan(0.005);
  });

  it("location page, for a guest who has ordered: shows with the banner when the banner's code is lost twice", async () => {
    let lost = () => 0;
    const page = await openAsGuestWhoOrdered(e2e, async (page) => {
      // The boot script's preload of the banner's chunk and the page's own import of it.
      lost = await loseFirstRequests(page, BANNER_CODE, 2);
    });
    await activeOrdersBanner(page).waitFor();
    expect(lost()).toBe(2);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });

  it("location page, for a guest who has ordered: shows without the banner when the banner's code never comes, and with it on the next page once it can", async () => {
    const page = await openWithBannerCodeLost();
    expect(await page.getByRole('button', { name: /^Add / }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await activeOrdersBanner(page).count()).toBe(0);

    // The Wi-Fi passes the code again; the guest opens a restaurant the hotel lists.
    await page.unroute(BANNER_CODE);
    await page.getByRole('link', { name: /Kajens Deli/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Kajens Deli' }).waitFor();
    await activeOrdersBanner(page).waitFor();
  });

  it('location page, for a guest who has ordered: shows the banner once the browser is back online after its code was lost', async () => {
    const page = await openWithBannerCodeLost();
    expect(await activeOrdersBanner(page).count()).toBe(0);

    // The Wi-Fi drops and comes back, passing the code now.
    await page.unroute(BANNER_CODE);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await activeOrdersBanner(page).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });

  it('location page, for a guest who has ordered: shows without the banner when its answer never comes', async () => {
    let openedAt = 0;
    const page = await openAsGuestWhoOrdered(e2e, async (page) => {
      await timeBannerWait(page);
      await page.route('**/api/order/active', () => new Promise<void>(() => undefined));
      openedAt = Date.now();
    });
    // Found by its role, which a hidden page's heading does not have: the page showed, once it had
    // waited its 2 s for the banner.
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(BANNER_WAIT_MS);
    expect(await activeOrdersBanner(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Add / }).count()).toBeGreaterThan(0);
    // The first render had already waited for that answer, and that wait counts in the 2 s: the
    // page waited hidden only for the rest, not 2 s more (3 s of loading in all).
    const { asked, rendered, shown } = await bannerWaitTimes(page);
    expect(rendered - asked).toBeGreaterThanOrEqual(FIRST_RENDER_WAIT_MS);
    expect(shown - rendered).toBeLessThan(BANNER_WAIT_MS - FIRST_RENDER_WAIT_MS + SHOWN_WITHIN_MS);
  });

  it('home: asks for the location list before the app script has arrived, once', async () => {
    const { page } = await e2e.newPage(PHONE, 'en-GB');
    const requests = recordRequests(page);
    const held = await holdEntryScript(page, requests, [/^\/api\/location\/getall$/]);
    await page.goto(`${e2e.stack.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Inroom' }).waitFor();
    await page.getByRole('combobox').waitFor();
    await page.waitForLoadState('networkidle');

    expect(held.allSeen).toBe(true);
    expect(requests.filter((path) => path === '/api/location/getall')).toHaveLength(1);
    expect(repeatedRequests(requests)).toEqual([]);
  });

  it('basket: asks for its code before the app script has arrived, once', async () => {
    const { page, context } = await e2e.newPage(PHONE, 'en-GB');
    await rememberStoredState(context, { basket: demoBasketOnly() });
    const requests = recordRequests(page);
    const held = await holdEntryScript(page, requests, [/^\/assets\/checkout-chunk-.+\.js$/]);
    await page.goto(`${e2e.stack.baseUrl}/basket`);
    await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    await page.getByText('Nyhavn burger').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(held.allSeen).toBe(true);
    expect(repeatedRequests(requests)).toEqual([]);
  });

  it("order page: a staff link asks for the order, the contact and the page's code at once, each once", async () => {
    let requests: string[] = [];
    let held = { allSeen: false };
    await openStaffLink(e2e, async (page) => {
      requests = recordRequests(page);
      held = await holdEntryScript(page, requests, [
        /^\/api\/order\/getall\/[^/]+\/[^/]+$/,
        /^\/api\/locationcontact\/get\//,
        /^\/assets\/orders-chunk-.+\.js$/,
      ]);
    });
    expect(held.allSeen).toBe(true);
    expect(repeatedRequests(requests)).toEqual([]);
  });

  it('order page: does not shift its layout when the order arrives', async () => {
    const page = await openStaffLink(e2e, async (page) => {
      // A slow answer, so the loading state is on screen first as on a phone's mobile data.
      await answerLate(page, '**/api/order/getall/**', AFTER_FIRST_RENDER_MS);
    });
    // Nothing may move at all, not just less than the location page's 0.02: the footer pushed down
    // when the order arrived scored 0.056 here.
    expect(await layoutShiftScore(page)).toBeLessThan(0.005);
  });

  it('terms page: does not shift its layout when the terms arrive', async () => {
    // Opened in a new tab from the delivery page or the footer, so a first load.
    const { page } = await e2e.newPage(PHONE, 'en-GB');
    await answerLate(page, '**/assets/en-*.js');
    await page.goto(`${e2e.stack.baseUrl}/termsandconditions`);
    await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    // The footer under the loading line was pushed away: 0.226.
    expect(await layoutShiftScore(page)).toBeLessThan(0.005);
  });

  it("order page: the guest back from paying gets the order in the boot script's one request", async () => {
    const { guest, order } = await paidOrderWithLinks(e2e.stack);
    const { page, context } = await e2e.newPage(PHONE, 'en-GB');
    await context.addCookies(guest.browserCookies(e2e.stack.baseUrl));
    const requests = recordRequests(page);
    const held = await holdEntryScript(page, requests, [
      new RegExp(`^/api/order/getall/${order.id}$`),
      /^\/assets\/orders-chunk-.+\.js$/,
    ]);
    await page.goto(`${e2e.stack.baseUrl}/order/${order.id}`);
    await page.getByRole('heading', { level: 1, name: 'Your order from Hotel Nyhavn' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(held.allSeen).toBe(true);
    expect(repeatedRequests(requests)).toEqual([]);
  });
});
