import { describe, expect, it } from 'vitest';
import { useTestTable } from '../testing/dynalite';
import { countStoreCalls } from './call-counter';

describe('countStoreCalls', () => {
  const table = useTestTable();

  it('counts each request by command until detached', async () => {
    const store = await table.freshStore();
    const counter = countStoreCalls(store);
    await store.put({ PK: 'A', SK: 'B', value: 1 });
    await store.get({ PK: 'A', SK: 'B' });
    await store.queryPartition({ partitionKey: 'A' });
    expect(counter.byCommand).toEqual({ PutItemCommand: 1, GetItemCommand: 1, QueryCommand: 1 });
    expect(counter.total()).toBe(3);
    counter.reset();
    expect(counter.total()).toBe(0);
    counter.detach();
    await store.get({ PK: 'A', SK: 'B' });
    expect(counter.total()).toBe(0);
  });
});
