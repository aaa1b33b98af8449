import type { Availability, LocationSummary } from '@inroom/shared';
import { api } from '../../app/api';

/**
 * What the guest location page shows for now: the location and whether it is open. Menus, child
 * locations and the country's currency join when the catalog is built.
 */
export type GuestLocation = LocationSummary & Availability;

export interface GuestLocationArgs {
  id: string;
  /** The browser's language tag (e.g. da-DK); the server picks the menu translation from it. */
  language: string;
}

export const guestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuestLocation: build.query<GuestLocation, GuestLocationArgs>({
      query: ({ id, language }) =>
        `location/get/${encodeURIComponent(id)}/${encodeURIComponent(language)}`,
    }),
  }),
});

export const { useGetGuestLocationQuery } = guestApi;
