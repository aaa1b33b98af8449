import { languageIdSchema, locationInputSchema, savedIdSchema } from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { newChildLocation, newLocation, newLocationContact } from '../templates';
import { createLocation, updateLocation } from './save';
import { getLocationForAdmin } from './views';

// The back office's location routes, apart from the guest's (handlers.ts): saving checks phone
// numbers with libphonenumber's metadata, which only the admin bundle should carry (issue #14).

export const getLocationForAdminHandler = defineHandler(
  { params: z.object({ id: savedIdSchema, languageId: languageIdSchema.optional() }) },
  async ({ params, deps }) => getLocationForAdmin(deps, params.id, params.languageId),
);

export const createLocationHandler = defineHandler(
  { body: locationInputSchema },
  async ({ body, deps }) => createLocation(deps, body),
);

export const updateLocationHandler = defineHandler(
  { body: locationInputSchema },
  async ({ body, deps }) => updateLocation(deps, body),
);

export const getNewLocation = defineHandler({}, async () => newLocation());
export const getNewChildLocation = defineHandler({}, async () => newChildLocation());
export const getNewLocationContact = defineHandler({}, async () => newLocationContact());
