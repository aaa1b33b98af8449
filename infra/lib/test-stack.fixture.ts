import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { InroomStack } from './inroom-stack';
import { CDK_JSON_CONTEXT } from './testing/cdk-context';

/**
 * The whole stack synthesized for a test with cdk.json's feature flags, as `cdk deploy` would, but
 * without bundling the functions (an empty `aws:cdk:bundling-stacks` skips esbuild;
 * group-function.test.ts covers real bundling). Call
 * `cleanUp` in afterAll: it removes the temporary SPA and cloud assembly directories.
 */
export interface TestStacks {
  synth(
    context?: Record<string, unknown>,
    stackId?: string,
  ): { stack: InroomStack; template: Template };
  cleanUp(): void;
}

/** A production stage as an operator fills it in: real company details and an alarm address. */
export const PRODUCTION_CONTEXT = {
  'inroom:production': 'true',
  'inroom:alarmEmail': 'ops@hotel.example',
  'inroom:company': JSON.stringify({
    name: 'Hotel Example ApS',
    address: 'Strandvejen 1, 2100 København Ø, Denmark',
    registrationNumber: 'CVR 87654321',
    phone: '+45 70 11 22 33',
    email: 'kontakt@hotel.example',
  }),
};

export function testStacks(): TestStacks {
  const temps: string[] = [];
  const tempDir = (prefix: string): string => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    temps.push(dir);
    return dir;
  };
  return {
    synth(context = {}, stackId = 'Inroom') {
      const spaDir = tempDir('inroom-spa-');
      writeFileSync(join(spaDir, 'index.html'), '<!doctype html>');
      mkdirSync(join(spaDir, 'assets'));
      const app = new App({
        outdir: tempDir('inroom-cdk-out-'),
        context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context },
      });
      const stack = new InroomStack(app, stackId, { spaDir });
      return { stack, template: Template.fromStack(stack) };
    },
    cleanUp() {
      for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
