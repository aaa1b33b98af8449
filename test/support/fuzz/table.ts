import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DynamoDBClient,
  ScanCommand,
  type AttributeValue,
  type BatchGetItemCommandOutput,
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
  /** Reads of the keys a case wrote (snapshotOf), and their total time. */
  keyReads = 0;
  keyReadMs = 0;
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

  /**
   * The items of these keys (`PK SK`) as they are now, beside `baseline` cut to the same keys: a
   * pair to compare and restore like two whole snapshots, for a case whose writes are known. Two
   * reads of a few keys instead of a scan of the whole table (a scan was a fifth of the run).
   */
  async snapshotOf(
    keys: WrittenKeys,
    baseline: TableSnapshot,
  ): Promise<{ before: TableSnapshot; now: TableSnapshot }> {
    const started = performance.now();
    const items = new Map<string, string>();
    const raw = new Map<string, RawItem>();
    const wanted = [...keys.values()].map(({ PK, SK }) => ({ PK: { S: PK }, SK: { S: SK } }));
    for (let index = 0; index < wanted.length; index += 100) {
      let pending: Record<string, AttributeValue>[] | undefined = wanted.slice(index, index + 100);
      for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
        if (attempt > 10) throw new Error('snapshotOf: keys left unprocessed');
        const output: BatchGetItemCommandOutput = await this.client.send(
          new BatchGetItemCommand({
            RequestItems: { [this.tableName]: { Keys: pending, ConsistentRead: true } },
          }),
        );
        for (const item of output.Responses?.[this.tableName] ?? []) {
          items.set(keyOf(item), canonical(item));
          raw.set(keyOf(item), item);
        }
        pending = output.UnprocessedKeys?.[this.tableName]?.Keys;
      }
    }
    this.keyReads += 1;
    this.keyReadMs += performance.now() - started;
    const only = <T>(map: ReadonlyMap<string, T>) =>
      new Map([...map].filter(([key]) => keys.has(key)));
    return {
      before: { items: only(baseline.items), raw: only(baseline.raw) },
      now: { items, raw },
    };
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

/** A table item's key. */
export type TableKey = { PK: string; SK: string };

/** Keys written by a case: `PK SK` (as in a snapshot) -> the key. */
export type WrittenKeys = ReadonlyMap<string, TableKey>;

type Key = { PK?: unknown; SK?: unknown };
/** The key of a key or item as the document client takes it (or marshalled, `{ S: ... }`). */
const keyOfInput = (key: Key | undefined): TableKey | undefined => {
  const text = (value: unknown) =>
    typeof value === 'string' ? value : (value as { S?: unknown } | undefined)?.S;
  const [PK, SK] = [text(key?.PK), text(key?.SK)];
  return typeof PK === 'string' && typeof SK === 'string' ? { PK, SK } : undefined;
};

/** The keys a write command names, or undefined for one whose keys this cannot read. */
function keysWritten(commandName: string, input: Record<string, unknown>): TableKey[] | undefined {
  const keys: (TableKey | undefined)[] = [];
  if (commandName.startsWith('Put')) keys.push(keyOfInput(input.Item as Key));
  else if (commandName.startsWith('Update') || commandName.startsWith('Delete'))
    keys.push(keyOfInput(input.Key as Key));
  else if (commandName.startsWith('BatchWrite')) {
    const tables = Object.values((input.RequestItems ?? {}) as Record<string, unknown[]>);
    for (const request of tables.flat() as {
      PutRequest?: { Item?: Key };
      DeleteRequest?: { Key?: Key };
    }[])
      keys.push(keyOfInput(request.PutRequest?.Item ?? request.DeleteRequest?.Key));
  } else return undefined;
  return keys.every((key) => key !== undefined) ? (keys as TableKey[]) : undefined;
}

/**
 * Watches the write commands the app's own DynamoDB client sends (an SDK middleware that only
 * looks): how many, and which keys they name. A rejected request that sent none cannot have
 * changed the table through the app, so it needs no look; one that did needs a look at those keys
 * only. `takeKeys` hands over the keys named since it was last called, or `undefined` when a
 * write named keys it could not read (then the whole table is compared). The batch check (a full
 * scan) still covers every other way data could change.
 */
export function observeWrites(stack: TestStack): {
  count: () => number;
  takeKeys: () => WrittenKeys | undefined;
} {
  let writes = 0;
  let keys: Map<string, TableKey> | undefined = new Map();
  stack.dependencies.store.client.middlewareStack.add(
    (next, context) => async (args) => {
      const commandName = String(context.commandName ?? '');
      if (!READ_COMMANDS.test(commandName)) {
        writes += 1;
        const named = keysWritten(commandName, args.input as Record<string, unknown>);
        if (!named) keys = undefined;
        else for (const key of named) keys?.set(`${key.PK} ${key.SK}`, key);
      }
      return next(args);
    },
    { step: 'initialize', name: 'fuzzWriteObserver', override: true },
  );
  return {
    count: () => writes,
    takeKeys: () => {
      const taken = keys;
      keys = new Map();
      return taken;
    },
  };
}
