import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';

/**
 * The context of cdk.json (the feature flags), which the CDK CLI hands the app but a test's own
 * `new App()` does not read: tests that start from it check the template `cdk deploy` would
 * produce, not the one of CDK's defaults.
 */
export const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;
