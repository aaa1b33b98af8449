import {
  expandBackOfficeMenu,
  guestMenuViewSchema,
  MAX_ITEM_PLACEMENTS_PER_MENU,
  menuViewSchema,
} from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { fitsLambdaAnswer } from '../http/compression';
import { result, toProxyResult } from '../http/response';
import { useTestDependencies } from '../testing/deps';
import { embeddedView } from '../testing/embedded-view';
import { seedLargeMenu } from '../testing/large-menu';
import { getMenuForAdmin } from './service';

// The back office's view of a menu (menu/be/get and the menu writes' answers) sends each options
// group and ingredient once, every translation kept, as the guest reads do. Embedding them in
// every item made a 500-item menu's view 2.5 MB and the largest menu's 10.2 MB, more than Lambda
// may answer uncompressed (6 MB), for a screen that shows the items' names and prices.

const deps = useTestDependencies();

const bytesOf = (view: unknown) => Buffer.byteLength(JSON.stringify(view));

describe("the back office's view of a menu", () => {
  it('reads back, expanded, as the view with every group and ingredient in its items', async () => {
    const { menu } = await seedLargeMenu(deps.store, { items: 60 });
    const sent = guestMenuViewSchema.parse(await getMenuForAdmin(deps, menu.id, 'da'));
    expect(menuViewSchema.parse(expandBackOfficeMenu(sent))).toEqual(
      await embeddedView(deps.store, menu, { languageId: 'da', singleTranslation: false }),
    );
    // Every language's texts travel, for the item modal and the language selector.
    const [group] = sent.optionsGroups;
    expect(group?.translations.map((entry) => entry.languageId)).toEqual(['en', 'da']);
    expect(group?.options[0]?.translations.map((entry) => entry.languageId)).toEqual(['en', 'da']);
  });

  it('sends each group and ingredient once, however many items link it', async () => {
    const large = await seedLargeMenu(deps.store, { items: 120 });
    const sent = await getMenuForAdmin(deps, large.menu.id, undefined);
    expect(sent.optionsGroups.map((group) => group.id).toSorted()).toEqual(
      large.groups.map((group) => group.id).toSorted(),
    );
    expect(sent.ingredients.map((ingredient) => ingredient.id).toSorted()).toEqual(
      large.ingredients.map((ingredient) => ingredient.id).toSorted(),
    );
    const items = sent.menuCategories.flatMap((category) => [
      ...category.menuItems,
      ...category.subCategories.flatMap((sub) => sub.menuItems),
    ]);
    expect(items).toHaveLength(120);
    const links = items.flatMap((item) => [...item.optionsGroups, ...item.ingredients]);
    expect(links.length).toBeGreaterThan(250);
    expect(
      links.every((link) => !('optionsGroup' in link) && !('locationIngredient' in link)),
    ).toBe(true);
  });

  it('sends a 500-item menu in at most 600 KB', async () => {
    const { menu } = await seedLargeMenu(deps.store, { items: 500 });
    // 481,693 bytes (2.5 MB with the groups and ingredients in every item; 2026-11-30).
    expect(bytesOf(await getMenuForAdmin(deps, menu.id, 'en'))).toBeLessThanOrEqual(600_000);
  });

  it(`fits Lambda's answer uncompressed, at ${MAX_ITEM_PLACEMENTS_PER_MENU} items`, async () => {
    const { menu } = await seedLargeMenu(deps.store, { items: MAX_ITEM_PLACEMENTS_PER_MENU });
    const view = await getMenuForAdmin(deps, menu.id, 'en');
    // 1,852,772 bytes (10.2 MB embedded, which only its compressed form let through; 2026-11-30).
    expect(bytesOf(view)).toBeLessThanOrEqual(2_500_000);
    expect(fitsLambdaAnswer(toProxyResult(result(200, view)))).toBe(true);
  });
});
