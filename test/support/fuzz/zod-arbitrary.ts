import fc from 'fast-check';
import type { z } from 'zod';

// fast-check arbitraries generated from zod 4 schemas by walking their definitions (z.toJSONSchema
// loses what matters here: the input side of pipes, the recursive getters of the category tree,
// regex checks on top of formats). The values aim at *valid* input, so that some requests pass
// validation and reach the services: ids come mostly from a pool of ids that exist in the table,
// numbers and strings stay within the schema's bounds (fast-check leans towards the edges), and
// recursion and lists are kept short. Refinements (`.refine`) cannot be read, so some values break
// them; the server must answer those with a 400 all the same.

export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

export interface ArbitraryOptions {
  /** Ids of records in the table: most generated UUIDs are one of these. */
  ids: readonly string[];
  /** Nesting of arrays and objects beyond which arrays are as short as allowed. */
  maxDepth?: number;
  /** Longest generated array (within the schema's own maximum). */
  maxItems?: number;
}

interface Def {
  type: string;
  [key: string]: unknown;
}
type Schema = z.core.$ZodType;

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

function stringBounds(def: Def) {
  let min = 0;
  let max: number | undefined;
  let pattern: RegExp | undefined;
  let format = typeof def.format === 'string' ? def.format : undefined;
  if (def.pattern instanceof RegExp) pattern = def.pattern;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max ?? Infinity, check.maximum ?? Infinity);
    if (check.check === 'length_equals') min = max = check.value ?? 0;
    if (check.check === 'string_format') {
      format ??= check.format;
      if (check.pattern instanceof RegExp) pattern = check.pattern;
    }
  }
  return { min, max, pattern, format };
}

function numberBounds(def: Def) {
  let min: number | undefined;
  let max: number | undefined;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer ||= /int/.test(check.format ?? '');
    if (check.check === 'greater_than' && check.value !== undefined) {
      const bound = check.inclusive ? check.value : check.value + (integer ? 1 : Number.EPSILON);
      min = Math.max(min ?? -Infinity, bound);
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      const bound = check.inclusive ? check.value : check.value - (integer ? 1 : Number.EPSILON);
      max = Math.min(max ?? Infinity, bound);
    }
  }
  // `.int()` after the bounds: recompute exclusive bounds as whole numbers.
  if (integer) {
    if (min !== undefined) min = Math.ceil(min);
    if (max !== undefined) max = Math.floor(max);
  }
  return { min, max, integer };
}

const TEXT_UNITS = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABC019-.,') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('é', 'ø', 'å', 'ß', '中', '😀', '\u200b', '\u202e', '\t'),
  },
);

function textArbitrary(min: number, max: number | undefined): fc.Arbitrary<string> {
  const typicalMax = Math.min(max ?? min + 24, min + 24);
  const choices: fc.WeightedArbitrary<string>[] = [
    {
      weight: 8,
      arbitrary: fc.string({ unit: TEXT_UNITS, minLength: min, maxLength: typicalMax }),
    },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: typicalMax }) },
    { weight: 1, arbitrary: fc.constantFrom(' ', '   ', '\n\t') },
  ];
  if (max !== undefined && max <= 20_000) {
    // At the limit and one past it.
    choices.push({
      weight: 1,
      arbitrary: fc.constantFrom(max, max + 1).map((length) => 'é'.repeat(length)),
    });
  }
  return fc.oneof(...choices);
}

export function uuidArbitrary(ids: readonly string[]): fc.Arbitrary<string> {
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: fc.uuid({ version: 4 }) },
    { weight: 1, arbitrary: fc.constant(EMPTY_GUID) },
  ];
  if (ids.length > 0) {
    choices.unshift(
      { weight: 10, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => id.toUpperCase()) },
    );
  }
  return fc.oneof(...choices);
}

/**
 * An arbitrary of values for a zod schema's *input* (what a client sends, before transforms).
 * Unknown schema types fall back to any JSON value.
 */
export function arbitraryFor(
  schema: Schema,
  options: ArbitraryOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  const maxDepth = options.maxDepth ?? 3;
  const maxItems = options.maxItems ?? 3;
  const def = defOf(schema);
  const inner = (next: Schema, nextDepth = depth) => arbitraryFor(next, options, nextDepth);
  switch (def.type) {
    case 'string': {
      const { min, max, pattern, format } = stringBounds(def);
      if (format === 'uuid' || format === 'guid') return uuidArbitrary(options.ids);
      if (format === 'email') return fc.emailAddress();
      if (format === 'url') return fc.webUrl();
      if (format === 'datetime')
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      if (pattern) return fc.stringMatching(pattern);
      return textArbitrary(min, max);
    }
    case 'number': {
      const { min, max, integer } = numberBounds(def);
      if (integer) {
        return fc.integer({
          min: Math.max(min ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
          max: Math.min(max ?? 2 ** 31, Number.MAX_SAFE_INTEGER),
        });
      }
      return fc.double({
        min: min ?? -1e9,
        max: max ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    }
    case 'bigint':
      return fc.integer().map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType as Schema), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType as Schema), { nil: null, freq: 6 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType as Schema);
    case 'lazy':
      return inner((def.getter as () => Schema)());
    case 'pipe': {
      // A transform reads the input: generate for the side before it. Otherwise the side after the
      // pipe is the stricter description of the same input (`.trim().pipe(z.email())`).
      const out = defOf(def.out as Schema);
      const from = out.type === 'transform' ? (def.in as Schema) : (def.out as Schema);
      if (defOf(from).type === 'transform') return inner(def.in as Schema);
      return inner(from);
    }
    case 'array': {
      const { min, max } = stringBounds(def);
      const limit =
        depth >= maxDepth ? min : Math.min(max ?? maxItems, Math.max(min, maxItems - depth));
      if (limit === 0) return fc.constant([]);
      return fc.array(inner(def.element as Schema, depth + 1), {
        minLength: min,
        maxLength: limit,
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((item) => inner(item, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const key of Object.keys(shape)) {
        const field = shape[key] as Schema;
        model[key] = inner(field);
        if (!['optional', 'default', 'prefault'].includes(defOf(field).type)) required.push(key);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType as Schema, depth + 1), {
        maxKeys: maxItems,
      });
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => inner(option)));
    case 'intersection':
      return inner(def.left as Schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Keeps of a value what a schema's input takes: an API view (a record as `be/get` answers it) cut
 * down to the request schema's fields, so a stored record becomes a valid update body.
 */
export function projectOnto(schema: Schema, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return value === undefined || value === null
        ? value
        : projectOnto(def.innerType as Schema, value);
    case 'lazy':
      return projectOnto((def.getter as () => Schema)(), value);
    case 'pipe':
      return projectOnto(def.in as Schema, value);
    case 'array':
      return Array.isArray(value)
        ? value.map((entry) => projectOnto(def.element as Schema, entry))
        : value;
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const shape = def.shape as Record<string, Schema>;
      const source = value as Record<string, unknown>;
      const projected: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) {
        if (key in source && source[key] !== undefined)
          projected[key] = projectOnto(shape[key] as Schema, source[key]);
      }
      return projected;
    }
    default:
      return value;
  }
}

/**
 * The fields through which a schema recurses: `subCategories` of a category whose
 * subCategories are categories. Deep values are built along these (cases.ts).
 */
export function recursiveKeys(schema: Schema): string[] {
  const keys = new Set<string>();
  const seen = new Set<Schema>();
  const unwrap = (inner: Schema): Schema => {
    const def = defOf(inner);
    if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(def.type)
    )
      return unwrap(def.innerType as Schema);
    if (def.type === 'lazy') return unwrap((def.getter as () => Schema)());
    if (def.type === 'pipe') return unwrap(def.in as Schema);
    return inner;
  };
  const walk = (inner: Schema) => {
    const node = unwrap(inner);
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    if (def.type === 'array') walk(def.element as Schema);
    if (def.type === 'union') (def.options as Schema[]).forEach(walk);
    if (def.type !== 'object') return;
    const shape = def.shape as Record<string, Schema>;
    for (const [key, field] of Object.entries(shape)) {
      const fieldDef = defOf(unwrap(field));
      if (fieldDef.type === 'array' && unwrap(fieldDef.element as Schema) === node) keys.add(key);
      walk(field);
    }
  };
  walk(schema);
  return [...keys];
}
