import { basketTranslateSchema, languageIdSchema } from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { translateBasket } from './translate';

export const translateBasketHandler = defineHandler(
  {
    params: z.object({ languageId: languageIdSchema }),
    body: basketTranslateSchema,
  },
  async ({ params, body, deps }) => translateBasket(deps, params.languageId, body),
);
