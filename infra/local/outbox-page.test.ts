import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../functions/src/testing/dynalite';
import { outboxNotifier, type OutboxMessage } from './outbox-notifier';
import { handleOutbox, linkifyText, partsOf, renderOutboxPage } from './outbox-page';

const { freshStore } = useTestTable();

const message = (changes: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'm1',
  phoneNumber: '+4520112233',
  text: 'New order #1',
  reference: 'order o1 paid',
  sentAt: '2026-05-01T12:00:00.000Z',
  dedupeKey: 'order:o1:new-order:c1',
  attempt: 1,
  status: 'sent',
  error: '',
  ...changes,
});

describe('the outbox page', () => {
  it('escapes HTML and turns every http(s) URL into a link', () => {
    const html = linkifyText(
      '<b>New</b> order: http://localhost:3000/order/o1/+4520112233?t=a&b=1. Or https://x.test/y)',
    );
    expect(html).toBe(
      '&lt;b&gt;New&lt;/b&gt; order: ' +
        '<a href="http://localhost:3000/order/o1/+4520112233?t=a&amp;b=1">http://localhost:3000/order/o1/+4520112233?t=a&amp;b=1</a>. ' +
        'Or <a href="https://x.test/y">https://x.test/y</a>)',
    );
    expect(linkifyText('javascript:alert(1) "quoted" & ok')).toBe(
      'javascript:alert(1) &quot;quoted&quot; &amp; ok',
    );
  });

  it('is an English page with a main landmark, a heading and the messages newest first', () => {
    const html = renderOutboxPage([
      message({
        id: 'm2',
        text: 'LATER <script>alert(1)</script>',
        sentAt: '2026-05-01T12:01:00.000Z',
      }),
      message({ id: 'm1', text: 'EARLIER https://a.test/x' }),
    ]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<main>');
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('LATER &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://a.test/x">https://a.test/x</a>');
    expect(html).toContain('<time datetime="2026-05-01T12:01:00.000Z">');
    expect(html).toContain('<th scope="col">Phone</th>');
    expect(html.indexOf('LATER')).toBeLessThan(html.indexOf('EARLIER'));
    expect(html).not.toContain('No messages yet');
  });

  it('shows reminders, retried and failed sends, and the simulated outage', () => {
    const html = renderOutboxPage(
      [
        message({ reference: 'order o1 reminder', attempt: 1, text: 'REMINDER' }),
        message({ attempt: 3, text: 'RETRIED' }),
        message({ status: 'failed', attempt: 2, error: 'Simulated SMS outage', text: 'FAILED' }),
      ],
      { failuresLeft: 2 },
    );
    expect(html).toContain('<th scope="col">Kind</th>');
    expect(html).toMatch(/<td>Reminder<\/td>\s*<td class="text">REMINDER/);
    expect(html).toMatch(/RETRIED<\/td>\s*<td>1 part, GSM-7<\/td>\s*<td>Sent on attempt 3<\/td>/);
    expect(html).toMatch(
      /<tr class="failed">[\s\S]*FAILED<\/td>\s*<td>1 part, GSM-7<\/td>\s*<td>Failed \(attempt 2\): Simulated SMS outage/,
    );
    expect(html).toContain('The next 2 sends fail');
    expect(html).toContain('<label for="fail-count">Fail the next</label>');
  });

  it('says what SNS would bill for each text: its parts and their alphabet', () => {
    const link = `https://d111111abcdef8.cloudfront.net/order/${'0'.repeat(36)}/4520112233?t=${'x'.repeat(43)}`;
    expect(partsOf('Inroom: order #1 for Hotel Nord still waiting, 5 min left')).toBe(
      '1 part, GSM-7',
    );
    expect(partsOf(`Inroom: order #1 for Hotel Nord still waiting, 5 min left: ${link}`)).toBe(
      '2 parts, GSM-7',
    );
    expect(partsOf(`Inroom: order #1 for Hôtel Nord still waiting, 5 min left: ${link}`)).toBe(
      '3 parts, UCS-2',
    );
    expect(renderOutboxPage([message()])).toContain('<th scope="col">Billed as</th>');
  });

  it('says so when there are no messages', () => {
    const html = renderOutboxPage([]);
    expect(html).toContain('No messages yet');
    expect(html).not.toContain('<table>');
    expect(html).toContain('SMS go out normally');
  });

  it("lists the Cognito stand-in's invitations and reset codes, escaped, newest first as given", () => {
    expect(renderOutboxPage([])).toContain('No emails yet');
    const html = renderOutboxPage([], undefined, [
      {
        sentAt: '2026-05-01T12:05:00.000Z',
        userName: 'admin',
        destination: 'admin@inroom.invalid',
        medium: 'EMAIL',
        code: '<123456>',
        subject: 'Your Inroom <password> reset code',
        text: '',
      },
    ]);
    expect(html).toContain('<caption>1 email, newest first</caption>');
    expect(html).toContain('<th scope="col">Code or temporary password</th>');
    expect(html).toContain('<td>Your Inroom &lt;password&gt; reset code</td>');
    expect(html).toContain('<td>admin@inroom.invalid</td>');
    expect(html).toContain('<code>&lt;123456&gt;</code>');
  });

  it('is served as HTML and JSON, and its form sets an outage, refusing other sites', async () => {
    const store = await freshStore();
    const notifier = outboxNotifier(store);
    await notifier.sendSms({
      phoneNumber: '+4520112233',
      text: 'Hi https://a.test',
      reference: 'r',
      dedupeKey: 'k',
      attempt: 1,
    });
    const server = createServer((request, response) => {
      void handleOutbox(
        store,
        notifier,
        request,
        response,
        new URL(request.url ?? '/', 'http://localhost'),
      );
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (body: string, origin = base) =>
      fetch(`${base}/local/outbox/fail`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body,
      });
    try {
      const page = await fetch(`${base}/local/outbox`);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('<a href="https://a.test">https://a.test</a>');
      const json = await fetch(`${base}/local/outbox.json`);
      expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await json.json()).toEqual([
        expect.objectContaining({ phoneNumber: '+4520112233', text: 'Hi https://a.test' }),
      ]);
      expect((await fetch(`${base}/local/outbox`, { method: 'POST' })).status).toBe(405);

      expect((await post('count=4', 'https://evil.test')).status).toBe(403);
      expect(notifier.failuresLeft()).toBe(0);
      expect((await post('count=lots')).status).toBe(400);
      const set = await post('count=4');
      expect(set.status).toBe(303);
      expect(set.headers.get('location')).toBe('/local/outbox');
      expect(notifier.failuresLeft()).toBe(4);
      expect(await (await fetch(`${base}/local/outbox`)).text()).toContain('The next 4 sends fail');
      expect((await fetch(`${base}/local/outbox/fail`)).status).toBe(405);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
