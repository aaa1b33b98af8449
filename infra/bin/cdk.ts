/**
 * `npm run synth|deploy -- --stage prod [cdk options]`: runs the workspace's own CDK CLI with
 * `--stage <name>` turned into `-c inroom:stage=<name>`, which picks infra/stages/<name>.json.
 * npm cannot pass `-c` through the root scripts by itself (a nested `npm run` takes the flags after
 * it as its own config), hence this small step in between.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { repoRoot } from '../lib/paths';
import { cdkArguments } from './stage-args';

const require = createRequire(import.meta.url);

function main(): number {
  const [command, ...rest] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: cdk.ts <synth|deploy|diff|destroy> [--stage <name>] [cdk options]');
    return 2;
  }
  let args: string[];
  try {
    args = cdkArguments(rest);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const quiet = command === 'synth' ? ['-q'] : [];
  const result = spawnSync(
    process.execPath,
    [require.resolve('aws-cdk/bin/cdk'), command, '--no-notices', ...quiet, ...args],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, CDK_DISABLE_VERSION_CHECK: 'true', CDK_DISABLE_CLI_TELEMETRY: 'true' },
    },
  );
  return result.status ?? 1;
}

process.exit(main());
