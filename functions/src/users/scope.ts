import { isOwner, mayManageLocation } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ForbiddenError } from '../http/errors';
import {
  locationIngredientStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  orderStore,
} from '../store';
import type { SignedInUser } from './access';

/**
 * A record an admin call reads or changes, named by what the request carries: the location it
 * belongs to decides who may. A call names every record it touches, the stored one and any it
 * points to (an item's body names its menu too), so no id reached through a body slips past.
 */
export type RecordRef =
  | { location: string }
  | { menu: string }
  | { menuItem: string }
  | { optionsGroup: string }
  | { ingredient: string }
  /** Read by the managers of its own location and of the hotel it is delivered to. */
  | { order: string }
  /** Accepted, declined or completed by the managers of its own location only. */
  | { orderToAnswer: string };

/**
 * Who may call an admin route, declared beside its handler (http/handler.ts): any signed-in user (a
 * blank template, their own user), owners only, or the managers of the records the request names.
 */
export type Scope<I> = 'signed-in' | 'owner' | ((input: I) => RecordRef[]);

export const NOT_YOURS_MESSAGE = 'You do not have access to this location';
export const OWNER_ONLY_MESSAGE = 'Only an owner can do this';

/**
 * The locations any of which may grant access to a record: none when the record does not exist,
 * so the service answers its own 404.
 */
async function locationsOf(deps: Dependencies, ref: RecordRef): Promise<string[]> {
  const { store } = deps;
  if ('location' in ref) return [ref.location];
  if ('menu' in ref) {
    const menu = await menuStore.getById(store, ref.menu);
    return menu ? [menu.locationId] : [];
  }
  if ('menuItem' in ref) {
    const item = await menuItemStore.getById(store, ref.menuItem);
    return item ? locationsOf(deps, { menu: item.menuId }) : [];
  }
  if ('optionsGroup' in ref) {
    const group = await optionsGroupStore.getById(store, ref.optionsGroup);
    return group ? [group.locationId] : [];
  }
  if ('ingredient' in ref) {
    const ingredient = await locationIngredientStore.getById(store, ref.ingredient);
    return ingredient ? [ingredient.locationId] : [];
  }
  const order = await orderStore.get(store, 'order' in ref ? ref.order : ref.orderToAnswer);
  if (!order) return [];
  return 'order' in ref && order.parentLocationId
    ? [order.locationId, order.parentLocationId]
    : [order.locationId];
}

/**
 * Refuses with 403 a call its scope does not allow the user. An owner passes without a read; a
 * manager's refs are resolved to their locations (a Get or two each) and each must be one of theirs.
 */
export async function authorize<I>(
  deps: Dependencies,
  user: SignedInUser,
  scope: Scope<I>,
  input: I,
): Promise<void> {
  if (scope === 'signed-in' || isOwner(user)) return;
  if (scope === 'owner') throw new ForbiddenError(OWNER_ONLY_MESSAGE);
  const refs = scope(input);
  const allowed = await Promise.all(
    refs.map(async (ref) => {
      const locations = await locationsOf(deps, ref);
      return (
        locations.length === 0 || locations.some((location) => mayManageLocation(user, location))
      );
    }),
  );
  if (!allowed.every(Boolean)) throw new ForbiddenError(NOT_YOURS_MESSAGE);
}
