import { translateBasketHandler } from '../baskets/handlers';
import { getAllCountries } from '../countries/handlers';
import type { Handler } from '../http/handler';
import { getAllLanguages } from '../languages/handlers';
import { getAllLocations, getLocationForGuestHandler } from '../locations/handlers';
import { getMenuForGuest } from '../menus/handlers';
import type { HandlerKeysOf } from '../routes';

/** Public reads and (later) order create and reads: the guest Lambda. */
export const guestHandlers: Record<HandlerKeysOf<'guest'>, Handler> = {
  'country.getAll': getAllCountries,
  'language.getAll': getAllLanguages,
  'location.getAll': getAllLocations,
  'location.getForGuest': getLocationForGuestHandler,
  'menu.getForGuest': getMenuForGuest,
  'order.translate': translateBasketHandler,
};
