import type { LocationSummary } from '@inroom/shared';
import { api } from '../../app/api';

export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<LocationSummary[], void>({
      query: () => 'location/getall',
    }),
  }),
});

export const { useGetLocationsQuery } = locationsApi;
