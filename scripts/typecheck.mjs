// Type-checks every workspace with its own compiler options (web has DOM and JSX, shared has
// neither DOM nor Node), so a Node API used in shared/ or a DOM API in functions/ is an error.
import { spawnSync } from 'node:child_process';

const projects = [
  'tsconfig.json',
  'shared',
  'functions',
  'infra',
  'web',
  'web/tsconfig.node.json',
  'test',
  'bench',
];
let failed = 0;
for (const project of projects) {
  const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
