import { languageIdSchema, locationInputSchema, savedIdSchema } from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { newChildLocation, newLocation, newLocationContact } from '../templates';
import { createLocation, updateLocation } from './save';
import { listLocations } from './service';
import { getLocationForAdmin, getLocationForGuest } from './views';

export const getAllLocations = defineHandler({}, async ({ deps }) => listLocations(deps));

export const getLocationForGuestHandler = defineHandler(
  { params: z.object({ id: z.uuid(), browserLanguage: z.string().min(1).max(35) }) },
  async ({ params, deps }) => getLocationForGuest(deps, params.id, params.browserLanguage),
);

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
