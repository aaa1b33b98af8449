import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

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

export function schemasBuiltAtImport(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT, pathToFileURL(file).href],
      {
        env: {
          PATH: process.env.PATH ?? '',
          AWS_REGION: 'eu-north-1',
          TABLE_NAME: 'inroom',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const count = Number(out);
      if (code === 0 && out !== '' && Number.isInteger(count)) resolve(count);
      else reject(new Error(`Importing ${file} failed (${String(code)}): ${err || out}`));
    });
  });
}
