import { randomUUID } from 'node:crypto';
import {
  EMPTY_GUID,
  type Option,
  type OptionsGroup,
  type OptionsGroupView,
  type optionInputSchema,
  type optionsGroupInputSchema,
} from '@inroom/shared';
import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { NotFoundError } from '../http/errors';
import { optionsGroupView } from '../menus/view';
import {
  loadLocationPartition,
  loadMenuPartition,
  locationStore,
  menuItemStore,
  optionsGroupStore,
  versionToSave,
  type Store,
} from '../store';
import { FieldErrors, fieldError } from './field-errors';

export type OptionsGroupInput = z.output<typeof optionsGroupInputSchema>;
type OptionInput = z.output<typeof optionInputSchema>;

/** The rule of spec §4: a group made for one item is never sent on its own. */
export const ITEM_ONLY_GROUP_MESSAGE = 'A group for one item is saved with its item';

/** The back office sees every translation of a group. */
export const adminGroupView = (group: OptionsGroup): OptionsGroupView =>
  optionsGroupView(group, { languageId: 'en', singleTranslation: false });

/**
 * A group's options as they will be stored: a new option (the empty id) gets an id; a saved one
 * must be one of the group's own options and appear once. Failures go to `errors` at `path`.
 */
export function optionsWithIds(
  options: readonly OptionInput[],
  stored: readonly Option[],
  path: string,
  errors: FieldErrors,
): Option[] {
  const known = new Set(stored.map((option) => option.id));
  const seen = new Set<string>();
  return options.map((option, index) => {
    const saved = option.id !== EMPTY_GUID;
    if (saved && !known.has(option.id)) errors.add(`${path}.${index}.id`, 'Unknown option');
    else if (saved && seen.has(option.id))
      errors.add(`${path}.${index}.id`, 'This option appears twice');
    seen.add(option.id);
    return {
      id: saved ? option.id : randomUUID(),
      sortOrder: option.sortOrder,
      priceDifference: option.priceDifference,
      translations: option.translations,
    };
  });
}

/** The record a group input is stored as, under `id`, not deleted. */
export const groupFromInput = (
  input: OptionsGroupInput,
  id: string,
  options: Option[],
): OptionsGroup => ({
  id,
  locationId: input.locationId,
  type: input.type,
  quantity: input.quantity,
  isReusable: input.isReusable,
  isDeleted: false,
  translations: input.translations,
  options,
});

/** optionsgroup/create: a reusable group of a location (spec §4). */
export async function createOptionsGroup(
  { store }: Dependencies,
  input: OptionsGroupInput,
): Promise<OptionsGroupView> {
  const errors = new FieldErrors();
  if (input.id !== EMPTY_GUID) errors.add('id', 'A new options group must have the empty id');
  if (!input.isReusable) errors.add('isReusable', ITEM_ONLY_GROUP_MESSAGE);
  const options = optionsWithIds(input.options, [], 'options', errors);
  errors.throwIfAny();
  if (!(await locationStore.get(store, input.locationId)))
    throw new NotFoundError('Location not found');
  const group = groupFromInput(input, randomUUID(), options);
  return adminGroupView(await optionsGroupStore.create(store, group));
}

async function liveGroup(store: Store, id: string): Promise<OptionsGroup> {
  const group = id === EMPTY_GUID ? undefined : await optionsGroupStore.getById(store, id);
  if (!group || group.isDeleted) throw new NotFoundError('Options group not found');
  return group;
}

/** optionsgroup/update: a reusable group, which stays in its location and stays reusable. */
export async function updateOptionsGroup(
  { store }: Dependencies,
  input: OptionsGroupInput,
): Promise<OptionsGroupView> {
  if (input.id === EMPTY_GUID) throw fieldError('id', 'Save the record first');
  // By primary key first (consistent); by id alone only to tell another location's group from none.
  const byKey = await optionsGroupStore.get(store, input.locationId, input.id);
  const stored = byKey && !byKey.isDeleted ? byKey : await liveGroup(store, input.id);
  const errors = new FieldErrors();
  if (input.locationId !== stored.locationId)
    errors.add('locationId', 'A group cannot move to another location');
  if (!stored.isReusable || !input.isReusable) errors.add('isReusable', ITEM_ONLY_GROUP_MESSAGE);
  const options = optionsWithIds(input.options, stored.options, 'options', errors);
  errors.throwIfAny();
  const group = {
    ...groupFromInput(input, stored.id, options),
    version: versionToSave(stored, input.version),
  };
  return adminGroupView(await optionsGroupStore.update(store, group));
}

/**
 * optionsgroup/delete: the group is marked deleted (orders keep their copy of its names) and its
 * link is removed from every item of every menu of its location (spec §4). Marking comes first, so
 * an item view never shows a group that is on its way out: views skip deleted groups.
 */
export async function deleteOptionsGroup(
  { store }: Dependencies,
  id: string,
): Promise<{ id: string }> {
  const group = await liveGroup(store, id);
  await optionsGroupStore.update(store, { ...group, isDeleted: true });
  const location = await loadLocationPartition(store, group.locationId);
  await Promise.all(
    (location?.menus ?? []).map(async (menu) => {
      const { items } = await loadMenuPartition(store, menu.id);
      // An item saved meanwhile keeps its save and still loses the link.
      await menuItemStore.updateEach(store, items, (item) =>
        item.optionsGroups.some((link) => link.optionsGroupId === id)
          ? {
              ...item,
              optionsGroups: item.optionsGroups.filter((link) => link.optionsGroupId !== id),
            }
          : undefined,
      );
    }),
  );
  return { id };
}
