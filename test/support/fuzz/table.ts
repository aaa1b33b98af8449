import {
  BatchWriteItemCommand,
  DynamoDBClient,
  ScanCommand,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { TestStack } from '../stack';

// The whole table as data: every item, in DynamoDB's own attribute-value form (so nothing is lost
// to unmarshalling: sets, binary and number precision compare exactly), keyed by PK and SK. A
// fuzz case compares two snapshots; after an accepted request the table is put back to the
// baseline, so every case runs against the same data and a counterexample replays and shrinks.

type RawItem = Record<string, AttributeValue>;

export interface TableSnapshot {
  /** `PK SK` -> the item as canonical JSON (keys sorted at every level). */
  readonly items: ReadonlyMap<string, string>;
  readonly raw: ReadonlyMap<string, RawItem>;
}

export interface TableDiff {
  added: string[];
  removed: string[];
  changed: { key: string; before: string; after: string }[];
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof Uint8Array) return { $bytes: Buffer.from(inner).toString('base64') };
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(
        Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    }
    return inner;
  });
}

const keyOf = (item: RawItem) => `${item.PK?.S ?? '?'} ${item.SK?.S ?? '?'}`;

/** Reads and restores the stack's table through a client of its own (not the app's). */
export class TableProbe {
  private readonly client: DynamoDBClient;
  /** Scans made, and their total time, for the run's summary. */
  scans = 0;
  scanMs = 0;
  restores = 0;

  constructor(
    stack: TestStack,
    private readonly tableName = stack.dependencies.store.tableName,
  ) {
    this.client = new DynamoDBClient({
      endpoint: stack.dynamoEndpoint,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  async snapshot(): Promise<TableSnapshot> {
    const started = performance.now();
    const items = new Map<string, string>();
    const raw = new Map<string, RawItem>();
    let start: RawItem | undefined;
    do {
      const page = await this.client.send(
        new ScanCommand({ TableName: this.tableName, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        const key = keyOf(item);
        items.set(key, canonical(item));
        raw.set(key, item);
      }
      start = page.LastEvaluatedKey;
    } while (start);
    this.scans += 1;
    this.scanMs += performance.now() - started;
    return { items: new Map([...items].sort(([a], [b]) => (a < b ? -1 : 1))), raw };
  }

  /** Puts the table back to `baseline`: writes what differs, deletes what was added. */
  async restore(baseline: TableSnapshot, current: TableSnapshot): Promise<void> {
    const diff = diffSnapshots(baseline, current);
    const writes: WriteRequest[] = [
      ...[...diff.removed, ...diff.changed.map((change) => change.key)].map((key) => ({
        PutRequest: { Item: baseline.raw.get(key) as RawItem },
      })),
      ...diff.added.map((key) => {
        const item = current.raw.get(key) as RawItem;
        return {
          DeleteRequest: { Key: { PK: item.PK as AttributeValue, SK: item.SK as AttributeValue } },
        };
      }),
    ];
    if (writes.length === 0) return;
    this.restores += 1;
    for (let index = 0; index < writes.length; index += 25) {
      let pending: WriteRequest[] | undefined = writes.slice(index, index + 25);
      for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
        if (attempt > 10) throw new Error('restore: items left unprocessed');
        const output: { UnprocessedItems?: Record<string, WriteRequest[]> } =
          await this.client.send(
            new BatchWriteItemCommand({ RequestItems: { [this.tableName]: pending } }),
          );
        pending = output.UnprocessedItems?.[this.tableName];
      }
    }
  }

  close(): void {
    this.client.destroy();
  }
}

export function diffSnapshots(before: TableSnapshot, after: TableSnapshot): TableDiff {
  const diff: TableDiff = { added: [], removed: [], changed: [] };
  for (const [key, value] of before.items) {
    const now = after.items.get(key);
    if (now === undefined) diff.removed.push(key);
    else if (now !== value) diff.changed.push({ key, before: value, after: now });
  }
  for (const key of after.items.keys()) if (!before.items.has(key)) diff.added.push(key);
  return diff;
}

export const isEmptyDiff = (diff: TableDiff) =>
  diff.added.length + diff.removed.length + diff.changed.length === 0;

/** A short account of a diff for a report: which keys, and the first changed attributes. */
export function describeDiff(diff: TableDiff, limit = 4): string {
  const parts: string[] = [];
  if (diff.added.length) parts.push(`added ${diff.added.slice(0, limit).join(', ')}`);
  if (diff.removed.length) parts.push(`removed ${diff.removed.slice(0, limit).join(', ')}`);
  for (const change of diff.changed.slice(0, limit)) {
    const before = JSON.parse(change.before) as Record<string, unknown>;
    const after = JSON.parse(change.after) as Record<string, unknown>;
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
    );
    const shown = names
      .slice(0, 4)
      .map(
        (name) =>
          `${name}: ${JSON.stringify(before[name]) ?? '-'} -> ${(JSON.stringify(after[name]) ?? '-').slice(0, 120)}`,
      );
    parts.push(`changed ${change.key} (${shown.join('; ')})`);
  }
  return parts.join('; ');
}

const READ_COMMANDS = /^(Get|BatchGet|Query|Scan|TransactGet|Describe|List)/;

/**
 * Counts the write commands the app's own DynamoDB client sends (an SDK middleware that only
 * looks). A rejected request that sent none cannot have changed the table through the app, so it
 * needs no scan; the batch check (a full scan) still covers every other way data could change.
 */
export function observeWrites(stack: TestStack): { count: () => number } {
  let writes = 0;
  stack.dependencies.store.client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!READ_COMMANDS.test(String(context.commandName ?? ''))) writes += 1;
      return next(args);
    },
    { step: 'initialize', name: 'fuzzWriteObserver', override: true },
  );
  return { count: () => writes };
}
