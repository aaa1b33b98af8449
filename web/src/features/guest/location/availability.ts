import { availabilityMessage } from '@inroom/shared';
import type { Messages } from '../../../i18n';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Spec §4 availability text for something closed (a location or a menu), in the viewer's own clock
 * (on a hotel phone, the hotel's time zone) and the screens' language; '' when it is open or has no
 * next opening. Shared's rule picks the text, the catalogue words it.
 */
export function closedText(
  item: { isAvailable: boolean; nextAvailable?: string },
  { t, locale }: Pick<Messages, 't' | 'locale'>,
): string {
  if (item.isAvailable) return '';
  const message = availabilityMessage(item.nextAvailable, new Date(), viewerTimeZone(), locale);
  return message ? t(message.key, { time: message.time }) : '';
}
