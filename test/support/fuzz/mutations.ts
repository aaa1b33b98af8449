import fc from 'fast-check';

// Mutations of a known-valid request: each one picks a node of the request (a path parameter, a
// query value or any node of the JSON body) by index and breaks it one way. The request stays a
// plain JSON value, so fast-check shrinks a failing case to fewer and simpler mutations.

type Json = unknown;
type Path = (string | number)[];

/** A value built lazily: `{ $huge: 'é', length: 100000 }` prints short and expands when sent. */
export interface Expand {
  $expand: 'repeat' | 'nestArray' | 'nestObject' | 'array' | 'selfNest';
  unit?: string;
  count: number;
  /** selfNest: the record whose `key` holds the next level. */
  template?: Record<string, Json>;
  key?: string;
}

export type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'extra'; at: number; key: string; value: Json }
  | { kind: 'duplicate'; at: number }
  | { kind: 'otherId'; at: number; id: string }
  | { kind: 'selfNest'; at: number; depth: number; keys?: string[] }
  | { kind: 'repeat'; at: number; count: number }
  | { kind: 'resize'; at: number; length: number };

const isObject = (value: Json): value is Record<string, Json> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !('$expand' in value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every node of a JSON value with its path, parents before children. */
function nodes(value: Json, path: Path = [], out: { path: Path; value: Json }[] = []) {
  out.push({ path, value });
  if (out.length > 5000) return out;
  if (Array.isArray(value)) value.forEach((entry, index) => nodes(entry, [...path, index], out));
  else if (isObject(value))
    for (const [key, entry] of Object.entries(value)) nodes(entry, [...path, key], out);
  return out;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (structuredClone(value) as T);
}

function getAt(root: Json, path: Path): Json {
  let node = root;
  for (const step of path)
    node = Object.getOwnPropertyDescriptor(node as object, step)?.value as Json;
  return node;
}

/** Sets an own property, even `__proto__` (as JSON.parse makes it). */
function put(target: Json, key: string | number, value: Json) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function setAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  put(getAt(root, path.slice(0, -1)), path[path.length - 1] as string | number, value);
  return root;
}

function deleteAt(root: Json, path: Path): Json {
  if (path.length === 0) return undefined;
  const parent = getAt(root, path.slice(0, -1));
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete (parent as Record<string, Json>)[last];
  return root;
}

const pick = <T>(list: T[], at: number): T | undefined =>
  list.length === 0 ? undefined : list[at % list.length];

const short = (value: Json): string => {
  const text = serialize(value);
  return text.length > 60 ? `${text.slice(0, 60)}... (${text.length} chars)` : text;
};
const where = (path: Path) => path.join('.') || '(the whole request)';

/** How long a nested record's text may grow: 16 times the largest body the server reads. */
const MAX_NESTED_TEXT = 16 * 1024 * 1024;

/**
 * Applies mutations to a clone of `root`, and says what each did (`body.contacts: duplicated
 * entry 0`), for the report of a failing case. Paths shorter than `fixedDepth` are kept:
 * `{ params, query, body }` keeps its three keys (their contents are fair game).
 */
export function applyMutations(
  root: Json,
  mutations: readonly Mutation[],
  fixedDepth = 1,
): { value: Json; notes: string[] } {
  let value = clone(root);
  const notes: string[] = [];
  for (const mutation of mutations) {
    const all = nodes(value).filter((node) => node.path.length >= fixedDepth);
    switch (mutation.kind) {
      case 'replace': {
        const node = pick(all, mutation.at);
        if (node) {
          value = setAt(value, node.path, clone(mutation.value));
          notes.push(`${where(node.path)}: set to ${short(mutation.value)}`);
        }
        break;
      }
      case 'delete': {
        const node = pick(
          all.filter((each) => each.path.length > fixedDepth),
          mutation.at,
        );
        if (node) {
          value = deleteAt(value, node.path);
          notes.push(`${where(node.path)}: removed`);
        }
        break;
      }
      case 'extra': {
        const node = pick(
          all.filter((each) => isObject(each.value)),
          mutation.at,
        );
        if (node) {
          put(node.value, mutation.key, clone(mutation.value));
          notes.push(
            `${where(node.path)}: added ${JSON.stringify(mutation.key)}: ${short(mutation.value)}`,
          );
        }
        break;
      }
      case 'duplicate': {
        const node = pick(
          all.filter((each) => Array.isArray(each.value) && each.value.length > 0),
          mutation.at,
        );
        if (node) {
          const list = node.value as Json[];
          const index = mutation.at % list.length;
          list.push(clone(list[index]));
          notes.push(`${where(node.path)}: entry ${index} sent twice`);
        }
        break;
      }
      case 'otherId': {
        const node = pick(
          all.filter((each) => typeof each.value === 'string' && UUID.test(each.value)),
          mutation.at,
        );
        if (node) {
          value = setAt(value, node.path, mutation.id);
          notes.push(`${where(node.path)}: the id of another record, ${mutation.id}`);
        }
        break;
      }
      case 'selfNest': {
        // A record that holds a list of its own kind (a category's subCategories) nested
        // `depth` deep: the shape a recursive schema accepts until some limit. A list is taken
        // for one of the record's own kind when it is empty or holds records with its keys.
        const sameKind = (record: Record<string, Json>, list: Json[]) =>
          list.length === 0 ||
          list.every(
            (entry) =>
              isObject(entry) &&
              Object.keys(entry).sort().join() === Object.keys(record).sort().join(),
          );
        const pairs = all.flatMap((each) =>
          isObject(each.value)
            ? Object.entries(each.value)
                .filter(
                  ([, entry]) =>
                    Array.isArray(entry) && sameKind(each.value as Record<string, Json>, entry),
                )
                .map(([key]) => ({
                  path: each.path,
                  record: each.value as Record<string, Json>,
                  key,
                }))
            : [],
        );
        // Along the schema's own recursion (subCategories) when the request has one.
        const along = pairs.filter((each) => mutation.keys?.includes(each.key));
        const pair = pick(along.length > 0 ? along : pairs, mutation.at);
        if (pair) {
          const template = clone(pair.record);
          put(template, pair.key, []);
          // An earlier mutation may have made the record large (a list repeated 5,001 times): so
          // many levels of it would pass the longest string V8 can make, so fewer, still far past
          // any body the server takes.
          const depth = Math.max(
            2,
            Math.min(mutation.depth, Math.floor(MAX_NESTED_TEXT / serialize(template).length)),
          );
          const nested: Expand = { $expand: 'selfNest', template, key: pair.key, count: depth };
          value = setAt(value, pair.path, nested);
          notes.push(`${where(pair.path)}: nested ${depth} deep through ${pair.key}`);
        }
        break;
      }
      case 'repeat': {
        const node = pick(
          all.filter((each) => Array.isArray(each.value) && each.value.length > 0),
          mutation.at,
        );
        if (node) {
          const list = node.value as Json[];
          const repeated = Array.from({ length: mutation.count }, (_, index) =>
            clone(list[index % list.length]),
          );
          value = setAt(value, node.path, repeated);
          notes.push(`${where(node.path)}: ${mutation.count} entries (its own, repeated)`);
        }
        break;
      }
      case 'resize': {
        const node = pick(
          all.filter((each) => typeof each.value === 'string'),
          mutation.at,
        );
        if (node) {
          const text = (node.value as string) || 'x';
          value = setAt(
            value,
            node.path,
            text.repeat(Math.ceil(mutation.length / text.length)).slice(0, mutation.length),
          );
          notes.push(`${where(node.path)}: ${mutation.length} characters long`);
        }
        break;
      }
    }
  }
  return { value, notes };
}

/** Strings that have broken parsers, paths, stores and renderers. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  'true',
  'null',
  'undefined',
  'NaN',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '😀',
  'e\u0301',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  'ﷺ',
  '𝕏𝕐',
  '中文',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${7*7}',
  '{{7*7}}',
  '../../../etc/passwd',
  '..',
  '%00',
  '%2e%2e',
  '__proto__',
  'constructor',
  'prototype',
  'LOC#x',
  'PK',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '+4520112233',
  '45 20 11 22 33',
  'image/svg+xml',
  'uploads/../../x.png',
  'a.png',
  '1e999',
  '9007199254740993',
  '2026-02-30T25:61:00Z',
  '24:00',
  '23:60',
  '-00:01',
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1.5,
  1e-7,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  99_999_999,
  100_000_000,
  100_000_001,
];

const expand = (value: Expand): Expand => value;

/** Values put in place of a node: wrong types, edges, huge and deep values. */
export const weirdValue: fc.Arbitrary<Json> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [null], { '': '' }, [[]]),
  },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        unit: fc.constantFrom('a', 'é', '😀', '\u0000', ' '),
        count: fc.constantFrom(101, 256, 1001, 5001, 70_000, 300_000),
      })
      .map(({ unit, count }) => expand({ $expand: 'repeat', unit, count })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        shape: fc.constantFrom<Expand['$expand']>('nestArray', 'nestObject'),
        count: fc.constantFrom(32, 100, 1000, 5000, 50_000),
      })
      .map(({ shape, count }) => expand({ $expand: shape, count })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(501, 10_000, 100_000)
      .map((count) => expand({ $expand: 'array', count })),
  },
);

const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'PK',
    'SK',
    'entity',
    'isDeleted',
    'status',
    'price',
    'isAdmin',
    'locationId',
    'id',
    'toString',
    '',
  ),
  fc.string({ maxLength: 10 }),
);

export function mutationArbitrary(ids: readonly string[]): fc.Arbitrary<Mutation> {
  const at = fc.nat({ max: 10_000 });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: weirdValue }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), at }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        at,
        key: extraKey,
        value: weirdValue,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('otherId' as const),
        at,
        id: ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('selfNest' as const),
        at,
        depth: fc.constantFrom(2, 5, 20, 21, 100, 1000, 3000),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('repeat' as const),
        at,
        count: fc.constantFrom(0, 2, 21, 51, 101, 201, 501, 1001),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('resize' as const),
        at,
        length: fc.constantFrom(
          0,
          1,
          2,
          3,
          35,
          36,
          50,
          51,
          100,
          101,
          200,
          201,
          256,
          1001,
          2001,
          5001,
        ),
      }),
    },
  );
}

/** JSON text of a request value, expanding the lazy values (see Expand) as text. */
export function serialize(value: Json): string {
  if (value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if ('$expand' in value) {
    const { $expand, unit = 'a', count } = value as Expand;
    if ($expand === 'repeat') return JSON.stringify(unit.repeat(count));
    if ($expand === 'array') return `[${new Array<string>(count).fill('0').join(',')}]`;
    if ($expand === 'nestArray') return '['.repeat(count) + ']'.repeat(count);
    if ($expand === 'selfNest') {
      // The template with its list holding the next level, `count` levels deep, as text.
      const { template = {}, key = 'a' } = value as Expand;
      const hole = '"HOLE-8c1f2e"';
      const outer = serialize({ ...template, [key]: ['HOLE-8c1f2e'] });
      const [prefix = '', suffix = ''] = outer.split(hole);
      return prefix.repeat(count - 1) + serialize(template) + suffix.repeat(count - 1);
    }
    return '{"a":'.repeat(count) + '{}' + '}'.repeat(count);
  }
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${serialize(entry)}`).join(',')}}`;
}

/** A request value as a path segment or query value: strings as they are, the rest as JSON. */
export const textOf = (value: Json): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '$expand' in value) {
    const { $expand, unit = 'a', count } = value as Expand;
    if ($expand === 'repeat') return unit.repeat(count);
  }
  return serialize(value);
};
