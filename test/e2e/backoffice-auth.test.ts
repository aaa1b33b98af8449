import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fillLogin,
  pathOf,
  signIn,
  useBrowserStack,
} from '../support/e2e';

// Back-office sign-in in Chromium against the embedded stack: Amplify talks to the Cognito
// stand-in through the local server's proxy with USER_PASSWORD_AUTH (docs/local.md).

const e2e = useBrowserStack();
let page: Page;
let pageErrors: string[];

beforeEach(async () => {
  // Uncaught exceptions only: a refused password or session is logged by the browser as a failed
  // request, which is expected here.
  ({ page, errors: pageErrors } = await e2e.newPage({ width: 1280, height: 800 }));
});

const path = () => pathOf(page);

/** The back office's chunk, as Vite names it. */
const BACK_OFFICE_CODE = /\/assets\/backoffice-chunk-[^/]+\.js$/;

/** The persisted user slice, as redux-persist stored it. */
async function storedUser(): Promise<{ id: string | null; userName: string } | undefined> {
  const raw = await page.evaluate(() => localStorage.getItem('persist:inroom'));
  if (!raw) return undefined;
  const root = JSON.parse(raw) as Record<string, string>;
  return root.user ? (JSON.parse(root.user) as { id: string | null; userName: string }) : undefined;
}

describe('back-office sign-in', () => {
  it("shows 'Login failed' for a wrong password, and the spinner is gone", async () => {
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await fillLogin(page, e2e.stack.admin.userName, 'not-the-password');
    await page.getByText('Login failed', { exact: true }).waitFor();
    expect(await page.locator('.login__spinner').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    expect(path()).toBe('/login');
    expect((await storedUser())?.id ?? null).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('is accessible at 360 px, also with its validation and failure states', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('form.was-validated').waitFor();
    await fillLogin(page, e2e.stack.admin.userName, 'not-the-password');
    await page.getByText('Login failed', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });

  it('sends nothing while a required field is empty', async () => {
    const cognitoCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/local/cognito')) cognitoCalls.push(request.url());
    });
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await page.getByLabel('Username').fill(e2e.stack.admin.userName);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.locator('form.was-validated').count()).toBe(1);
    expect(cognitoCalls).toEqual([]);
  });

  it("asks for the back office's code while the login page is open, once", async () => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const codeAhead = page.waitForResponse(BACK_OFFICE_CODE);
    await page.goto(`${e2e.stack.baseUrl}/login`);
    expect((await codeAhead).ok()).toBe(true);
    await fillLogin(page, e2e.stack.admin.userName, e2e.stack.admin.password);
    await expect.poll(path).toBe('/be/locations');
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    expect(asked.filter((url) => BACK_OFFICE_CODE.test(url))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('brings a signed-out visitor of /be/menu to login and, once signed in, to /be/menu', async () => {
    await signIn(page, e2e.stack, '/be/menu');
    expect(await storedUser()).toEqual({
      id: expect.any(String),
      userName: e2e.stack.admin.userName,
    });
    expect(pageErrors).toEqual([]);
  });

  it('has an accessible back-office header and sidebar, which can be hidden', async () => {
    await signIn(page, e2e.stack, '/be/menu');
    await expect.poll(() => page.getByText('Loading...').count()).toBe(0);
    // The layout only: the pages inside are checked by their own tests.
    await expectNoAxeViolations(page, [
      '.backoffice-layout__header',
      '.backoffice-layout__sidebar',
    ]);

    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The choice survives the reload (persisted ui slice).
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
  });

  it('keeps the user signed in across a reload, confirmed by the current-user check', async () => {
    await signIn(page, e2e.stack, '/be/menu');
    const check = page.waitForResponse((response) =>
      response.url().endsWith('/api/user/getcurrent'),
    );
    await page.reload();
    const response = await check;
    expect(response.status()).toBe(200);
    expect(response.request().headers().authorization).toMatch(/^Bearer /);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    expect(path()).toBe('/be/menu');
    expect((await storedUser())?.userName).toBe(e2e.stack.admin.userName);
    expect(pageErrors).toEqual([]);
  });

  it('refreshes an expired access token before calling the API', async () => {
    await signIn(page, e2e.stack, '/be/menu');
    // Amplify decides from the token's exp claim: make the stored access token look expired.
    const expired = await page.evaluate(() => {
      const key = Object.keys(localStorage).find(
        (name) =>
          name.startsWith('CognitoIdentityServiceProvider') && name.endsWith('.accessToken'),
      );
      if (!key) return undefined;
      const [header, payload, signature] = localStorage.getItem(key)!.split('.');
      const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        exp: number;
      };
      claims.exp = Math.floor(Date.now() / 1000) - 60;
      const forged = btoa(JSON.stringify(claims))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      const token = `${header}.${forged}.${signature}`;
      localStorage.setItem(key, token);
      return token;
    });
    expect(expired).toBeDefined();
    const check = page.waitForResponse((response) =>
      response.url().endsWith('/api/user/getcurrent'),
    );
    await page.reload();
    const response = await check;
    expect(response.status()).toBe(200);
    const sent = response.request().headers().authorization;
    expect(sent).toMatch(/^Bearer /);
    expect(sent).not.toBe(`Bearer ${expired}`);
    expect(path()).toBe('/be/menu');
    expect((await storedUser())?.id).toEqual(expect.any(String));
  });

  it('sends a signed-in user opening /login to /be/locations', async () => {
    await signIn(page, e2e.stack, '/be/menu');
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await expect.poll(path).toBe('/be/locations');
  });

  it('logs out to /, after which /be/locations asks for login again', async () => {
    await signIn(page, e2e.stack, '/be/locations');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(path).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'Inroom' }).waitFor();
    expect((await storedUser())?.id).toBeNull();
    const amplifyKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')),
    );
    expect(amplifyKeys.filter((key) => key.endsWith('Token'))).toEqual([]);

    await page.goto(`${e2e.stack.baseUrl}/be/locations`);
    await expect.poll(path).toBe('/login?redirect=%2Fbe%2Flocations');
    expect(pageErrors).toEqual([]);
  });

  it('sends the user to login with the redirect when the session is gone (401)', async () => {
    await signIn(page, e2e.stack, '/be/locations');
    // Amplify's tokens disappear; the persisted user stays, so only the API can tell.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key);
      }
    });
    expect((await storedUser())?.id).toEqual(expect.any(String));
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 401,
    );
    await page.reload();
    await refused;
    await expect.poll(path).toBe('/login?redirect=%2Fbe%2Flocations');
    expect((await storedUser())?.id).toBeNull();

    // Signing in again goes back to where the user was.
    await fillLogin(page, e2e.stack.admin.userName, e2e.stack.admin.password);
    await expect.poll(path, { timeout: 15_000 }).toBe('/be/locations');
    expect(pageErrors).toEqual([]);
  });
});
