import { z } from 'zod';
import { translationsSchema } from '../entities/catalog/common';
import { menuItemIngredientSchema } from '../entities/catalog/menu-item';
import { EMPTY_GUID } from '../ids';
import {
  idSchema,
  imageKeySchema,
  languageIdSchema,
  optionalText,
  priceSchema,
  requiredText,
  savedIdSchema,
  sortOrderSchema,
  versionSchema,
} from '../schema/fields';
import { MAX_GROUPS_PER_ITEM, MAX_INGREDIENTS_PER_ITEM, TEXT_LIMITS } from '../schema/limits';
import { optionsGroupInputSchema } from './options-group';
import { lazySchema } from '../schema/lazy';

export const menuItemTranslationInputSchema = lazySchema(() =>
  z.strictObject({
    languageId: languageIdSchema,
    name: requiredText('Name', TEXT_LIMITS.name),
    description: optionalText('Description', TEXT_LIMITS.description),
  }),
);

/**
 * An options group on an item: a reusable group by id alone, or a group made for this item alone
 * sent whole (new with the empty GUID, or saved), which is saved with the item (spec §4).
 */
export const menuItemOptionsGroupInputSchema = lazySchema(() =>
  z
    .strictObject({
      optionsGroupId: idSchema,
      sortOrder: sortOrderSchema,
      optionsGroup: optionsGroupInputSchema.optional(),
    })
    .superRefine((link, context) => {
      const group = link.optionsGroup;
      if (!group) {
        if (link.optionsGroupId === EMPTY_GUID) {
          context.addIssue({
            code: 'custom',
            path: ['optionsGroup'],
            message: 'A new options group needs its options',
          });
        }
        return;
      }
      if (group.isReusable) {
        context.addIssue({
          code: 'custom',
          path: ['optionsGroup', 'isReusable'],
          message: 'Create a reusable group on its own first',
        });
      }
      if (group.id !== link.optionsGroupId) {
        context.addIssue({
          code: 'custom',
          path: ['optionsGroup', 'id'],
          message: 'The options group does not match its link',
        });
      }
    }),
);

/**
 * Body of menuitem/create and menuitem/update: JSON, with the image uploaded beforehand through
 * image/upload (replacing the spec's multipart `menuItemString`). Name and price are required,
 * description and image optional (spec §5). Prices are in minor units.
 */
export const menuItemInputSchema = lazySchema(() =>
  z.strictObject({
    id: idSchema,
    menuId: savedIdSchema,
    menuCategoryId: savedIdSchema,
    price: priceSchema(),
    image: imageKeySchema,
    /** Left out on create to put the item last. */
    sortOrder: sortOrderSchema.optional(),
    translations: translationsSchema(menuItemTranslationInputSchema).min(1, 'Name is required'),
    ingredients: z
      .array(z.strictObject(menuItemIngredientSchema.shape))
      .max(MAX_INGREDIENTS_PER_ITEM, `At most ${MAX_INGREDIENTS_PER_ITEM} ingredients`),
    optionsGroups: z
      .array(menuItemOptionsGroupInputSchema)
      .max(MAX_GROUPS_PER_ITEM, `At most ${MAX_GROUPS_PER_ITEM} options groups`),
    /** The version the form was loaded at (see versionSchema). */
    version: versionSchema.optional(),
  }),
);
export type MenuItemInput = z.input<typeof menuItemInputSchema>;

/** Body of menuitem/delete (spec §7: "with an item body"): the item's id is all the server needs. */
export const menuItemDeleteSchema = lazySchema(() => z.strictObject({ id: savedIdSchema }));
