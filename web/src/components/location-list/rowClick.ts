import type { MouseEvent } from 'react';

/** Clicks on these inside a row do their own thing and do not open the location. */
const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"]';

/**
 * Whether a click on a table row is a click on the row itself (spec §2: a row click on an editable
 * list opens edit), rather than on a link, button or box inside it or the end of a text selection.
 */
export function isRowClick(event: MouseEvent<Element>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  // A modified click is someone opening a link in a new tab or selecting, not asking for the row.
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return false;
  // Selecting text in a cell is not a click on the row.
  return !window.getSelection()?.toString();
}
