import type { LocationSummary } from '@inroom/shared';
import { api } from '../../app/api';

export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<LocationSummary[], void>({
      query: () => 'location/getall',
      // A location saved in the back office shows in every list at once.
      providesTags: [{ type: 'Location', id: 'LIST' }],
    }),
  }),
});

export const { useGetLocationsQuery } = locationsApi;
