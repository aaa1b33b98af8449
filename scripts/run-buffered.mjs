// Runs a command with its output held back and handed over whole when it ends, so commands run at
// once (the typecheck's compilers, the typecheck beside lint) never interleave their lines.
import { spawn } from 'node:child_process';

/** Resolves with whether the command exited 0, its stdout and stderr together, and its time. */
export function runBuffered(command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) =>
      resolve({ ok: status === 0, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}
