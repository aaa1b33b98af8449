import { Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks, ServerlessChecks, type NagPack } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InroomStack } from './inroom-stack';
import { acknowledge } from './nag-suppressions';
import { PRODUCTION_CONTEXT, synthTestStack } from './test-stack.fixture';
import { testApp } from './testing/temp-dirs';

/**
 * cdk-nag's AwsSolutions and Serverless packs over the synthesized stack of each kind of stage.
 * Every finding must be fixed or acknowledged in code with its reason (nag-suppressions.ts); the
 * test prints what is left. The packs run on the construct tree (validateScope), as they would in
 * `Validations.of(app).addPlugins(...)` at synth.
 */
const synth = (context: Record<string, unknown>): InroomStack => synthTestStack(context).stack;

/** One line per finding left unacknowledged: `error AwsSolutions-IAM5[...] at /Inroom/...: info`. */
function findings(pack: NagPack, stack: Stack): string[] {
  const report = pack.validateScope(stack);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) =>
        `${violation.severity ?? 'error'} ${violation.ruleName} at ${resource.constructPath ?? resource.resourceLogicalId}: ${violation.description}`,
    ),
  );
}

/** A production stage with a custom domain: its own certificate, so CloudFront can refuse old TLS. */
const DOMAIN_CONTEXT = {
  ...PRODUCTION_CONTEXT,
  'inroom:domain': JSON.stringify({
    name: 'order.hotel.example',
    certificateArn:
      'arn:aws:acm:us-east-1:123456789012:certificate/a1b2c3d4-5678-90ab-cdef-111122223333',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    zoneName: 'hotel.example',
  }),
};

describe.each([
  ['dev', {}],
  ['production', PRODUCTION_CONTEXT],
  ['custom-domain production', DOMAIN_CONTEXT],
])('cdk-nag over the %s stack', (stage, context) => {
  let stack: InroomStack;
  beforeAll(() => {
    stack = synth(context);
  }, 120_000);

  it.each([
    ['AwsSolutions', new AwsSolutionsChecks()],
    ['Serverless', new ServerlessChecks()],
  ])('leaves no %s finding unacknowledged', (name, pack) => {
    const left = findings(pack, stack);
    const count = (severity: string) => left.filter((line) => line.startsWith(severity)).length;
    // One line each: a single long log is cut short by Vitest's console capture.
    console.log(
      `cdk-nag ${name} (${stage}): ${count('error')} errors, ${count('warning')} warnings`,
    );
    for (const line of left) console.log(`  ${line}`);
    expect(left).toEqual([]);
  });
});

describe('acknowledgements', () => {
  const acknowledged = (stack: InroomStack, path: string): string[] =>
    (stack.node.findChild('Web').node.findChild(path).node.metadata ?? [])
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, string>));

  it("excuse TLSv1 only on CloudFront's default certificate, never with a custom domain", () => {
    expect(acknowledged(synth({}), 'Distribution')).toContain('Annotation::AwsSolutions-CFR4');
    expect(acknowledged(synth(DOMAIN_CONTEXT), 'Distribution')).not.toContain(
      'Annotation::AwsSolutions-CFR4',
    );
  });
});

describe('the cdk-nag harness', () => {
  it('reports a finding that nothing acknowledges, and not one that is acknowledged', () => {
    const app = testApp();
    const stack = new Stack(app, 'Bare');
    // No enforceSSL: AwsSolutions-SQS4. An acknowledged twin must not be reported.
    new sqs.Queue(stack, 'Plain', { encryption: sqs.QueueEncryption.SQS_MANAGED });
    const excused = new sqs.Queue(stack, 'Excused', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    for (const id of ['AwsSolutions-SQS4', 'AwsSolutions-SQS3'])
      acknowledge(excused, id, 'the test acknowledges it');
    Template.fromStack(stack);
    const left = findings(new AwsSolutionsChecks(), stack);
    expect(left).toContainEqual(expect.stringMatching(/^error AwsSolutions-SQS4 at Bare\/Plain\//));
    expect(left.filter((line) => line.includes('Bare/Excused/'))).toEqual([]);
  });
});
