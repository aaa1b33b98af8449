import type { GuestLocation, GuestMenuItemView } from '@inroom/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch, pathOf } from '../../testing/fetch';
import { guestApi } from './api';
import { guestLocation } from './location/fixtures';
import { makeCategory, makeGroup, makeItem, makeMenu, makeOption } from './menu/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getGuestLocation', () => {
  it('puts the groups and ingredients the server sends once back into every item', async () => {
    const size = makeGroup('Size', 1, 1, [makeOption('Small'), makeOption('Large', 1000)]);
    const full = makeItem({ name: 'Burger', price: 9900, ingredients: ['Garlic'], groups: [size] });
    const [garlicLink] = full.ingredients;
    // The item as the server sends it: its links name their records, which travel beside the menus.
    const named = (id: string): GuestMenuItemView => ({
      ...full,
      id,
      ingredients: full.ingredients.map(({ locationIngredientId, sortOrder }) => ({
        locationIngredientId,
        sortOrder,
      })),
      optionsGroups: full.optionsGroups.map(({ optionsGroupId, sortOrder }) => ({
        optionsGroupId,
        sortOrder,
      })),
    });
    const location = guestLocation({ id: '5eed0001-0000-4000-8000-0000000000a1' });
    const menu = makeMenu([makeCategory('Mains', [])]);
    const sent: GuestLocation = {
      ...location,
      ingredients: [garlicLink!.locationIngredient],
      optionsGroups: [size],
      menus: [
        {
          ...menu,
          menuCategories: menu.menuCategories.map((category) => ({
            ...category,
            subCategories: [],
            menuItems: [named(full.id), named('5eed0003-0000-4000-8000-0000000000a2')],
          })),
        },
      ],
    };
    mockFetch((request) => {
      expect(pathOf(request)).toBe(`/api/location/get/${location.id}/da-DK`);
      return jsonResponse(sent);
    });
    const store = makeStore();
    const answer = await store.dispatch(
      guestApi.endpoints.getGuestLocation.initiate({ id: location.id, language: 'da-DK' }),
    );

    const items = answer.data?.menus[0]?.menuCategories[0]?.menuItems ?? [];
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.optionsGroups).toEqual([
        { optionsGroupId: size.id, sortOrder: 0, optionsGroup: size },
      ]);
      expect(item.ingredients).toEqual(full.ingredients);
    }
    expect(answer.data?.optionsGroups).toEqual([]);
    expect(answer.data?.ingredients).toEqual([]);
  });
});
