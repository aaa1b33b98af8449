import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

// What a screen reader hears while a menu, category or item is dragged (dnd-kit's live region).
// dnd-kit's own texts name things by their drag ids ("Draggable item item:5eed… was moved over
// droppable area item:5eed…"); these name them as the page does and say where a drop would land.

export interface DragPlaces {
  /** The dragged thing as the page names it. */
  nameOf: (id: UniqueIdentifier) => string;
  /** Where `active` lands if dropped with `over` under it, e.g. "position 2 of 3 in Snacks". */
  placeOf: (active: UniqueIdentifier, over: UniqueIdentifier) => string;
}

/**
 * The announcements of one sortable list or tree, kept while it is unchanged (`useMemo`). A place
 * is announced once: a drag starts over its own place, which is not news. A drop lands where the
 * last announcement said.
 */
export function dragAnnouncements({ nameOf, placeOf }: DragPlaces): Announcements {
  let last = '';
  return {
    onDragStart: ({ active }) => {
      last = placeOf(active.id, active.id);
      return `Picked up ${nameOf(active.id)}, ${last}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) {
        last = '';
        return `${nameOf(active.id)} is no longer over a position.`;
      }
      const place = placeOf(active.id, over.id);
      if (place === last) return undefined;
      last = place;
      return `${nameOf(active.id)} moved to ${place}.`;
    },
    onDragEnd: ({ active, over }) =>
      over && last ? `${nameOf(active.id)} dropped at ${last}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}
