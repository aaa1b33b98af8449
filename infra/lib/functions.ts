import { Stack } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type IConstruct } from 'constructs';
import { FUNCTION_GROUPS, type FunctionGroup } from '@inroom/functions/routes';
import { SERVICE_NAME } from '@inroom/functions/observability/service';
import { API_GROUPS, GroupFunction } from './group-function';
import { BASIC_EXECUTION_ROLE, acknowledge, wildcardResource } from './nag-suppressions';

export interface FunctionsProps {
  table: dynamodb.ITable;
  imagesBucket: s3.IBucket;
  /** The back-office user pool, whose users and groups the admin function manages. */
  userPool: cognito.IUserPool;
  /** The server's secrets (Stripe keys, link key); read by the order groups only. */
  secret: secretsmanager.ISecret;
  /** ORDER_RESPONSE_WINDOW_SECONDS of the order groups. */
  orderResponseWindowSeconds: number;
  /** ORDER_REMINDER of the order groups: one reminder SMS at half the response window. */
  orderReminder: boolean;
  logLevel: string;
  retainLogs: boolean;
}

/**
 * The groups that work on orders: they read the secret and know the site URL and the order
 * settings. Not admin.
 */
export const ORDER_GROUPS = [
  'guest',
  'staff',
  'payments',
  'expiry',
  'sweeper',
] as const satisfies readonly FunctionGroup[];

/** The groups that text staff: the payments function when an order is paid, and the sweeper. */
export const SMS_GROUPS = ['payments', 'sweeper'] as const satisfies readonly FunctionGroup[];

/**
 * What the admin function may do in the back-office user pool (issue #18), on that pool alone:
 * invite (AdminCreateUser), read, list, disable and enable users, sign a disabled user out
 * everywhere, and move users between the role groups. No password, attribute or delete calls.
 */
export const USER_POOL_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:ListUsers',
];

/**
 * Where Powertools Metrics puts the functions' counts in CloudWatch (POWERTOOLS_METRICS_NAMESPACE):
 * the stack's name (`Inroom`, `Inroom-prod`), which is unique in an account's region, so two stages
 * sharing an account never add up each other's orders or trip each other's alarms.
 */
export const metricsNamespace = (scope: IConstruct): string => Stack.of(scope).stackName;

/**
 * POWERTOOLS_SERVICE_NAME of every function: the `service` that Powertools gives each log line,
 * trace and metric record, defined once beside the code that writes them; the alarms name it as the
 * metrics' only dimension (monitoring.test.ts checks an adapter's record against them).
 */
export { SERVICE_NAME };

/**
 * The partitions the guest function may write (PutItem, UpdateItem): an order (`ORDER#<id>`), its
 * create's idempotency key (`ORDERKEY#<key>`) and the location's order-number counter
 * (`LOC#<id>` / `COUNTER#order`). See Functions for what this allows and why.
 */
export const GUEST_WRITABLE_PARTITIONS = ['ORDER#*', 'ORDERKEY#*', 'LOC#*'];

/**
 * One Lambda function per group. Each has its own role and gets only its own grants, so a flaw in
 * the public guest code cannot reach back-office rights such as writing images.
 */
export class Functions extends Construct {
  readonly byGroup: Record<FunctionGroup, nodejs.NodejsFunction>;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const make = (group: FunctionGroup): nodejs.NodejsFunction =>
      new GroupFunction(this, pascal(group), {
        group,
        retainLogs: props.retainLogs,
        environment: {
          TABLE_NAME: props.table.tableName,
          LOG_LEVEL: props.logLevel,
          POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(this),
          POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        },
      }).fn;
    this.byGroup = Object.fromEntries(
      FUNCTION_GROUPS.map((group) => [group, make(group)]),
    ) as Record<FunctionGroup, nodejs.NodejsFunction>;
    const { guest, staff, admin, payments, expiry, sweeper } = this.byGroup;

    // guest: public reads, plus order create and pay. The write grant is as narrow as IAM can make
    // it: PutItem and UpdateItem only (no delete, no batch), on the table only (indexes are written
    // by DynamoDB itself), and only on items whose partition key starts ORDER#, ORDERKEY# or LOC#.
    // IAM can condition on the partition key (dynamodb:LeadingKeys) but not on the sort key, so
    // LOC#* lets the guest role write any item of a location's partition, not only its
    // COUNTER#order item: code running as this role could, in principle, change or add any item
    // in a location's partition (its contacts, for one). Narrowing that further would take a dynamodb:Attributes condition on
    // a separate LOC# statement (only PK, SK and the counter's `value`, with dynamodb:ReturnValues
    // limited to NONE/UPDATED_*), which cannot be tested without AWS; the guest code itself only
    // ever increments the counter there (orderStore.nextOrderNumber).
    props.table.grantReadData(guest);
    guest.addToRolePolicy(
      new iam.PolicyStatement({
        sid: 'GuestOrderWrites',
        actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': GUEST_WRITABLE_PARTITIONS },
        },
      }),
    );
    // staff: reads an order and moves its status (accept, decline, complete).
    props.table.grantReadWriteData(staff);
    // admin: the back office edits everything. On the images bucket it may only sign uploads
    // (PutObject), read them back to check them (GetObject, which HeadObject needs too) and delete
    // one that fails the check, and only under images/uploads/: no listing, no write or delete of
    // the seeded or any other prefix.
    props.table.grantReadWriteData(admin);
    admin.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [props.imagesBucket.arnForObjects(`${UPLOADS_PREFIX}*`)],
      }),
    );
    admin.addEnvironment('IMAGES_BUCKET', props.imagesBucket.bucketName);
    // admin: owners invite, change, disable and enable back-office users on /be/users.
    admin.addToRolePolicy(
      new iam.PolicyStatement({
        sid: 'ManageBackOfficeUsers',
        actions: USER_POOL_ACTIONS,
        resources: [props.userPool.userPoolArn],
      }),
    );
    admin.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
    // payments: the webhook moves an order from created to paid and texts the location's contacts.
    props.table.grantReadWriteData(payments);
    // expiry: moves a still-paid order to expired.
    props.table.grantReadWriteData(expiry);
    // sweeper: every minute, finishes the side effects a crash or a failed call left pending (staff
    // SMS and reminders, expiry schedules, captures and releases) and expires overdue orders.
    props.table.grantReadWriteData(sweeper);

    // An SMS is published straight to a phone number, which has no ARN: IAM accepts only '*' as the
    // resource of such a Publish. Only payments and the sweeper may send SMS.
    for (const group of SMS_GROUPS)
      this.byGroup[group].addToRolePolicy(
        new iam.PolicyStatement({ sid: 'SendSms', actions: ['sns:Publish'], resources: ['*'] }),
      );

    // The order groups read the one secret (Stripe keys, link key); admin never sees it.
    for (const group of ORDER_GROUPS) {
      const fn = this.byGroup[group];
      props.secret.grantRead(fn);
      fn.addEnvironment('SECRETS_ARN', props.secret.secretArn);
      fn.addEnvironment('ORDER_RESPONSE_WINDOW_SECONDS', String(props.orderResponseWindowSeconds));
      fn.addEnvironment('ORDER_REMINDER', String(props.orderReminder));
    }
    this.acknowledgeNagFindings(props);
  }

  /** What cdk-nag finds in the functions' roles that is meant (infra/lib/nag-suppressions.ts). */
  private acknowledgeNagFindings(props: FunctionsProps): void {
    const indexes = wildcardResource(this, `${props.table.tableArn}/index/*`);
    for (const group of FUNCTION_GROUPS) {
      const fn = this.byGroup[group];
      acknowledge(
        fn,
        BASIC_EXECUTION_ROLE,
        "Lambda's managed policy lets the function write its own logs and nothing more",
      );
      acknowledge(
        fn,
        indexes,
        "Queries on the table's global secondary indexes, which IAM names by table ARN + /index/<name>",
      );
      acknowledge(
        fn,
        'AwsSolutions-IAM5[Resource::*]',
        (SMS_GROUPS as readonly FunctionGroup[]).includes(group)
          ? 'X-Ray PutTraceSegments/PutTelemetryRecords, and SNS Publish to a phone number, have no resource ARN'
          : 'X-Ray PutTraceSegments/PutTelemetryRecords have no resource ARN',
      );
      if (API_GROUPS.has(group))
        acknowledge(
          fn,
          'Serverless-LambdaDLQ',
          'Invoked synchronously by API Gateway: the caller gets the error, and nothing is queued',
        );
    }
    acknowledge(
      this.byGroup.admin,
      wildcardResource(this, props.imagesBucket.arnForObjects(`${UPLOADS_PREFIX}*`)),
      'Every upload gets a new key under images/uploads/ (one per presigned PUT)',
    );
  }

  /**
   * Where SMS links and payment redirects point (SITE_URL of the order groups). Set after the
   * distribution exists; the distribution's API origin is the API's host name, which does not
   * depend on the functions, so this adds no cycle (inroom-stack.test.ts checks the whole graph).
   */
  setSiteUrl(siteUrl: string): void {
    for (const group of ORDER_GROUPS) this.byGroup[group].addEnvironment('SITE_URL', siteUrl);
  }
}

/** Where presigned uploads go: bucket prefix `images/` (served at /images/*) + `uploads/`. */
export const UPLOADS_PREFIX = 'images/uploads/';

/** `guest` -> `Guest`: construct ids and alarm names per group. */
export const pascal = (group: string): string => group.charAt(0).toUpperCase() + group.slice(1);
