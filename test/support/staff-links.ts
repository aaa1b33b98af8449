// The staff links in texts the stack has sent; no test runner here, so the bench (which runs
// outside Vitest) reads them the same way.

/** The demo hotel's two active contacts, as their links carry them. */
export const HOTEL_RECEPTION = '4520112233';
export const HOTEL_ROOM_SERVICE = '4530445566';

/**
 * The staff links texted for one order, by phone (E.164 without the plus), as their path names
 * them: `/order/<id>/<phone>?t=`.
 */
export function staffLinksIn(messages: readonly { text: string }[], orderId: string) {
  const links = new Map<string, URL>();
  for (const message of messages) {
    const match = /https?:\/\/\S+/.exec(message.text);
    if (!match) continue;
    const url = new URL(match[0]);
    const [, , id, phone] = url.pathname.split('/');
    if (id === orderId && phone) links.set(phone, url);
  }
  return links;
}
