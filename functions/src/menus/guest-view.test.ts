import {
  bestMenuLanguage,
  expandGuestLocation,
  expandGuestMenu,
  guestLocationSchema,
  guestMenuViewSchema,
  locationSchema,
  menuViewSchema,
  type Menu,
} from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { getLocationForGuest } from '../locations/views';
import {
  countStoreCalls,
  menuCategoryStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  type Store,
} from '../store';
import { useTestDependencies } from '../testing/deps';
import { embeddedView } from '../testing/embedded-view';
import { testMenu } from '../testing/fixtures';
import { largeMenuItem, seedLargeMenu, type LargeMenu } from '../testing/large-menu';
import { getMenuForGuest } from './service';

// Issue 14, "response size": the guest reads send each options group and ingredient once and the
// items name theirs. Read back with the shared expansion (what the web applies), they must be the
// views that embedded them in every item, and a 500-item menu must stay within 600 KB.

const deps = useTestDependencies();

/** The guest view of a menu with every group and ingredient inside its items (spec §3). */
const guestEmbeddedView = (store: Store, menu: Menu, browserLanguage: string) =>
  embeddedView(store, menu, {
    languageId: bestMenuLanguage(browserLanguage, menu.languages) ?? 'en',
    singleTranslation: true,
  });

/**
 * The large menu, and beside it an English-only menu of the same location whose items link the
 * same groups and ingredients, so that one response reads them in two languages. One group has an
 * option named only in Danish, read in English by the default-language fallback's last resort.
 */
async function twoMenus(items: number): Promise<{ large: LargeMenu; english: Menu }> {
  const large = await seedLargeMenu(deps.store, { items });
  const english = testMenu({
    ...large.menu,
    id: 'b1000002-0000-4000-8000-000000000099',
    name: 'Room service',
    sortOrder: 1,
    languages: [{ languageId: 'en', isDefault: true }],
  });
  const [group] = large.groups;
  const category = { ...large.categories[0]!, id: 'b1000003-0000-4000-8000-000000000999' };
  await Promise.all([
    menuStore.put(deps.store, english),
    menuCategoryStore.put(deps.store, { ...category, menuId: english.id }),
    optionsGroupStore.put(deps.store, {
      ...group!,
      options: [
        ...group!.options,
        {
          ...group!.options[0]!,
          id: 'b1000005-0000-4000-8000-000000000999',
          sortOrder: 99,
          translations: [{ languageId: 'da', name: 'Kun dansk' }],
        },
      ],
    }),
    menuItemStore.putMany(
      deps.store,
      large.items.slice(0, 10).map((item, n) => ({
        ...largeMenuItem(large, n),
        id: `b1000007-0000-4000-8000-0000000009${String(n).padStart(2, '0')}`,
        menuId: english.id,
        menuCategoryId: category.id,
        translations: item.translations.filter((entry) => entry.languageId === 'en'),
      })),
    ),
  ]);
  return { large, english };
}

describe('the guest location view', () => {
  it('reads back, expanded, as the view with every group and ingredient in its items', async () => {
    const { large, english } = await twoMenus(60);
    const sent = guestLocationSchema.parse(
      await getLocationForGuest(deps, large.location.id, 'da-DK'),
    );
    const expected = await Promise.all([
      guestEmbeddedView(deps.store, large.menu, 'da-DK'),
      guestEmbeddedView(deps.store, english, 'da-DK'),
    ]);
    const expanded = expandGuestLocation(sent);
    expect(locationSchema.parse(expanded)).toEqual({
      ...sent,
      optionsGroups: [],
      ingredients: [],
      menus: expected,
    });
    // The menus read the shared groups in Danish and in English: both texts travel, once.
    expect(sent.optionsGroups[0]?.translations.map((entry) => entry.languageId)).toEqual([
      'en',
      'da',
    ]);
  });

  it('sends each group and ingredient once, however many items link it', async () => {
    const { large } = await twoMenus(120);
    const sent = await getLocationForGuest(deps, large.location.id, 'da-DK');
    const groupIds = sent.optionsGroups.map((group) => group.id);
    expect(groupIds.toSorted()).toEqual(large.groups.map((group) => group.id).toSorted());
    expect(sent.ingredients.map((ingredient) => ingredient.id).toSorted()).toEqual(
      large.ingredients.map((ingredient) => ingredient.id).toSorted(),
    );
    const links = sent.menus
      .flatMap((menu) => menu.menuCategories)
      .flatMap((category) => category.menuItems)
      .flatMap((item) => item.optionsGroups);
    expect(links.length).toBeGreaterThan(250);
    expect(links.every((link) => link.optionsGroup === undefined)).toBe(true);
  });

  it('sends a 500-item menu in at most 600 KB', async () => {
    const { location } = await seedLargeMenu(deps.store, { items: 500 });
    const sent = await getLocationForGuest(deps, location.id, 'da-DK');
    expect(Buffer.byteLength(JSON.stringify(sent))).toBeLessThanOrEqual(600_000);
  });

  it('costs the same store calls for 25 items as for 500: the location, then its menu', async () => {
    const callsFor = async (items: number, menuNumber: number) => {
      const { location } = await seedLargeMenu(deps.store, { items, menuNumber });
      const calls = countStoreCalls(deps.store);
      await getLocationForGuest(deps, location.id, 'en');
      calls.detach();
      return calls.byCommand;
    };
    const small = await callsFor(25, 1);
    expect(small).toEqual({ QueryCommand: 2 });
    expect(await callsFor(500, 2)).toEqual(small);
  });
});

describe('the guest menu view (menu/get)', () => {
  it('reads back, expanded, as the view with every group and ingredient in its items', async () => {
    const { english } = await twoMenus(30);
    const sent = guestMenuViewSchema.parse(await getMenuForGuest(deps, english.id, 'da-DK'));
    const expanded = expandGuestMenu(sent);
    expect(menuViewSchema.parse(expanded)).toEqual(
      await guestEmbeddedView(deps.store, english, 'da-DK'),
    );
    const links = expanded.menuCategories
      .flatMap((category) => category.menuItems)
      .flatMap((item) => item.optionsGroups);
    const sentIds = sent.optionsGroups.map((group) => group.id);
    expect(new Set(sentIds).size).toBe(sentIds.length);
    expect(sentIds.length).toBeLessThan(links.length);
  });
});
