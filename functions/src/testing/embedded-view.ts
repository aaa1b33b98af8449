import type { Menu, MenuView } from '@inroom/shared';
import { menuView } from '../menus/view';
import { loadLocationPartition, loadMenuPartition, menuStore, type Store } from '../store';
import { NOW } from './fixtures';

/**
 * A menu as spec §3 has it, every group and ingredient inside the items that link it, read as
 * stored (with its version, not as the test made it): what the views that send them once must
 * read back as, expanded. Guests get one translation per text, the back office every one.
 */
export async function embeddedView(
  store: Store,
  seeded: Menu,
  reader: { languageId: string; singleTranslation: boolean },
): Promise<MenuView> {
  const [partition, content, menu = seeded] = await Promise.all([
    loadLocationPartition(store, seeded.locationId),
    loadMenuPartition(store, seeded.id),
    menuStore.getById(store, seeded.id),
  ]);
  return menuView(
    menu,
    {
      ingredients: partition!.ingredients,
      optionsGroups: partition!.optionsGroups,
      ...reader,
      now: NOW,
      timeZone: partition!.location.timeZone,
    },
    content,
  );
}
