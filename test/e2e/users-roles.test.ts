import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CognitoEmail } from '../../infra/local/cognito-emails';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fillLogin,
  pathOf,
  signIn,
  useBrowserStack,
} from '../support/e2e';

// Back-office users and roles (issue 18) in Chromium against the embedded stack: the owner invites a
// manager of the deli only, the manager takes the temporary password from the outbox, chooses a
// password of their own, edits the deli's menu and is kept out of the hotel and the users page.

const e2e = useBrowserStack();
const HOTEL = DEMO_IDS.location.hotel;
const DELI = DEMO_IDS.location.deli;
const DELI_MENU = DEMO_IDS.menu.deliAroundTheClock;
const desktop = { width: 1280, height: 900 };

const INVITATION_SUBJECT = 'Your Inroom back-office invitation';
const MANAGER = { email: 'mia.deli@example.com', name: 'Mia Deli' };
const NEW_PASSWORD = 'Deli-Manager-2027';

/**
 * The page's console errors, as they happen, apart from what `expected` lets through (a request
 * the server refuses is logged by Chromium as a failed resource).
 */
function consoleErrors(page: Page, expected: (message: ConsoleMessage) => boolean = () => false) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message)) {
      errors.push(`${message.location().url}: ${message.text()}`);
    }
  });
  return errors;
}

/** The newest invitation e-mail to the user, once the Cognito stand-in has "sent" it. */
async function invitationTo(userName: string): Promise<CognitoEmail> {
  let found: CognitoEmail | undefined;
  await expect
    .poll(async () => {
      const emails = (await (
        await e2e.stack.request('/local/outbox/email.json')
      ).json()) as CognitoEmail[];
      found = emails.find(
        (email) => email.userName === userName && email.subject === INVITATION_SUBJECT,
      );
      return found?.code ?? '';
    })
    .not.toBe('');
  return found!;
}

async function api<T>(token: string, path: string): Promise<{ status: number; body: T }> {
  const response = await e2e.stack.request(path, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T };
}

type MenuTree = {
  menuCategories: {
    translations: { name: string }[];
    menuItems: { id: string; translations: { languageId: string; name: string }[] }[];
  }[];
};

describe('back-office users and roles', () => {
  it('an owner invites a deli manager, who signs in and manages the deli only', async () => {
    const { page, errors } = await e2e.newPage(desktop);
    // The hotel's edit page asks the API about the hotel once, and is refused: that 403 is the point.
    const logged = consoleErrors(
      page,
      (message) =>
        /status of 403/.test(message.text()) &&
        message.location().url.includes(`/api/location/be/get`) &&
        message.location().url.includes(HOTEL),
    );

    // 1. The owner opens Users from the sidebar and invites the manager of the deli.
    await signIn(page, e2e.stack, '/be/locations');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/be/users');
    // Rows of the users table only: the address changes before React has rendered the users page
    // (the router navigates in a transition), so on a busy machine the locations table still shows
    // for a moment, and its rows hold 'you' too (a description's 'your room').
    const usersTable = page.getByRole('table', { name: 'Users' });
    const ownerRow = usersTable.getByRole('row').filter({ hasText: 'You' });
    await ownerRow.waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('E-mail').fill(MANAGER.email);
    await dialog.getByLabel('Name').fill(MANAGER.name);
    await dialog.getByLabel('Role').selectOption({ label: 'Manager' });
    const deliChoice = dialog.getByRole('checkbox', { name: 'Kajens Deli' });
    await deliChoice.waitFor();
    // Every location is offered; only the deli is chosen.
    expect(await dialog.getByRole('checkbox', { name: 'Hotel Nyhavn' }).isChecked()).toBe(false);
    await deliChoice.check();
    await dialog.getByText('1 location chosen').waitFor();
    await expectNoAxeViolations(page);
    const invited = page.waitForResponse((response) =>
      response.url().endsWith('/api/user/be/invite'),
    );
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    expect((await invited).status()).toBe(200);
    await page.getByText(`Invitation sent to ${MANAGER.email}`).waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const managerRow = usersTable.getByRole('row').filter({ hasText: MANAGER.email });
    await managerRow.waitFor();
    expect(
      (await managerRow.getByRole('cell').allTextContents()).map((text) => text.trim()),
    ).toEqual([MANAGER.email, 'Manager', 'Kajens Deli', 'Invited', expect.any(String)]);
    expect(await managerRow.getByRole('rowheader').textContent()).toBe(MANAGER.name);

    // 2. The invitation, with the temporary password, is in the outbox and on its page.
    const invitation = await invitationTo(MANAGER.email);
    expect(invitation.destination).toBe(MANAGER.email);
    const temporaryPassword = invitation.code;
    const outbox = await e2e.newPage(desktop);
    await outbox.page.goto(`${e2e.stack.baseUrl}/local/outbox`);
    const outboxRow = outbox.page
      .getByRole('row')
      .filter({ hasText: INVITATION_SUBJECT })
      .filter({ hasText: MANAGER.email });
    await outboxRow.waitFor();
    expect(await outboxRow.locator('code').textContent()).toBe(temporaryPassword);

    // 3. The owner logs out; the manager signs in and chooses a password of their own.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await fillLogin(page, MANAGER.email, temporaryPassword);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/be/locations');
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await sidebar.waitFor();

    // 4. The manager sees the deli alone, cannot add a location, and has no Users link.
    const locations = page.getByRole('region', { name: 'Locations' });
    await locations.getByRole('rowheader', { name: 'Kajens Deli' }).waitFor();
    expect(await locations.getByRole('rowheader').allTextContents()).toEqual(['Kajens Deli']);
    expect(await page.getByText('Hotel Nyhavn').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add location' }).count()).toBe(0);
    await sidebar.getByRole('link', { name: 'Menus' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Users' }).count()).toBe(0);
    const managerToken = await e2e.stack.tokenFor(MANAGER.email, NEW_PASSWORD);
    const own = await api<{ id: string }[]>(managerToken, '/api/location/be/getall');
    expect(own.body.map((location) => location.id)).toEqual([DELI]);

    // 5. Menus opens the deli's menus straight away; the manager renames an item in menu setup.
    await sidebar.getByRole('link', { name: 'Menus' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/be/menu/${DELI}`);
    await page.getByRole('button', { name: 'Reorder Around the clock' }).waitFor();
    await page.getByRole('link', { name: 'Setup' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/be/menu/${DELI_MENU}/setup`);
    await page.getByRole('button', { name: 'Edit Pastrami sandwich' }).click();
    const item = page.getByRole('dialog', { name: 'Menu item' });
    const itemName = item.getByLabel('Name', { exact: true }).first();
    await expect.poll(() => itemName.inputValue()).toBe('Pastrami sandwich');
    await itemName.fill('Pastrami on rye');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/menuitem/update') && response.request().method() === 'POST',
    );
    await item.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => item.isVisible()).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Edit Pastrami on rye' }).waitFor();
    const tree = await api<MenuTree>(managerToken, `/api/menu/be/get/${DELI_MENU}`);
    expect(tree.status).toBe(200);
    const names = tree.body.menuCategories.flatMap((category) =>
      category.menuItems.map((menuItem) => menuItem.translations[0]?.name),
    );
    expect(names).toContain('Pastrami on rye');
    expect(names).not.toContain('Pastrami sandwich');

    // 6. The hotel's edit page says it is not theirs and shows nothing of it; so does Users.
    const refused = page.waitForResponse(
      (response) => response.url().includes(HOTEL) && response.url().includes('/api/'),
    );
    await page.goto(`${e2e.stack.baseUrl}/be/location/${HOTEL}/edit`);
    expect((await refused).status()).toBe(403);
    await page.getByRole('alert').getByText('You do not have access to this location.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Locations' }).count()).toBe(1);
    expect(await page.getByText('Hotel Nyhavn').count()).toBe(0);
    expect(await page.locator('main input, main textarea, main select').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto(`${e2e.stack.baseUrl}/be/users`);
    await page.getByRole('alert').getByText('Only an owner can manage users.').waitFor();
    expect(await page.getByRole('button', { name: 'Invite user' }).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    const users = await api<unknown>(managerToken, '/api/user/be/getall');
    expect(users.status).toBe(403);

    // 7. Nothing broke on the way.
    expect(errors).toEqual([]);
    expect(outbox.errors).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('lists the users on a 390 px phone without sideways scrolling', async () => {
    const { page, errors } = await e2e.newPage(desktop);
    const logged = consoleErrors(page);
    // Signed in at desktop width, where signIn finds the sidebar; then the phone's width.
    await signIn(page, e2e.stack, '/be/users');
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone each user is a card.
    const cards = page.getByRole('list', { name: 'Users' });
    await cards.getByRole('heading', { name: MANAGER.name }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
  });
});
