import type { Handler } from '../http/handler';
import {
  getNewIngredient,
  getNewIngredientLink,
  createIngredient,
  updateIngredient,
} from '../ingredients/handlers';
import { createImageUpload } from '../images/handlers';
import {
  createLocationHandler,
  getLocationForAdminHandler,
  getLocationsForAdminHandler,
  getNewChildLocation,
  getNewLocation,
  getNewLocationContact,
  updateLocationHandler,
} from '../locations/admin-handlers';
import {
  createMenuItem,
  deleteMenuItem,
  getMenuItem,
  getNewMenuItem,
  updateMenuItem,
} from '../menu-items/handlers';
import {
  addMenuLanguage,
  createMenu,
  deleteMenu,
  deleteMenuCategory,
  getMenuForAdmin,
  getMenus,
  getNewMenu,
  getNewMenuCategory,
  updateMenu,
  updateMenuRange,
} from '../menus/handlers';
import {
  createOptionsGroup,
  deleteOptionsGroup,
  getNewOption,
  getNewOptionsGroup,
  getNewOptionsGroupLink,
  updateOptionsGroup,
} from '../options-groups/handlers';
import {
  exportOrdersHandler,
  getOrderBoardHandler,
  getOrderDetailHandler,
  getOrderHistoryHandler,
  getOrderTotalsHandler,
} from '../orders/board/handlers';
import type { HandlerKeysOf } from '../routes';
import {
  changeUserAccessHandler,
  disableUserHandler,
  enableUserHandler,
  getCurrentUser,
  inviteUserHandler,
  listUsersHandler,
} from '../users/handlers';

/** Back-office routes: the admin Lambda, behind the JWT authorizer. */
export const adminHandlers: Record<HandlerKeysOf<'admin'>, Handler> = {
  'user.getCurrent': getCurrentUser,
  'user.getAll': listUsersHandler,
  'user.invite': inviteUserHandler,
  'user.updateAccess': changeUserAccessHandler,
  'user.disable': disableUserHandler,
  'user.enable': enableUserHandler,
  'location.getAllForAdmin': getLocationsForAdminHandler,
  'location.getNew': getNewLocation,
  'location.create': createLocationHandler,
  'location.update': updateLocationHandler,
  'location.getForAdmin': getLocationForAdminHandler,
  'locationChildLocation.getNew': getNewChildLocation,
  'locationContact.getNew': getNewLocationContact,
  'menu.getAll': getMenus,
  'menu.getNew': getNewMenu,
  'menu.create': createMenu,
  'menu.update': updateMenu,
  'menu.updateRange': updateMenuRange,
  'menu.delete': deleteMenu,
  'menu.getForAdmin': getMenuForAdmin,
  'menu.addLanguage': addMenuLanguage,
  'menuCategory.getNew': getNewMenuCategory,
  'menuCategory.delete': deleteMenuCategory,
  'menuItem.getNew': getNewMenuItem,
  'menuItem.get': getMenuItem,
  'menuItem.create': createMenuItem,
  'menuItem.update': updateMenuItem,
  'menuItem.delete': deleteMenuItem,
  'option.getNew': getNewOption,
  'optionsGroup.getNew': getNewOptionsGroup,
  'optionsGroup.create': createOptionsGroup,
  'optionsGroup.update': updateOptionsGroup,
  'optionsGroup.delete': deleteOptionsGroup,
  'optionsGroupMenuItem.getNew': getNewOptionsGroupLink,
  'locationIngredient.getNew': getNewIngredient,
  'locationIngredient.create': createIngredient,
  'locationIngredient.update': updateIngredient,
  'locationIngredientMenuItem.getNew': getNewIngredientLink,
  'image.createUpload': createImageUpload,
  'order.board': getOrderBoardHandler,
  'order.getForBackOffice': getOrderDetailHandler,
  'order.history': getOrderHistoryHandler,
  'order.totals': getOrderTotalsHandler,
  'order.export': exportOrdersHandler,
};
