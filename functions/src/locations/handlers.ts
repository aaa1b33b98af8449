import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { listLocations } from './service';
import { getLocationForGuest } from './views';
import { lazySchema } from '@inroom/shared';

// The guest's location routes; the back office's are in admin-handlers.ts, so the guest bundle
// holds none of location saving.

export const getAllLocations = defineHandler({}, async ({ deps }) => listLocations(deps));

export const getLocationForGuestHandler = defineHandler(
  {
    params: lazySchema(() =>
      z.object({ id: z.uuid(), browserLanguage: z.string().min(1).max(35) }),
    ),
  },
  async ({ params, deps }) => getLocationForGuest(deps, params.id, params.browserLanguage),
);
