import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';

// An App given no outdir makes a `cdk.out*` directory in the OS temp directory that nothing
// removes, and stages its assets there as it is built: an infra run left 83 of them (22 MB, the
// web bucket's deployment layer), every run. Tests make their directories here instead, and
// infra's Vitest setup file removes them after each test file.

const made: string[] = [];

/** A new directory in the OS temp directory, removed once the test file has run. */
export function testTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A CDK app whose cloud assembly goes to a test temp directory. */
export function testApp(props: Omit<AppProps, 'outdir'> = {}): App {
  return new App({ ...props, outdir: testTempDir('inroom-cdk-out-') });
}

/** Removes every directory testTempDir made (infra/lib/testing/setup.ts runs it after each file). */
export function removeTestTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
