import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RENDER_WAIT_MS, firstRenderReady } from '../../boot/first-render';
import { renderRoutes } from '../../testing/render';
import { ACTIVE_ORDERS_PATH, BANNER_WAIT_MS } from './banner-boot';
import { useBannerWait } from './useBannerWait';

/** A page the banner shows above, hidden while it waits for the banner. */
function Page() {
  const { waiting } = useBannerWait();
  return <p>{waiting ? 'Waiting for the banner' : 'Shown'}</p>;
}

/** The page, for a guest who has ordered here, whose banner has no answer yet. */
const openPage = () =>
  renderRoutes([{ path: '/', Component: Page }], {
    preloadedState: { orders: { createdIds: ['order-1'], dismissedIds: [] } },
  });

const BANNER_LIST_URL = `${window.location.origin}/api/${ACTIVE_ORDERS_PATH}`;

/** The boot script's request for the banner's list, still on its way to the app. */
function bootAskedForTheList() {
  window.__inroomBoot = { [BANNER_LIST_URL]: new Promise<Response>(() => undefined) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const waiting = () => screen.queryByText('Waiting for the banner') !== null;

/** The page waits hidden for `ms` more, to the millisecond, then shows. */
async function expectShownAfter(ms: number) {
  expect(waiting()).toBe(true);
  await advance(ms - 1);
  expect(waiting()).toBe(true);
  await advance(1);
  expect(waiting()).toBe(false);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  cleanup();
  // What this file leaves of the first render's time (firstRenderReady) matters only with a boot
  // request for the list waiting, which no other file leaves.
  delete window.__inroomBoot;
  delete window.__inroomFirstPage;
  vi.useRealTimers();
});

describe('the wait for the active orders banner', () => {
  it('lasts 2 s from the mount when the banner asks for its list itself', async () => {
    openPage();
    await expectShownAfter(BANNER_WAIT_MS);
  });

  it('at load, counts the time the first render already waited for the list the boot script asked for', async () => {
    bootAskedForTheList();
    firstRenderReady();
    await advance(FIRST_RENDER_WAIT_MS + 200);
    openPage();
    await expectShownAfter(BANNER_WAIT_MS - FIRST_RENDER_WAIT_MS - 200);
  });

  it('at load, does not wait once the first render has waited out the 2 s', async () => {
    bootAskedForTheList();
    firstRenderReady();
    await advance(BANNER_WAIT_MS + 500);
    openPage();
    expect(waiting()).toBe(false);
  });

  it('later in the visit, once the app has taken the boot request, lasts 2 s from the mount again', async () => {
    // The boot script had asked for the list for the visit's first page.
    window.__inroomFirstPage = { page: 'location', locationList: false, activeOrders: true };
    firstRenderReady();
    await advance(60_000);
    openPage();
    await expectShownAfter(BANNER_WAIT_MS);
  });
});
