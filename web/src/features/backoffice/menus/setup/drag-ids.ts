import type { UniqueIdentifier } from '@dnd-kit/core';

// The menu tree's drag ids: one DndContext holds categories, items and the item lists a dragged
// item may drop into, so each id says which of them it is.

export const CATEGORY = 'category:';
export const ITEM = 'item:';
export const LIST = 'items:';
export const categoryDragId = (key: string) => `${CATEGORY}${key}`;
export const itemDragId = (id: string) => `${ITEM}${id}`;
export const listDropId = (key: string) => `${LIST}${key}`;
/** The category key or item id a drag id stands for. */
export const strip = (id: UniqueIdentifier, prefix: string) => String(id).slice(prefix.length);
