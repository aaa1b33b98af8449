import { spawn } from 'node:child_process';

/**
 * Runs an ES module script (`node --input-type=module -e`) in a fresh Node process with only
 * `env` (and PATH) and answers what it wrote to stdout: a cold process, as a Lambda's first
 * import meets it, for the bundle budget test and the bench. A non-zero exit rejects with what the
 * script wrote to stderr.
 */
export function runNodeScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`The script exited with ${String(code)}: ${err || out}`));
    });
  });
}
