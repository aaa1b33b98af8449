import { availabilityText } from '@inroom/shared';

/**
 * Spec §4 availability text for something closed, in the viewer's own clock (on a hotel phone, the
 * hotel's time zone); '' when it is open or has no next opening.
 */
export function closedText(item: { isAvailable: boolean; nextAvailable?: string }): string {
  if (item.isAvailable) return '';
  return availabilityText(
    item.nextAvailable,
    new Date(),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
}
