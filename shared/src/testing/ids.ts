// Named ids for the test fixtures: valid, distinct UUIDs of saved records (none is EMPTY_GUID), so a
// test reads HOTEL_ID rather than a string of hex. Only their being distinct UUIDs matters.

export const HOTEL_ID = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
export const RESTAURANT_ID = '0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d';
export const BAR_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
export const CONTACT_ID = '3d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e60';
export const MENU_ID = '4e5f6071-8b9c-4dae-8f10-2b3c4d5e6f71';
export const OTHER_MENU_ID = '5f607182-9cad-4ebf-9021-3c4d5e6f7082';
export const FOOD_ID = '6a718293-adbe-4fc0-a132-4d5e6f708193';
export const MAINS_ID = '7b8293a4-becf-4ad1-b243-5e6f708192a4';
export const FISH_ID = '8c93a4b5-cfd0-4be2-8354-6f708192a3b5';
export const ITEM_ID = '9da4b5c6-d0e1-4cf3-9465-708192a3b4c6';
export const BURGER_ID = 'aeb5c6d7-e1f2-4d04-a576-8192a3b4c5d7';
export const GARLIC_ID = 'bfc6d7e8-f203-4e15-b687-92a3b4c5d6e8';
export const GROUP_ID = 'c0d7e8f9-0314-4f26-8798-a3b4c5d6e7f9';
export const SAUCES_ID = 'd1e8f90a-1425-4037-98a9-b4c5d6e7f80a';
export const SMALL_ID = 'e2f90a1b-2536-4148-a9ba-c5d6e7f8091b';
export const LARGE_ID = 'f30a1b2c-3647-4259-bacb-d6e7f8091a2c';
export const BACON_ID = '041b2c3d-4758-436a-8bdc-e7f8091a2b3d';
export const NO_ONION_ID = '152c3d4e-5869-447b-9ced-f8091a2b3c4e';
export const ORDER_ID = '263d4e5f-697a-458c-adfe-091a2b3c4d5f';
export const STAFF_ID = '374e5f60-7a8b-469d-be0f-1a2b3c4d5e60';
export const IDEMPOTENCY_KEY = '485f6071-8b9c-47ae-8f10-2b3c4d5e6f71';

/** A distinct saved id per index, for long lists of records. */
export const idAt = (index: number): string =>
  `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
