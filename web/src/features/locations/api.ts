import type { LocationSummary } from '@inroom/shared';
import { api } from '../../app/api';
import { LOCATION_LIST_PATH } from './paths';

export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<LocationSummary[], void>({
      query: () => LOCATION_LIST_PATH,
      // A location saved in the back office shows in every list at once.
      providesTags: [{ type: 'Location', id: 'LIST' }],
    }),
  }),
});

export const { useGetLocationsQuery } = locationsApi;
