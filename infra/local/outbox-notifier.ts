import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localOutboxStore, type OutboxMessage, type Store } from '@inroom/functions/store';
import type { Notifier } from '../../functions/src/notifications/port';
import { escapeHtml } from './html';

export type { OutboxMessage };

/**
 * The embedded stack's SMS: instead of SNS, every message is kept in the table's outbox and listed
 * at /local/outbox (and /local/outbox.json), where a developer opens the staff links.
 */
export function outboxNotifier(store: Store, now: () => Date = () => new Date()): Notifier {
  return {
    async sendSms({ phoneNumber, text, reference }) {
      await localOutboxStore.add(store, {
        id: randomUUID(),
        phoneNumber,
        text,
        reference,
        sentAt: now().toISOString(),
      });
    },
  };
}

/** The newest messages first (at most `limit`, 100 unless told). */
export const listOutbox = (store: Store, limit?: number): Promise<OutboxMessage[]> =>
  localOutboxStore.listNewestFirst(store, limit);

// A URL runs to the next space or character that cannot end one in a text; punctuation right after
// it (a full stop, a closing bracket) belongs to the sentence, not the link.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** A message's text as HTML: everything escaped, every http(s) URL a link. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** The /local/outbox page: the messages as given (newest first), as an accessible table. */
export function renderOutboxPage(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `        <tr>
          <td><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(timeFormat.format(new Date(message.sentAt)))}</time></td>
          <td>${escapeHtml(message.phoneNumber)}</td>
          <td class="text">${linkifyText(message.text)}</td>
          <td>${escapeHtml(message.reference)}</td>
        </tr>`,
    )
    .join('\n');
  const body =
    messages.length === 0
      ? '    <p>No messages yet.</p>'
      : `    <table>
      <caption>${messages.length === 1 ? '1 message' : `${messages.length} messages`}, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Phone</th>
          <th scope="col">Text</th>
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
${rows}
      </tbody>
    </table>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Outbox · Inroom local</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
      main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
      table { border-collapse: collapse; width: 100%; }
      caption { text-align: left; padding: 0.5rem 0; color: #444; }
      th, td { text-align: left; vertical-align: top; padding: 0.5rem; border-bottom: 1px solid #ccc; }
      td.text { white-space: pre-wrap; overflow-wrap: anywhere; }
      a { color: #0645ad; }
      a:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Outbox</h1>
      <p>
        The SMS this embedded stack has sent (on AWS they go out through Amazon SNS).
        <a href="/local/outbox">Reload</a> to see new ones; <a href="/local/outbox.json">as JSON</a>.
      </p>
${body}
    </main>
  </body>
</html>
`;
}

const MAX_LIMIT = 500;

/**
 * Serves GET /local/outbox (the page) and GET /local/outbox.json (the same messages as a JSON
 * array, newest first; `?limit=` up to 500, 100 by default).
 */
export async function handleOutbox(
  store: Store,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response
      .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('Method not allowed\n');
    return;
  }
  const asked = Number(url.searchParams.get('limit') ?? '');
  const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_LIMIT) : undefined;
  const messages = await listOutbox(store, limit);
  const json = url.pathname.endsWith('.json');
  response.writeHead(200, {
    'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(
    request.method === 'HEAD'
      ? undefined
      : json
        ? JSON.stringify(messages)
        : renderOutboxPage(messages),
  );
}
