import { pathToFileURL } from 'node:url';
import { runNodeScript } from './node-script';

/**
 * Counts the zod schemas a bundle builds while it is imported, in a fresh Node process: what a
 * cold start pays before its first request (about 20 µs a schema). zod calls
 * `globalThis.__zod_globalConfig.postProcessor` on every schema it finishes building (core.js,
 * the hook `zod/compile` uses) and keeps a config object that is already there, so one set before
 * the import sees them all. The caller checks the count against a bundle known to build schemas,
 * so a zod that stopped calling the hook could not pass for one that builds none.
 */
const SCRIPT = `
let built = 0;
globalThis.__zod_globalConfig = { postProcessor: () => { built += 1; } };
await import(process.argv[1]);
process.stdout.write(String(built));
`;

export async function schemasBuiltAtImport(file: string): Promise<number> {
  const out = await runNodeScript(SCRIPT, [pathToFileURL(file).href], {
    AWS_REGION: 'eu-north-1',
    TABLE_NAME: 'inroom',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const count = Number(out);
  if (out === '' || !Number.isInteger(count)) throw new Error(`Importing ${file} wrote ${out}`);
  return count;
}
