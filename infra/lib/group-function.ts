import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeTable, type FunctionGroup } from '@inroom/functions/routes';
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
const API_GROUPS: ReadonlySet<FunctionGroup> = new Set(routeTable.map((route) => route.group));

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

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      description: descriptionOf(props.group),
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
