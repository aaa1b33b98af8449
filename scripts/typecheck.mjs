// Type-checks every workspace with its own compiler options (web has DOM and JSX, shared has
// neither DOM nor Node), so a Node API used in shared/ or a DOM API in functions/ is an error.
// The checker is TypeScript 7, the native compiler (`typescript-native` in package.json): it
// checked every project in 32 s of CPU where TypeScript 6, which typescript-eslint still parses
// with, took 116 s (docs/toolchain.md, 2026-11-29). Each compiler runs on one thread and two run at once (more
// on a machine with more cores), each one's output printed whole when it ends. Every run checks
// everything: with tsc's incremental mode (a .tsbuildinfo per project in node_modules/.cache), a
// test changed after the types it uses changed in another file was reported clean where a fresh
// check found six errors (TypeScript 7.0.2, 2026-11-30), and only CI's clean clone caught them. A
// fresh check of everything took 6.7 s here (10.8 s of CPU) that day, an incremental one 3.3 s.
import { availableParallelism } from 'node:os';
import { runBuffered } from './run-buffered.mjs';

// The longest first (web and test take twice as long as shared, the last two under a second),
// so the last to start are short and neither compiler waits long for the other at the end.
const projects = [
  'web',
  'test',
  'bench',
  'infra',
  'functions',
  'shared',
  'web/tsconfig.node.json',
  'tsconfig.json',
];

async function typecheck(project) {
  const { ok, output } = await runBuffered(process.execPath, [
    'node_modules/typescript-native/bin/tsc',
    '-p',
    project,
    '--singleThreaded',
  ]);
  if (output) process.stdout.write(output);
  if (!ok) console.error(`typecheck failed: ${project}`);
  return ok;
}

const queue = [...projects];
let failed = 0;
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift())
    if (!(await typecheck(project))) failed += 1;
};
await Promise.all(Array.from({ length: Math.max(2, availableParallelism() - 1) }, () => worker()));
process.exit(failed === 0 ? 0 : 1);
