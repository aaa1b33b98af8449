import type { IncomingMessage, ServerResponse } from 'node:http';
import { SegmentedMessage } from 'sms-segments-calculator';
import type { Store } from '@inroom/functions/store';
import type { CognitoEmail } from './cognito-emails';
import { escapeHtml } from './html';
import { listOutbox, type OutboxMessage, type OutboxNotifier } from './outbox-notifier';

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

/** 'New order' or 'Reminder' from the message's reference ('order <id> paid|reminder'). */
export function kindOf(message: Pick<OutboxMessage, 'reference'>): string {
  if (message.reference.endsWith(' reminder')) return 'Reminder';
  if (message.reference.endsWith(' paid')) return 'New order';
  return message.reference;
}

/** How the send went: 'Sent', 'Sent on attempt 3' (after failures), or 'Failed (attempt 1): ...'. */
export function deliveryOf(message: OutboxMessage): string {
  if (message.status === 'failed') return `Failed (attempt ${message.attempt}): ${message.error}`;
  if (message.status === 'repeat') return `Repeat of a message sent already: not sent again`;
  return message.attempt > 1 ? `Sent on attempt ${message.attempt}` : 'Sent';
}

/**
 * What SNS would bill for the text: its parts, and the alphabet that decides how many ('2 parts,
 * GSM-7'; one character outside GSM 03.38 makes a text UCS-2, at 70 characters a part, not 160).
 */
export function partsOf(text: string): string {
  const message = new SegmentedMessage(text);
  const parts = message.segmentsCount;
  return `${parts} ${parts === 1 ? 'part' : 'parts'}, ${message.encodingName}`;
}

export interface OutboxPageState {
  /** Sends still to fail, from the simulated outage form. */
  failuresLeft: number;
}

/** The e-mails Cognito would have sent (invitations, password reset codes), newest first. */
function renderEmails(emails: readonly CognitoEmail[]): string {
  if (emails.length === 0) return '    <p>No emails yet.</p>';
  const rows = emails
    .map(
      (email) => `        <tr>
          <td><time datetime="${escapeHtml(email.sentAt)}">${escapeHtml(timeFormat.format(new Date(email.sentAt)))}</time></td>
          <td>${escapeHtml(email.destination)}</td>
          <td>${escapeHtml(email.userName)}</td>
          <td>${escapeHtml(email.subject)}</td>
          <td><code>${escapeHtml(email.code)}</code></td>
        </tr>`,
    )
    .join('\n');
  return `    <table>
      <caption>${emails.length === 1 ? '1 email' : `${emails.length} emails`}, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">To</th>
          <th scope="col">Username</th>
          <th scope="col">Subject</th>
          <th scope="col">Code or temporary password</th>
        </tr>
      </thead>
      <tbody>
${rows}
      </tbody>
    </table>`;
}

/**
 * The /local/outbox page: the messages as given (newest first), as an accessible table, and the
 * e-mails of the Cognito stand-in (password reset codes).
 */
export function renderOutboxPage(
  messages: readonly OutboxMessage[],
  state: OutboxPageState = { failuresLeft: 0 },
  emails: readonly CognitoEmail[] = [],
): string {
  const rows = messages
    .map(
      (message) => `        <tr${message.status === 'sent' ? '' : ` class="${message.status}"`}>
          <td><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(timeFormat.format(new Date(message.sentAt)))}</time></td>
          <td>${escapeHtml(message.phoneNumber)}</td>
          <td>${escapeHtml(kindOf(message))}</td>
          <td class="text">${linkifyText(message.text)}</td>
          <td>${escapeHtml(partsOf(message.text))}</td>
          <td>${escapeHtml(deliveryOf(message))}</td>
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
          <th scope="col">Kind</th>
          <th scope="col">Text</th>
          <th scope="col">Billed as</th>
          <th scope="col">Delivery</th>
        </tr>
      </thead>
      <tbody>
${rows}
      </tbody>
    </table>`;
  const outage =
    state.failuresLeft > 0
      ? `<p role="status">The next ${state.failuresLeft === 1 ? 'send fails' : `${state.failuresLeft} sends fail`}; the server retries them with backoff.</p>`
      : '<p role="status">SMS go out normally.</p>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Outbox · Inroom local</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
      main { max-width: 64rem; margin: 0 auto; padding: 1rem; }
      table { border-collapse: collapse; width: 100%; }
      caption { text-align: left; padding: 0.5rem 0; color: #444; }
      th, td { text-align: left; vertical-align: top; padding: 0.5rem; border-bottom: 1px solid #ccc; }
      td.text { white-space: pre-wrap; overflow-wrap: anywhere; }
      tr.failed td { color: #8a1c1c; }
      tr.repeat td { color: #555; }
      form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 1rem 0; }
      input { width: 5rem; font: inherit; padding: 0.25rem; }
      button { font: inherit; padding: 0.5rem 0.75rem; min-height: 44px; }
      a { color: #0645ad; }
      a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
      code { font-size: 1.25rem; letter-spacing: 0.1em; }
    </style>
  </head>
  <body>
    <main>
      <h1>Outbox</h1>
      <p>
        The SMS this embedded stack has sent (on AWS they go out through Amazon SNS): a text when an
        order is paid and one reminder at half the response window.
        <a href="/local/outbox">Reload</a> to see new ones; <a href="/local/outbox.json">as JSON</a>.
      </p>
      <h2>Simulate an SMS outage</h2>
      ${outage}
      <form method="post" action="/local/outbox/fail">
        <label for="fail-count">Fail the next</label>
        <input id="fail-count" name="count" type="number" min="0" max="100" value="3" required />
        <span>sends</span>
        <button type="submit">Simulate outage</button>
      </form>
      <h2>SMS</h2>
${body}
      <h2>Email</h2>
      <p>
        What Cognito emails on AWS: an invited back-office user's temporary password, and the code
        of a "Forgot password?" (locally nothing is delivered). <a href="/local/outbox/email.json">As JSON</a>.
      </p>
${renderEmails(emails)}
    </main>
  </body>
</html>
`;
}

const MAX_LIMIT = 500;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 1024) break;
  }
  return new URLSearchParams(body);
}

/** A form posted from another site must not change the stack (the page is its only caller). */
function fromOwnPage(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Serves GET /local/outbox (the page), GET /local/outbox.json (the same messages as a JSON
 * array, newest first; `?limit=` up to 500, 100 by default), GET /local/outbox/email.json (the
 * Cognito stand-in's e-mails, newest first, the same way) and POST /local/outbox/fail (the
 * simulated outage: `count` sends fail, then back to the page).
 */
export async function handleOutbox(
  store: Store,
  notifier: Pick<OutboxNotifier, 'failNext' | 'failuresLeft'>,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  emails: (limit?: number) => CognitoEmail[] = () => [],
): Promise<void> {
  if (url.pathname === '/local/outbox/fail') {
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    if (!fromOwnPage(request)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden\n');
      return;
    }
    const count = Number((await readForm(request)).get('count'));
    if (!Number.isInteger(count) || count < 0 || count > 100) {
      response
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end('count must be a whole number from 0 to 100\n');
      return;
    }
    notifier.failNext(count);
    response.writeHead(303, { location: '/local/outbox' }).end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response
      .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('Method not allowed\n');
    return;
  }
  const asked = Number(url.searchParams.get('limit') ?? '');
  const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_LIMIT) : undefined;
  if (url.pathname === '/local/outbox/email.json') {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(emails(limit)));
    return;
  }
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
        : renderOutboxPage(messages, { failuresLeft: notifier.failuresLeft() }, emails(limit)),
  );
}
