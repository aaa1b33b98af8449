import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy';

/** A lazy schema and a count of how often it was built. */
function counted<T extends object>(build: () => T) {
  const calls = { count: 0 };
  const schema = lazySchema(() => {
    calls.count += 1;
    return build();
  });
  return { schema, calls };
}

describe('lazySchema', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    const { schema, calls } = counted(() => z.object({ name: z.string().min(1) }));
    expect(calls.count).toBe(0);
    expect(schema.parse({ name: 'Pizza' })).toEqual({ name: 'Pizza' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(calls.count).toBe(1);
  });

  it('gives the same values and the same errors as the schema it builds', () => {
    const build = () =>
      z.strictObject({
        room: z.string('Room is required').trim().min(1, 'Room is required'),
        quantity: z.number().int('Whole number').min(1).optional(),
      });
    const eager = build();
    const lazy = lazySchema(build);
    for (const value of [
      { room: ' 12 ' },
      { room: '', quantity: 1.5 },
      { room: 7 },
      { room: '4', extra: true },
      null,
    ]) {
      const [a, b] = [eager.safeParse(value), lazy.safeParse(value)];
      expect(b.success).toBe(a.success);
      expect(b.data).toEqual(a.data);
      expect(b.error?.issues).toEqual(a.error?.issues);
    }
    expect(() => lazy.parse({ room: '' })).toThrow('Room is required');
  });

  it('works as a field, an element and an option of other schemas, built when they first parse', () => {
    const { schema: id, calls } = counted(() => z.uuid('Expected an id'));
    const record = z.object({ id, tags: z.array(id).optional() });
    const either = z.union([id, z.literal('none')]);
    expect(calls.count).toBe(0);
    const value = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
    expect(record.parse({ id: value, tags: [value] })).toEqual({ id: value, tags: [value] });
    expect(either.parse('none')).toBe('none');
    expect(record.safeParse({ id: 'x' }).error?.issues[0]?.message).toBe('Expected an id');
    expect(calls.count).toBe(1);
  });

  it('keeps an optional field optional inside an object', () => {
    const note = lazySchema(() => z.string().optional());
    const line = z.object({ note });
    expect(line.parse({})).toEqual({});
    type Line = z.infer<typeof line>;
    const typed: Line = {};
    expect(typed).toEqual({});
  });

  it('extends, picks and spreads its shape as the schema does', () => {
    const base = lazySchema(() => z.object({ id: z.string(), name: z.string() }));
    const extended = lazySchema(() => base.extend({ price: z.number() }));
    const picked = base.pick({ id: true });
    const spread = z.strictObject({ ...base.shape, sortOrder: z.number() });
    expect(Object.keys(base.shape)).toEqual(['id', 'name']);
    expect(extended.parse({ id: 'a', name: 'b', price: 1 })).toEqual({
      id: 'a',
      name: 'b',
      price: 1,
    });
    expect(picked.parse({ id: 'a', name: 'b' })).toEqual({ id: 'a' });
    expect(spread.safeParse({ id: 'a', name: 'b', sortOrder: 0, extra: 1 }).success).toBe(false);
  });

  it('is an instance of its schema kind, and reads like it', () => {
    const schema = lazySchema(() => z.object({ id: z.string() }));
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(schema).toBeInstanceOf(z.ZodType);
    expect(schema).not.toBeInstanceOf(z.ZodString);
    expect('_zod' in schema).toBe(true);
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(z.object({})));
    expect(schema._zod.def.type).toBe('object');
    expect(schema.description).toBeUndefined();
    expect(schema.describe('A record').description).toBe('A record');
  });

  it('hands reflection on to the schema: keys, descriptors, assignment, deletion', () => {
    const eager = z.string().min(1);
    const lazy = lazySchema(() => z.string().min(1)) as typeof eager & Record<string, unknown>;
    expect(Reflect.ownKeys(lazy)).toEqual(Reflect.ownKeys(eager));
    expect(Object.getOwnPropertyDescriptor(lazy, 'type')).toMatchObject({ value: 'string' });
    expect(Object.getOwnPropertyDescriptor(lazy, 'no such key')).toBeUndefined();
    lazy['note'] = 'kept';
    expect(lazy['note']).toBe('kept');
    expect(delete lazy['note']).toBe(true);
    expect(lazy['note']).toBeUndefined();
    Object.defineProperty(lazy, 'extra', { value: 1, configurable: true });
    expect(lazy['extra']).toBe(1);
    // Standard Schema, as form libraries call it.
    expect(lazy['~standard'].validate('x')).toEqual({ value: 'x' });
  });

  it('refers to itself through a getter, as a recursive schema does', () => {
    interface Category {
      name: string;
      subCategories: Category[];
    }
    const category: z.ZodType<Category> = lazySchema(() =>
      z.object({
        name: z.string(),
        get subCategories() {
          return z.array(category);
        },
      }),
    );
    const tree = { name: 'Food', subCategories: [{ name: 'Pizza', subCategories: [] }] };
    expect(category.parse(tree)).toEqual(tree);
    expect(category.safeParse({ name: 'Food', subCategories: [{ name: 1 }] }).success).toBe(false);
  });

  it('reports a broken schema where it is first used, so every schema must be used by a test', () => {
    const broken = lazySchema((): z.ZodString => {
      throw new Error('bad schema');
    });
    const onUse = vi.fn(() => broken.parse('x'));
    expect(onUse).toThrow('bad schema');
  });
});

describe('the domain package', () => {
  type ZodConfig = { postProcessor?: (schema: unknown) => void };
  const zodGlobal = globalThis as { __zod_globalConfig?: ZodConfig };

  afterEach(() => {
    delete zodGlobal.__zod_globalConfig?.postProcessor;
  });

  it('builds no schema when imported, only when one is used', async () => {
    // zod calls this hook on every schema it finishes building (core.js; what zod/compile uses).
    let built = 0;
    zodGlobal.__zod_globalConfig ??= {};
    zodGlobal.__zod_globalConfig.postProcessor = () => {
      built += 1;
    };
    vi.resetModules();
    const shared = await import('../index');
    expect(built).toBe(0);
    expect(shared.savedIdSchema.safeParse('7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f').success).toBe(
      true,
    );
    // idSchema and savedIdSchema, with the checks and clones their chains make.
    expect(built).toBeGreaterThanOrEqual(2);
  });
});
