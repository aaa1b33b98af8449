import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { InroomStack } from './inroom-stack';
import { CDK_JSON_CONTEXT } from './testing/cdk-context';
import { testApp, testTempDir } from './testing/temp-dirs';

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

/**
 * The whole stack synthesized for a test with cdk.json's feature flags, as `cdk deploy` would, but
 * without bundling the functions (an empty `aws:cdk:bundling-stacks` skips esbuild;
 * group-function.test.ts covers real bundling). Its SPA and cloud assembly directories are test temp
 * directories, removed after the test file.
 */
export function synthTestStack(
  context: Record<string, unknown> = {},
  stackId = 'Inroom',
): { stack: InroomStack; template: Template } {
  const spaDir = testTempDir('inroom-spa-');
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html>');
  mkdirSync(join(spaDir, 'assets'));
  const app = testApp({
    context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context },
  });
  const stack = new InroomStack(app, stackId, { spaDir });
  return { stack, template: Template.fromStack(stack) };
}
