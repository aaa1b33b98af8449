/**
 * A module-level schema that is built the first time it is used, not when its module is imported.
 *
 * Why: zod builds a schema eagerly, and each `z.object`, `.min()` or `.extend()` is a constructor
 * call of about 20 µs on a cold process. The guest Lambda imported 644 of them before its first
 * request, whatever the request was: the largest part of what its cold start spent beyond a bare
 * DynamoDB handler (issue #14). Built lazily, a cold start builds only the schemas its first
 * request touches, and a browser page only those its screens use.
 *
 * The value stands in for the schema everywhere (parse, safeParse, `.shape`, `.extend()`, as a
 * field of another schema, `instanceof`): a Proxy that builds the schema on its first touch and
 * hands every operation on to it from then on. So `z.infer<typeof x>` and every call site stay as
 * they were. Every module-level schema of shared/ and functions/ is declared through this; the
 * bundle budget test counts the schemas a Lambda bundle builds at import (none).
 *
 * The comment marks calls as free of side effects, so a bundler may drop an unused one whole;
 * esbuild honours it only within this file, so the Lambda bundling also marks each call pure where
 * it is written (infra/lib/bundling.ts, sourceRewrites).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => (schema ??= build());
  // The Proxy's own target stays empty; it only has to satisfy the Proxy invariants, which is why
  // a descriptor is reported configurable (a non-configurable one must exist on the target).
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
