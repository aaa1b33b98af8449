import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Store } from '@inroom/functions/store';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestTable } from '../../functions/src/testing/dynalite';
import {
  handleOutbox,
  linkifyText,
  listOutbox,
  outboxNotifier,
  renderOutboxPage,
  type OutboxMessage,
} from './outbox-notifier';

const { freshStore } = useTestTable();

const message = (changes: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'm1',
  phoneNumber: '+4520112233',
  text: 'New order #1',
  reference: 'order o1 paid',
  sentAt: '2026-05-01T12:00:00.000Z',
  ...changes,
});

describe('outboxNotifier', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('keeps every message and lists them newest first, with a limit', async () => {
    let clock = Date.parse('2026-05-01T12:00:00.000Z');
    const notifier = outboxNotifier(store, () => new Date((clock += 1000)));
    for (const n of [1, 2, 3]) {
      await notifier.sendSms({
        phoneNumber: `+452011223${n}`,
        text: `text ${n}`,
        reference: `r${n}`,
      });
    }
    const all = await listOutbox(store);
    expect(all.map((each) => each.text)).toEqual(['text 3', 'text 2', 'text 1']);
    expect(all[0]).toMatchObject({
      phoneNumber: '+4520112233',
      reference: 'r3',
      sentAt: '2026-05-01T12:00:03.000Z',
    });
    expect(new Set(all.map((each) => each.id)).size).toBe(3);
    expect((await listOutbox(store, 2)).map((each) => each.text)).toEqual(['text 3', 'text 2']);
  });

  it('keeps two messages sent in the same millisecond apart', async () => {
    const notifier = outboxNotifier(store, () => new Date('2026-05-01T12:00:00.000Z'));
    await notifier.sendSms({ phoneNumber: '+4520112233', text: 'a', reference: 'r' });
    await notifier.sendSms({ phoneNumber: '+4520112234', text: 'b', reference: 'r' });
    expect((await listOutbox(store)).map((each) => each.text).sort()).toEqual(['a', 'b']);
  });
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

  it('says so when there are no messages', () => {
    const html = renderOutboxPage([]);
    expect(html).toContain('No messages yet');
    expect(html).not.toContain('<table>');
  });

  it('is served as HTML at /local/outbox and as JSON at /local/outbox.json', async () => {
    const store = await freshStore();
    const notifier = outboxNotifier(store);
    await notifier.sendSms({
      phoneNumber: '+4520112233',
      text: 'Hi https://a.test',
      reference: 'r',
    });
    const server = createServer((request, response) => {
      void handleOutbox(store, request, response, new URL(request.url ?? '/', 'http://localhost'));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
