import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CognitoEmail } from '../../infra/local/cognito-emails';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fillLogin,
  pathOf,
  useBrowserStack,
} from '../support/e2e';

// "Forgot password?" in Chromium against the embedded stack (issue 16): Amplify's resetPassword and
// confirmResetPassword go to the Cognito stand-in through the local server's proxy, and the code
// the pool would e-mail is on the outbox page. This file has a stack of its own, so the admin's new
// password ends with it.

const e2e = useBrowserStack();
let page: Page;
let pageErrors: string[];

beforeEach(async () => {
  ({ page, errors: pageErrors } = await e2e.newPage({ width: 360, height: 740 }));
});

/** The code of the newest reset e-mail to the admin, once the stand-in has "sent" it. */
async function newestCode(after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const emails = (await (
        await e2e.stack.request('/local/outbox/email.json')
      ).json()) as CognitoEmail[];
      const fresh = emails.filter(
        (email) => email.userName === e2e.stack.admin.userName && Date.parse(email.sentAt) >= after,
      );
      code = fresh[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function fillNewPassword(code: string, password: string) {
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
}

describe('forgot password', () => {
  it("resets the demo admin's password through the page, and signs in with the new one", async () => {
    const newPassword = 'Reset-through-page-2027';
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await page.getByLabel('Username').fill(e2e.stack.admin.userName);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(e2e.stack.admin.userName);
    await expectNoAxeViolations(page);

    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // Locally the page says where the code is.
    expect(await page.getByRole('link', { name: 'outbox page' }).getAttribute('href')).toBe(
      '/local/outbox',
    );
    const code = await newestCode(asked);

    // A wrong code and a password the pool refuses are said in the form, which stays.
    await fillNewPassword(code === '000000' ? '111111' : '000000', newPassword);
    await page.getByText('The code is wrong. Check it, or send a new one.').waitFor();
    await fillNewPassword(code, 'alllowercase-2027');
    await page
      .getByText(
        'The new password is too weak. At least 12 characters, with upper and lower case letters and a digit.',
      )
      .waitFor();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await fillNewPassword(code, newPassword);
    await page.getByText('Your password has been changed. Log in with the new one.').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(e2e.stack.admin.userName);
    await expectNoAxeViolations(page);

    await fillLogin(page, e2e.stack.admin.userName, e2e.stack.admin.password);
    await page.getByText('Login failed', { exact: true }).waitFor();
    await fillLogin(page, e2e.stack.admin.userName, newPassword);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/be/locations');
    // The sidebar shows from tablet width up.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('answers an unknown username as a known one, without telling', async () => {
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await fillNewPassword('123456', 'Unknown-user-2027');
    await page.getByText('The code is wrong. Check it, or send a new one.').waitFor();
    await page.getByRole('button', { name: 'Back to login' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
