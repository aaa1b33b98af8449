import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionGroup } from '@inroom/functions/routes';
import { lambdaEntry, lockFilePath, repoRoot } from './paths';

export interface GroupFunctionProps {
  group: FunctionGroup;
  environment: Record<string, string>;
  /** Keep the log group when the stack is deleted. */
  retainLogs: boolean;
}

/**
 * The `require` shim esbuild's ESM output needs when a bundled CommonJS dependency (the AWS SDK,
 * Powertools) calls require() for a Node built-in.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** The expiry target may sweep several orders per call; request handlers must answer quickly. */
const TIMEOUTS: Record<FunctionGroup, Duration> = {
  guest: Duration.seconds(10),
  staff: Duration.seconds(10),
  admin: Duration.seconds(10),
  payments: Duration.seconds(10),
  expiry: Duration.seconds(30),
};

/** One function group (functions/src/lambda/<group>.ts) bundled on its own, with its log group. */
export class GroupFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    super(scope, id);
    // An explicit log group (rather than the legacy logRetention custom resource) gives the
    // retention without an extra Lambda, and lets the stack own and delete it.
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      description: `Inroom ${props.group} API group`,
      entry: lambdaEntry(props.group),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: lockFilePath,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: TIMEOUTS[props.group],
      logGroup: this.logGroup,
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        minify: true,
        sourceMap: true,
        format: nodejs.OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        // esbuild is installed in the workspace; there is no Docker to fall back to.
        forceDockerBundling: false,
        // The SDK is bundled, not taken from the runtime: the runtime's copy changes under us,
        // while the bundle runs exactly the versions package-lock.json pins and the tests ran.
        externalModules: [],
      },
    });
  }
}
