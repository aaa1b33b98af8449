import {
  expandGuestLocation,
  type Basket,
  type GuestLocation,
  type Location,
} from '@inroom/shared';
import { api } from '../../app/api';
import { guestLocationPath } from './location-request';

export interface GuestLocationArgs {
  id: string;
  /**
   * The guest's chosen menu language, else the browser's language tag (e.g. da-DK); the server
   * picks each menu's best language from it.
   */
  language: string;
}

export const guestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The guest view of a location: its active menus, whole, and its restaurants (spec §2). */
    getGuestLocation: build.query<Location, GuestLocationArgs>({
      query: ({ id, language }) => guestLocationPath(id, language),
      // The server sends each options group and ingredient once; the pages read them in the items.
      transformResponse: (response: GuestLocation) => expandGuestLocation(response),
    }),
    /** The basket's lines in another language, with the server's names and prices (spec §7). */
    translateBasket: build.mutation<Basket, { languageId: string; basket: Basket }>({
      query: ({ languageId, basket }) => ({
        url: `order/translate/${encodeURIComponent(languageId)}`,
        method: 'POST',
        body: basket,
      }),
    }),
  }),
});

export const { useGetGuestLocationQuery, useTranslateBasketMutation } = guestApi;
