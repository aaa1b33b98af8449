import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { getLocationForGuest, listLocations } from './service';

export const getAllLocations = defineHandler({}, async ({ deps }) => listLocations(deps));

export const getLocationForGuestHandler = defineHandler(
  { params: z.object({ id: z.uuid(), browserLanguage: z.string().min(1).max(35) }) },
  async ({ params, deps }) => getLocationForGuest(deps, params.id),
);
