import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeTable, type FunctionGroup } from '@inroom/functions/routes';
import { bundleCommand, bundleGroupSync } from './bundling';
import { repoRoot } from './paths';
import { sourceMapsFrom } from './settings';

export { ESM_REQUIRE_BANNER } from './bundling';

export interface GroupFunctionProps {
  group: FunctionGroup;
  environment: Record<string, string>;
  /** Keep the log group when the stack is deleted. */
  retainLogs: boolean;
  /**
   * Ship a source map and run Node with --enable-source-maps; the stage's `sourceMaps` setting
   * (false by default; settings.ts) when not given.
   */
  sourceMaps?: boolean;
}

/**
 * Request handlers must answer quickly, and API Gateway gives up after 30 s anyway. The groups that
 * call Stripe (guest: checkout; staff: capture and cancel; payments: the webhook and the redirect
 * back) get room for one Stripe retry (the adapter's timeout is 10 s per attempt) and still end
 * before the gateway does. The expiry target is invoked asynchronously by EventBridge Scheduler,
 * with no one waiting: it gets the full Stripe budget (10 s, two retries) and a failure is retried
 * by Lambda. The sweeper is invoked the same way, every minute, with no one waiting either: 60 s
 * lets one sweep finish several orders' SMS, schedules, captures and releases (Stripe at 10 s per
 * attempt), and whatever it cannot finish in time the next minute's sweep finds again.
 *
 * Every timeout must stay below the order-effect lease (effectLeaseSeconds, 120 s in
 * functions/src/orders/settings.ts): a claimed side effect is taken over by another process only
 * once its lease has run out, which must never happen while the claiming function still runs.
 */
export const TIMEOUTS: Record<FunctionGroup, Duration> = {
  guest: Duration.seconds(25),
  staff: Duration.seconds(25),
  admin: Duration.seconds(10),
  payments: Duration.seconds(25),
  expiry: Duration.seconds(60),
  sweeper: Duration.seconds(60),
};

/** The groups the API serves; the others (expiry, sweeper) are invoked by EventBridge Scheduler. */
export const API_GROUPS: ReadonlySet<FunctionGroup> = new Set(
  routeTable.map((route) => route.group),
);

/** The function's description, which says what invokes it: `Inroom guest API group`. */
export const descriptionOf = (group: FunctionGroup): string =>
  API_GROUPS.has(group)
    ? `Inroom ${group} API group`
    : `Inroom ${group} group (invoked by EventBridge Scheduler)`;

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

    const sourceMaps = props.sourceMaps ?? sourceMapsFrom(this.node);
    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      description: descriptionOf(props.group),
      // The bundle is built by infra/lib/bundling.ts rather than by NodejsFunction's own esbuild
      // run: that one only passes command-line flags, and keeping zod's locales out of the bundle
      // takes an esbuild plugin. The bench and the bundle budget test build with the same code.
      code: lambda.Code.fromAsset(repoRoot, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never pulled: local bundling with the workspace's esbuild always runs or throws, and
          // there is no Docker to fall back to.
          image: DockerImage.fromRegistry('dummy'),
          // Never run either (local bundling does the same), but it names the group and setting:
          // CDK keys its cache of bundled assets on these options, not on the local function, so
          // without it every group would be handed the bundle of the first one.
          command: bundleCommand(props.group, '/asset-output', { sourceMaps }),
          local: {
            tryBundle: (outputDir) => {
              bundleGroupSync(props.group, outputDir, { sourceMaps });
              return true;
            },
          },
        },
      }),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      // X-Ray: Lambda samples requests and sends the invocation's segment; the Powertools Tracer in
      // the functions adds the AWS SDK and Stripe calls under it (docs/operations.md).
      tracing: lambda.Tracing.ACTIVE,
      memorySize: 512,
      timeout: TIMEOUTS[props.group],
      logGroup: this.logGroup,
      environment: {
        ...props.environment,
        // Mapping stack traces back to the sources costs every cold start (issue #14), so only
        // when asked for; without a map in the bundle the flag would do nothing anyway.
        ...(sourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}),
      },
    });
  }
}
