import type { MenuWindow } from './window';

export type Weekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** A menu window open on the given weekdays ('all' for every day). Test fixture only. */
export function menuWindow(
  availableFrom: string,
  availableTo: string,
  days: readonly Weekday[] | 'all',
): MenuWindow {
  const on = (day: Weekday) => days === 'all' || days.includes(day);
  return {
    availableFrom,
    availableTo,
    monday: on('monday'),
    tuesday: on('tuesday'),
    wednesday: on('wednesday'),
    thursday: on('thursday'),
    friday: on('friday'),
    saturday: on('saturday'),
    sunday: on('sunday'),
  };
}
