// The staff links in texts the stack has sent; no test runner here, so the bench (which runs
// outside Vitest) reads them the same way.

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
