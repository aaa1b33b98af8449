import type { Page } from 'playwright-core';

/** Signs in to the back office with the login form and waits for its first page (Locations). */
export async function signIn(
  page: Page,
  baseUrl: string,
  admin: { userName: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(admin.userName);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor({ timeout: 60_000 });
}
