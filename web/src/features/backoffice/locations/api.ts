import type {
  Country,
  ImageUpload,
  ImageUploadRequest,
  Location,
  LocationContactInput,
  LocationInput,
  LocationSummary,
} from '@inroom/shared';
import { api } from '../../../app/api';

/** The back office's location calls (spec §7 Location, country; images: docs/api.md). */
export const backofficeLocationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The back office's list (issue 18): only the locations the signed-in user manages (an owner's
     * every one). Same shape and tag as the guest list, so a save refreshes both.
     */
    getLocationsForBackOffice: build.query<LocationSummary[], void>({
      query: () => 'location/be/getall',
      providesTags: [{ type: 'Location', id: 'LIST' }],
    }),
    /** The back-office view: contacts, child locations, ingredients, options groups, menus. */
    getAdminLocation: build.query<Location, string>({
      query: (id) => `location/be/get/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Location', id }],
    }),
    getNewLocation: build.query<LocationInput, void>({ query: () => 'location/getnew' }),
    getCountries: build.query<Country[], void>({
      query: () => 'country/getall',
      providesTags: ['Country'],
    }),
    createLocation: build.mutation<Location, LocationInput>({
      query: (body) => ({ url: 'location/create', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Location', id: 'LIST' }]),
    }),
    updateLocation: build.mutation<Location, LocationInput>({
      query: (body) => ({ url: 'location/update', method: 'POST', body }),
      // A failed save changed nothing, so nothing needs loading again.
      invalidatesTags: (_result, error, body) =>
        error
          ? []
          : [
              { type: 'Location', id: body.id },
              { type: 'Location', id: 'LIST' },
            ],
    }),
    /** A blank contact (spec §7 locationcontact/getnew): the empty GUID as id, active. */
    getNewContact: build.query<LocationContactInput, void>({
      query: () => 'locationcontact/getnew',
    }),
    /** A presigned S3 PUT for one image; the record then references the returned key. */
    createImageUpload: build.mutation<ImageUpload, ImageUploadRequest>({
      query: (body) => ({ url: 'image/upload', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetLocationsForBackOfficeQuery,
  useGetAdminLocationQuery,
  useGetNewLocationQuery,
  useGetCountriesQuery,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useCreateImageUploadMutation,
  useLazyGetNewContactQuery,
} = backofficeLocationsApi;
