import {
  languageIdSchema,
  locationInputSchema,
  mayManageLocation,
  savedIdSchema,
  lazySchema,
} from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { newChildLocation, newLocation, newLocationContact } from '../templates';
import { requestUser } from '../users/access';
import { createLocation, updateLocation } from './save';
import { listLocations } from './service';
import { getLocationForAdmin } from './views';

// The back office's location routes, apart from the guest's (handlers.ts): saving checks phone
// numbers with libphonenumber's metadata, which only the admin bundle should carry (issue #14).

export const getLocationForAdminHandler = defineHandler(
  {
    params: lazySchema(() =>
      z.object({ id: savedIdSchema, languageId: languageIdSchema.optional() }),
    ),
    scope: ({ params }) => [{ location: params.id }],
  },
  async ({ params, deps }) => getLocationForAdmin(deps, params.id, params.languageId),
);

export const createLocationHandler = defineHandler(
  { body: locationInputSchema, scope: 'owner' },
  async ({ body, deps }) => createLocation(deps, body),
);

export const updateLocationHandler = defineHandler(
  // A hotel's manager also sets its list of restaurants: the list is the hotel's, the
  // restaurants' own content is not.
  { body: locationInputSchema, scope: ({ body }) => [{ location: body.id }] },
  async ({ body, deps }) => updateLocation(deps, body),
);

export const getNewLocation = defineHandler({ scope: 'signed-in' }, async () => newLocation());
export const getNewChildLocation = defineHandler({ scope: 'signed-in' }, async () =>
  newChildLocation(),
);
export const getNewLocationContact = defineHandler({ scope: 'signed-in' }, async () =>
  newLocationContact(),
);

/** location/be/getall: the locations the user manages (an owner: all), by name as the guest list. */
export const getLocationsForAdminHandler = defineHandler(
  { scope: 'signed-in' },
  async ({ request, deps }) => {
    const user = requestUser(request);
    return (await listLocations(deps)).filter((location) => mayManageLocation(user, location.id));
  },
);
