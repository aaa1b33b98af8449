import { Stack, Validations } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag findings the stack accepts, each with its reason (infra/lib/nag.test.ts runs the
 * AwsSolutions and Serverless packs and fails on any other). Findings about a construct of ours are
 * acknowledged next to it (api.ts, auth.ts, functions.ts, ...); this file holds the helpers and the
 * findings about constructs CDK makes for us or that live in files of their own (web.ts).
 *
 * An acknowledgement is construct metadata (Validations.of(...).acknowledge, which cdk-nag v3
 * reads): it covers the construct and everything under it, for exactly one finding id.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * The id cdk-nag gives a wildcard resource in an IAM policy (AwsSolutions-IAM5), such as
 * `AwsSolutions-IAM5[Resource::<DataTableFDBAD0F2.Arn>/index/*]`, from the resource as the policy
 * statement names it (tokens and all). References are flattened the way cdk-nag's
 * flattenCfnReference does: `<LogicalId.Attribute>`, `<LogicalId>`, `<AWS::Region>`.
 */
export function wildcardResource(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(resource))}]`;
}

function flatten(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    const join = node['Fn::Join'] as [string, unknown[]] | undefined;
    if (join) return join[1].map(flatten).join(join[0]);
    const getAtt = node['Fn::GetAtt'] as [unknown, unknown] | undefined;
    if (getAtt) return `<${flatten(getAtt[0])}.${flatten(getAtt[1])}>`;
    if ('Ref' in node) return `<${flatten(node.Ref)}>`;
  }
  return JSON.stringify(value);
}

/** Lambda's managed policy for a function's own logs, which every function role gets. */
export const BASIC_EXECUTION_ROLE =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/**
 * The findings about what CDK builds for the stack itself (the BucketDeployment's function) and
 * about the web (web.ts): call once, at the end of the stack's constructor.
 */
export function acknowledgeStackFindings(
  stack: Stack,
  web: { spaBucket: s3.IBucket; distribution: cloudfront.Distribution },
): void {
  acknowledge(
    web.spaBucket,
    'AwsSolutions-S1',
    'Read only by CloudFront through origin access control and written only by the deploy: CloudFront request metrics and CloudTrail cover it',
  );
  const { distribution } = web;
  acknowledge(
    distribution,
    'AwsSolutions-CFR1',
    'Guests order from hotels anywhere; there is no country to block',
  );
  acknowledge(
    distribution,
    'AwsSolutions-CFR2',
    'WAF is optional (inroom:webAclArn) at about 6 USD a month; API Gateway throttles every route (functions/src/http/rate-limits.ts)',
  );
  acknowledge(
    distribution,
    'AwsSolutions-CFR3',
    'Standard logs need an ACL-enabled log bucket; the API access log and the function logs record every request that does work',
  );
  if (usesDefaultCertificate(distribution))
    acknowledge(
      distribution,
      'AwsSolutions-CFR4',
      'The *.cloudfront.net default certificate allows TLSv1, which CloudFront does not let us change; a custom domain (docs/deploy.md) sets TLS 1.2',
    );

  // BucketDeployment's singleton function copies the built web to its bucket during a deploy.
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    const deployer = 'CDK BucketDeployment runs only during a deploy and CDK owns its code';
    acknowledge(child, BASIC_EXECUTION_ROLE, `${deployer}: the managed policy covers its logs`);
    for (const id of [
      'Resource::*',
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*`,
    ])
      acknowledge(
        child,
        `AwsSolutions-IAM5[${id}]`,
        `${deployer}: CDK grants it read on the asset bucket and write on the SPA bucket`,
      );
    acknowledge(
      child,
      wildcardResource(stack, web.spaBucket.arnForObjects('*')),
      `${deployer}: it writes the SPA bucket's objects`,
    );
    acknowledge(child, 'AwsSolutions-L1', `${deployer}: CDK picks its runtime`);
    acknowledge(child, 'Serverless-LambdaLatestVersion', `${deployer}: CDK picks its runtime`);
    acknowledge(
      child,
      'Serverless-LambdaDLQ',
      `${deployer}: CloudFormation invokes it and fails the deploy on error`,
    );
    acknowledge(
      child,
      'Serverless-LambdaTracing',
      `${deployer}: nothing to trace outside a deploy`,
    );
  }
}

/** Whether the distribution serves *.cloudfront.net with CloudFront's default certificate. */
function usesDefaultCertificate(distribution: cloudfront.Distribution): boolean {
  const cfn = distribution.node.defaultChild as cloudfront.CfnDistribution;
  const config = Stack.of(distribution).resolve(cfn.distributionConfig) as {
    viewerCertificate?: { cloudFrontDefaultCertificate?: boolean };
  };
  return (
    config.viewerCertificate === undefined ||
    config.viewerCertificate.cloudFrontDefaultCertificate === true
  );
}
