// The order page's requests (spec §7 `order/getall` and `locationcontact/get`), defined once for the
// page's queries and the boot script, which starts them before the app's JavaScript has arrived
// (web/src/boot/preload.ts): the two must ask for the same URL, or the early answer is wasted. The
// page is opened from outside the app, on a phone: by a guest back from the payment provider, by
// staff from the link in their text.

/** Which orders list: a guest's (by their cookie) or a staff contact's (by their texted link). */
export interface OrdersArgs {
  id: string;
  /** Present for staff only. */
  phoneNumber?: string | undefined;
  /** The link token (`?t=`) of a staff link. */
  token?: string | undefined;
}

/** A staff link's order, phone and token. */
export interface StaffArgs {
  id: string;
  phoneNumber: string;
  token: string;
}

const staffQuery = ({ id, phoneNumber, token }: StaffArgs) =>
  `${encodeURIComponent(id)}/${encodeURIComponent(phoneNumber)}?t=${encodeURIComponent(token)}`;

/** The orders list's path under /api: the order and the guest's or the contact's other orders. */
export const ordersPath = ({ id, phoneNumber, token }: OrdersArgs): string =>
  phoneNumber
    ? `order/getall/${staffQuery({ id, phoneNumber, token: token ?? '' })}`
    : `order/getall/${encodeURIComponent(id)}`;

/** The path under /api of the staff contact a link was texted to. */
export const staffContactPath = (args: StaffArgs): string =>
  `locationcontact/get/${staffQuery(args)}`;

/**
 * The order page's arguments from its URL, as the page reads them: the guest's `/order/{id}`, or a
 * staff link's `/order/{id}/{phoneNumber}?t=`. Undefined for any other path.
 */
export function orderPageArgs(
  pathname: string,
  search: string,
): { id: string } | StaffArgs | undefined {
  const match = /^\/order\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    const id = decodeURIComponent(match[1]);
    if (!match[2]) return { id };
    const token = new URLSearchParams(search).get('t') ?? '';
    return { id, phoneNumber: decodeURIComponent(match[2]), token };
  } catch {
    return undefined;
  }
}
