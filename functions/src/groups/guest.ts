import { translateBasketHandler } from '../baskets/handlers';
import { getAllCountries } from '../countries/handlers';
import type { Handler } from '../http/handler';
import { getAllLanguages } from '../languages/handlers';
import { getAllLocations, getLocationForGuestHandler } from '../locations/handlers';
import { getMenuForGuest } from '../menus/handlers';
import {
  createOrderHandler,
  getActiveOrdersHandler,
  getNewOrder,
  getNewOrderItem,
  getNewOrderItemOption,
  getOrderHandler,
  getOrdersForGuestHandler,
  payOrderHandler,
} from '../orders/handlers';
import type { HandlerKeysOf } from '../routes';

/** Public reads, order create and the guest's order reads: the guest Lambda. */
export const guestHandlers: Record<HandlerKeysOf<'guest'>, Handler> = {
  'country.getAll': getAllCountries,
  'language.getAll': getAllLanguages,
  'location.getAll': getAllLocations,
  'location.getForGuest': getLocationForGuestHandler,
  'menu.getForGuest': getMenuForGuest,
  'order.translate': translateBasketHandler,
  'order.getNew': getNewOrder,
  'order.create': createOrderHandler,
  'orderItem.getNew': getNewOrderItem,
  'orderItemOption.getNew': getNewOrderItemOption,
  'order.pay': payOrderHandler,
  'order.get': getOrderHandler,
  'order.getAllForGuest': getOrdersForGuestHandler,
  'order.active': getActiveOrdersHandler,
};
