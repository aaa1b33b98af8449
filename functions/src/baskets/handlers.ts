import { basketTranslateSchema, languageIdSchema, lazySchema } from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { translateBasket } from './translate';

export const translateBasketHandler = defineHandler(
  {
    params: lazySchema(() => z.object({ languageId: languageIdSchema })),
    body: basketTranslateSchema,
  },
  async ({ params, body, deps }) => translateBasket(deps, params.languageId, body),
);
