import type { Store } from '@inroom/functions/store';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sms } from '../../functions/src/notifications/port';
import { useTestTable } from '../../functions/src/testing/dynalite';
import { listOutbox, outboxNotifier, SIMULATED_OUTAGE } from './outbox-notifier';

const { freshStore } = useTestTable();

const sms = (n: number, changes: Partial<Sms> = {}): Sms => ({
  phoneNumber: `+452011223${n}`,
  text: `text ${n}`,
  reference: `r${n}`,
  dedupeKey: `order:o1:new-order:c${n}`,
  attempt: 1,
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
    for (const n of [1, 2, 3]) await notifier.sendSms(sms(n));
    const all = await listOutbox(store);
    expect(all.map((each) => each.text)).toEqual(['text 3', 'text 2', 'text 1']);
    expect(all[0]).toMatchObject({
      phoneNumber: '+4520112233',
      reference: 'r3',
      sentAt: '2026-05-01T12:00:03.000Z',
      dedupeKey: 'order:o1:new-order:c3',
      attempt: 1,
      status: 'sent',
    });
    expect(new Set(all.map((each) => each.id)).size).toBe(3);
    expect((await listOutbox(store, 2)).map((each) => each.text)).toEqual(['text 3', 'text 2']);
  });

  it('lists what the table holds, not an index entry a killed stack left of an unfinished write', async () => {
    // dynalite writes an item's index entries before the item itself: a stack killed between the
    // two (test/api/crash-recovery.test.ts) leaves an entry whose item is then another message of
    // the same key, or none. DynamoDB writes both at once, so neither was ever sent.
    const notifier = outboxNotifier(store, () => new Date('2026-05-01T12:00:05.000Z'));
    await notifier.sendSms(sms(1));
    const [entry] = await store.queryPartition({ index: 'GSI1', partitionKey: 'OUTBOX' });
    const unfinished = (id: string, PK: string) => ({
      ...entry,
      PK,
      id,
      sentAt: '2026-05-01T12:00:01.000Z',
      GSI1SK: `2026-05-01T12:00:01.000Z#${id}`,
    });
    const afterKill: Store = {
      ...store,
      queryPartition: async (query) => [
        ...(await store.queryPartition(query)),
        unfinished('killed-before-its-item', String(entry?.['PK'])),
        unfinished('never-kept', 'OUTBOX#order:o1:new-order:c9'),
      ],
    };
    expect((await listOutbox(afterKill)).map((each) => each.text)).toEqual(['text 1']);
    expect(await listOutbox(afterKill)).toEqual(await listOutbox(store));
  });

  it('keeps two messages sent in the same millisecond apart', async () => {
    const notifier = outboxNotifier(store, () => new Date('2026-05-01T12:00:00.000Z'));
    await notifier.sendSms(sms(1, { text: 'a' }));
    await notifier.sendSms(sms(2, { text: 'b' }));
    expect((await listOutbox(store)).map((each) => each.text).sort()).toEqual(['a', 'b']);
  });

  it('delivers a repeat of a message (same dedupe key) once, noting the repeat', async () => {
    let clock = Date.parse('2026-05-01T12:00:00.000Z');
    const notifier = outboxNotifier(store, () => new Date((clock += 1000)));
    await notifier.sendSms(sms(1));
    await notifier.sendSms(sms(1, { attempt: 2, text: 'again' }));
    const all = await listOutbox(store);
    expect(all.filter((each) => each.status === 'sent').map((each) => each.text)).toEqual([
      'text 1',
    ]);
    expect(all.map(({ status, text }) => ({ status, text }))).toEqual([
      { status: 'repeat', text: 'again' },
      { status: 'sent', text: 'text 1' },
    ]);
  });

  it('fails the sends it is told to, keeping them as failed, then sends again', async () => {
    let clock = Date.parse('2026-05-01T12:00:00.000Z');
    const notifier = outboxNotifier(store, () => new Date((clock += 1000)));
    notifier.failNext(2);
    expect(notifier.failuresLeft()).toBe(2);
    await expect(notifier.sendSms(sms(1))).rejects.toThrow(SIMULATED_OUTAGE);
    await expect(notifier.sendSms(sms(1, { attempt: 2 }))).rejects.toThrow(SIMULATED_OUTAGE);
    expect(notifier.failuresLeft()).toBe(0);
    await notifier.sendSms(sms(1, { attempt: 3 }));
    const all = await listOutbox(store);
    expect(all.map(({ status, attempt }) => ({ status, attempt }))).toEqual([
      { status: 'sent', attempt: 3 },
      { status: 'failed', attempt: 2 },
      { status: 'failed', attempt: 1 },
    ]);
    expect(all[1]?.error).toBe(SIMULATED_OUTAGE);
  });
});
