import type { Basket, BasketItem, BasketItemOption, CurrentUser } from '@inroom/shared';
import { createTransform } from 'redux-persist';
import type { OrdersState } from '../features/orders/ordersSlice';
import type { ParentLocationState } from '../features/basket/parentLocationSlice';
import type { RecordedRoute, UiState } from './uiSlice';

// What a browser keeps in localStorage outlives the build that wrote it: a basket saved by an older
// release, or edited by hand, can lack a field or hold another kind of value. Read as it is, a page
// crashed on it at every load ("Something went wrong", and Reload read it again). Each stored slice
// is checked against the shape this build's code reads; one that does not fit starts afresh.
//
// Shapes only, not the domain's rules (shared's zod schemas, which the server applies to a basket
// anyway): zod would add kilobytes to the guest's first download, and these checks a few hundred
// bytes. Each shape is typed by its slice, so a field added to a type must be added here too.

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const valuesOf =
  (check: Check): Check =>
  (value) =>
    isRecord(value) && Object.values(value).every(check);

type Fields<T> = { [K in keyof T]-?: Check };

/** An object with every field of T of its kind (a nested value is not merged with defaults). */
const shapeOf =
  <T>(fields: Fields<T>): Check =>
  (value) =>
    isRecord(value) &&
    Object.entries(fields).every(([name, check]) => (check as Check)(value[name]));

/**
 * A stored slice: the fields it has are of their kind. A field it lacks is fine: the slice's
 * default fills it in (autoMergeLevel2), which is how a field added in a later release appears.
 */
const sliceOf =
  <T>(fields: Fields<T>): Check =>
  (value) =>
    isRecord(value) &&
    Object.entries(fields).every(
      ([name, check]) => value[name] === undefined || (check as Check)(value[name]),
    );

const currency = shapeOf<Basket['currency']>({ id: isString, symbol: isString });

const basketItemOption = shapeOf<BasketItemOption>({
  optionId: isString,
  optionsGroupType: isNumber,
  optionsGroupName: isString,
  defaultOptionsGroupName: optional(isString),
  name: isString,
  defaultName: isString,
  priceDifference: isNumber,
});

const basketItem = shapeOf<BasketItem>({
  menuItemId: isString,
  name: isString,
  description: isString,
  defaultName: isString,
  defaultDescription: isString,
  options: listOf(basketItemOption),
  quantity: isNumber,
  price: isNumber,
  priceSum: isNumber,
  currency,
});

/** The stored shape of each persisted slice (PERSISTED_SLICES), by its key. */
export const STORED_SLICE_SHAPES: Record<string, Check> = {
  ui: sliceOf<Omit<UiState, 'isLoading'>>({
    sidebarShown: isBoolean,
    transitionName: isString,
    previousRoute: nullable(
      shapeOf<RecordedRoute>({ pathname: isString, params: valuesOf(isString) }),
    ),
    menuLanguageId: nullable(isString),
  }),
  basket: sliceOf<Basket>({
    locationId: nullable(isString),
    locationName: isString,
    parentLocationId: nullable(isString),
    parentLocationName: isString,
    currencyId: isString,
    currency,
    languageId: isString,
    language: optional(shapeOf<NonNullable<Basket['language']>>({ id: isString, name: isString })),
    items: listOf(basketItem),
    priceSum: isNumber,
    room: isString,
    comment: isString,
  }),
  parentLocation: sliceOf<ParentLocationState>({
    parentLocation: nullable(
      shapeOf<{ id: string; name: string }>({ id: isString, name: isString }),
    ),
    parentLocationUrl: nullable(isString),
  }),
  user: sliceOf<CurrentUser>({
    id: nullable(isString),
    userName: isString,
    role: optional(isString),
    locationIds: optional(listOf(isString)),
  }),
  orders: sliceOf<OrdersState>({ createdIds: listOf(isString), dismissedIds: listOf(isString) }),
};

/**
 * Reading storage: a slice that does not fit its shape is replaced by nothing, so the slice starts
 * from its defaults; the other slices are kept.
 */
export const storedShapeTransform = createTransform<unknown, unknown>(
  (state) => state,
  (stored, key) => {
    const fits = STORED_SLICE_SHAPES[String(key)];
    if (!fits || fits(stored)) return stored;
    console.warn(`Inroom: the stored ${String(key)} could not be read; it starts afresh.`);
    return {};
  },
);
