import { toDecimalString, zonedIsoString, type OrderStatus } from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { BadRequestError } from '../../http/errors';
import { result, type ApiResult } from '../../http/response';
import type { StoredOrder } from '../../store';
import { csvRecord } from './csv';
import { forEachOrderInRange } from './history';
import { loadLocation } from './locations';
import { spanOf } from './range';

/**
 * A Lambda's answer through API Gateway is at most 6 MB; an export stops short of that, with room
 * for the headers, and a range that would pass it is refused (400) rather than cut short.
 */
export const MAX_EXPORT_BYTES = 5 * 1024 * 1024;

export const EXPORT_COLUMNS = [
  'Order number',
  'Created',
  'Status',
  'Room',
  'Item',
  'Options',
  'Quantity',
  'Item total',
  'Order total',
  'Currency',
  'Payment status',
] as const;

/** The order's lines as CSV records: names and options in the menu's default language. */
function orderRecords(order: StoredOrder, timeZone: string): string[] {
  const created = zonedIsoString(new Date(order.createdAt), timeZone);
  const money = (amount: number) => toDecimalString(amount, order.currencyId);
  return order.items.map((line) =>
    csvRecord([
      order.orderNumber,
      created,
      order.status,
      order.room,
      line.defaultName || line.name,
      line.options.map((option) => option.defaultName || option.name).join('; '),
      line.quantity,
      money(line.priceSum),
      money(order.priceSum),
      order.currencyId,
      order.paymentStatus,
    ]),
  );
}

/** A file name part from a location's name: 'Hotel Nyhavn' -> 'hotel-nyhavn'. */
const fileNamePart = (name: string, fallback: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || fallback;

/**
 * order/be/export/{locationId}: the range's orders (of one status, or all), newest first, one CSV
 * record per order line, read page by page from the same Query as the history. Refused with a 400
 * as soon as it would pass MAX_EXPORT_BYTES.
 */
export async function exportOrders(
  deps: Dependencies,
  locationId: string,
  query: { from: string; to: string; status?: OrderStatus | undefined },
): Promise<ApiResult> {
  const location = await loadLocation(deps, locationId);
  const records = [csvRecord(EXPORT_COLUMNS)];
  let bytes = Buffer.byteLength(records[0] ?? '');
  const span = spanOf(query, location.timeZone);
  await forEachOrderInRange(deps, locationId, span, query.status, (orders) => {
    for (const order of orders) {
      for (const record of orderRecords(order, location.timeZone)) {
        bytes += Buffer.byteLength(record);
        if (bytes > MAX_EXPORT_BYTES)
          throw new BadRequestError(
            `The export would be over ${MAX_EXPORT_BYTES / 1024 / 1024} MB: choose fewer days`,
          );
        records.push(record);
      }
    }
  });
  const fileName = `orders-${fileNamePart(location.name, location.id)}-${query.from}-${query.to}.csv`;
  return result(200, records.join(''), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}
