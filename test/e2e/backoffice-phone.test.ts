import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fillLogin,
  pathOf,
  signIn,
  useBrowserStack,
  waitForFiniteAnimations,
} from '../support/e2e';

// The back office on a phone (issue 15, item 7): the sidebar starts closed and opens over the
// content only when asked, and menu setup shows every item name at 390 px.

const env = useBrowserStack();
const PHONE = { width: 390, height: 844 };
const SETUP = `/be/menu/${DEMO_IDS.menu.hotelAllDay}/setup`;

/**
 * Signs in on the phone itself. The shared signIn helper waits for the sidebar to be visible,
 * which on a phone it rightly is not, so this waits for the sidebar's toggle instead.
 */
async function signInOnPhone(page: Page, wanted: string) {
  await page.goto(`${env.stack.baseUrl}${wanted}`);
  // The first page of a freshly started stack and browser can take more than the default second.
  await expect
    .poll(() => pathOf(page), { timeout: 15_000 })
    .toBe(`/login?redirect=${encodeURIComponent(wanted)}`);
  await fillLogin(page, env.stack.admin.userName, env.stack.admin.password);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(wanted);
  await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
}

/** Whether the page's heading is what the browser would hit when tapping its middle. */
async function headingUncovered(page: Page): Promise<boolean> {
  // Hit-tested once the page's slide-in has ended: the question is what covers the settled page.
  await waitForFiniteAnimations(page);
  return page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (!heading) return false;
    const box = heading.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && heading.contains(hit);
  });
}

/** Every item name in menu setup, with its box and whether its text is cut. */
function itemNames(page: Page) {
  return page.locator('.setup-item__name').evaluateAll((names) =>
    names.map((name) => {
      const box = name.getBoundingClientRect();
      return {
        text: name.textContent ?? '',
        left: box.left,
        right: box.right,
        width: box.width,
        clipped: name.scrollWidth > name.clientWidth + 1,
      };
    }),
  );
}

describe('the back office on a phone', () => {
  it('starts with the sidebar closed, opens it over the content on request and closes it again', async () => {
    const { page, errors } = await env.newPage(PHONE);
    await signInOnPhone(page, SETUP);
    await page.getByRole('heading', { level: 1, name: 'Menu setup' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const sidebar = page.getByRole('navigation', { name: 'Back office' });

    expect(await sidebar.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await headingUncovered(page)).toBe(true);

    await toggle.click();
    await sidebar.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Over the content, not pushing it aside: the heading is where it was, under the sidebar.
    expect(await headingUncovered(page)).toBe(false);
    await expectNoAxeViolations(page, [
      '.backoffice-layout__header',
      '.backoffice-layout__sidebar',
    ]);

    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await sidebar.getByRole('link', { name: 'Menus' }).click();
    await expect.poll(() => pathOf(page)).toBe('/be/menu');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps the sidebar closed on a phone although it was left shown on a desktop', async () => {
    const { page } = await env.newPage({ width: 1280, height: 900 });
    await signIn(page, env.stack, SETUP);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    expect(await sidebar.isVisible()).toBe(true);
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Menu setup' }).waitFor();
    expect(await sidebar.isVisible()).toBe(false);
    expect(await headingUncovered(page)).toBe(true);
    // Back on the wide screen, the sidebar is as the user left it there.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => sidebar.isVisible()).toBe(true);
  });

  it("shows every item name of the demo hotel's menu in menu setup at 390 px", async () => {
    const { page, errors } = await env.newPage(PHONE);
    await signInOnPhone(page, SETUP);
    await page.getByRole('heading', { level: 1, name: 'Menu setup' }).waitFor();
    await page.locator('.setup-item__name').first().waitFor();

    const names = await itemNames(page);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      expect(name.text.trim(), 'every item has a name').not.toBe('');
      expect(name.width, `the width of "${name.text}"`).toBeGreaterThan(40);
      expect(name.left, `"${name.text}" starts on screen`).toBeGreaterThanOrEqual(0);
      expect(name.right, `"${name.text}" ends on screen`).toBeLessThanOrEqual(PHONE.width);
      expect(name.clipped, `"${name.text}" is cut`).toBe(false);
    }
    // The controls that used to squeeze the names are still there and on screen.
    const firstName = names[0]!.text;
    const edit = page.getByRole('button', { name: `Edit ${firstName}`, exact: true });
    const box = await edit.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
