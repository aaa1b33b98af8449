import { localDaysSpan, parseLocalDate } from '@inroom/shared';
import { BadRequestError } from '../../http/errors';

/**
 * The instants a query's local days cover in the location's zone (from's midnight included, the
 * midnight after `to` excluded). The query schema has checked both are dates.
 */
export function spanOf(query: { from: string; to: string }, timeZone: string) {
  const from = parseLocalDate(query.from);
  const to = parseLocalDate(query.to);
  if (!from || !to) throw new BadRequestError('From and To must be dates (YYYY-MM-DD)');
  return localDaysSpan(from, to, timeZone);
}
