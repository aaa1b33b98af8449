import {
  bestMenuLanguage,
  DEFAULT_LANGUAGE_ID,
  locationAvailability,
  type GuestLocation,
  type Location,
} from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { NotFoundError } from '../http/errors';
import {
  menuContentWithReferences,
  menuReferences,
  menuView,
  optionsGroupView,
} from '../menus/view';
import { loadLocationPartition, loadMenuPartition, type LocationPartition } from '../store';
import { findCountry } from '../countries/reference';
import { childLocationViews } from './child-locations';

function countryOf(partition: LocationPartition) {
  const country = findCountry(partition.location.countryId);
  if (!country) throw new Error(`Location ${partition.location.id} has unknown country`);
  return country;
}

/**
 * The guest view of an active location (spec §2 Location page): its active menus in sortOrder,
 * each whole and in the best language for the browser, and the child locations a guest can order
 * from (active, with an active menu). No contacts: a guest never sees staff numbers. Costs
 * 1 + (active menus) + (child locations) Queries, however many items the menus hold. Each options group and ingredient the items link to is sent once, in
 * `optionsGroups` and `ingredients`, and the items name theirs (expandGuestLocation puts them
 * back).
 */
export async function getLocationForGuest(
  { store, now }: Dependencies,
  id: string,
  browserLanguage: string,
): Promise<GuestLocation> {
  const partition = await loadLocationPartition(store, id);
  if (!partition || !partition.location.isActive) throw new NotFoundError('Location not found');
  const moment = now();
  const { location } = partition;
  const activeMenus = partition.menus.filter((menu) => menu.isActive);
  const [contents, childLocations] = await Promise.all([
    Promise.all(activeMenus.map((menu) => loadMenuPartition(store, menu.id))),
    childLocationViews(store, partition.childLinks, moment, { orderableOnly: true }),
  ]);
  const references = menuReferences(partition.ingredients, partition.optionsGroups);
  const menus = activeMenus.map((menu, index) =>
    menuContentWithReferences(
      menu,
      {
        ingredients: partition.ingredients,
        optionsGroups: partition.optionsGroups,
        languageId: bestMenuLanguage(browserLanguage, menu.languages) ?? DEFAULT_LANGUAGE_ID,
        singleTranslation: true,
        now: moment,
        timeZone: location.timeZone,
      },
      contents[index] ?? { categories: [], items: [] },
      references,
    ),
  );
  return {
    ...location,
    country: countryOf(partition),
    ...locationAvailability(activeMenus, moment, location.timeZone),
    contacts: [],
    childLocations,
    ingredients: references.ingredients(),
    optionsGroups: references.optionsGroups(),
    menus,
  };
}

/**
 * The back-office view (`location/be/get`): everything the location form and the menu editor pick
 * from: all contacts, child locations, ingredients, the reusable options groups and every menu (no
 * categories), with all translations.
 */
export async function getLocationForAdmin(
  { store, now }: Dependencies,
  id: string,
  languageId: string | undefined,
): Promise<Location> {
  const partition = await loadLocationPartition(store, id);
  if (!partition) throw new NotFoundError('Location not found');
  const moment = now();
  const { location } = partition;
  const childLocations = await childLocationViews(store, partition.childLinks, moment, {
    orderableOnly: false,
  });
  const choice = { languageId: languageId ?? DEFAULT_LANGUAGE_ID, singleTranslation: false };
  return {
    ...location,
    country: countryOf(partition),
    ...locationAvailability(
      partition.menus.filter((menu) => menu.isActive),
      moment,
      location.timeZone,
    ),
    contacts: partition.contacts,
    childLocations,
    ingredients: partition.ingredients,
    optionsGroups: partition.optionsGroups
      .filter((group) => group.isReusable && !group.isDeleted)
      .map((group) => optionsGroupView(group, choice)),
    menus: partition.menus.map((menu) =>
      menuView(menu, {
        ...choice,
        languageId: bestMenuLanguage(languageId ?? '', menu.languages) ?? DEFAULT_LANGUAGE_ID,
        ingredients: [],
        optionsGroups: [],
        now: moment,
        timeZone: location.timeZone,
      }),
    ),
  };
}
