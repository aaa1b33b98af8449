// Kept apart from the zod schemas so the guest's pages can use them without loading zod.

/** Options group types (spec §9): 1 Required, 2 Optional, 3 Optional remove. */
export const OPTIONS_GROUP_TYPE = { required: 1, optional: 2, optionalRemove: 3 } as const;
export type OptionsGroupType = (typeof OPTIONS_GROUP_TYPE)[keyof typeof OPTIONS_GROUP_TYPE];

/** The typeString of spec §3, as the back office shows it. */
export const OPTIONS_GROUP_TYPE_NAMES: Record<OptionsGroupType, string> = {
  1: 'Required',
  2: 'Optional',
  3: 'Optional remove',
};
