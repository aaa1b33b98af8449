import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_RATE_LIMIT,
  FUNCTION_GROUPS,
  ORDER_CREATE_RATE_LIMIT,
  resolvedRoutes,
  type FunctionGroup,
} from '@inroom/functions/routes';
import { GLOBAL_INDEXES, KEY_ATTRIBUTE_NAMES, PRIMARY_KEY } from '@inroom/functions/table';
import { BACK_OFFICE_ROLES, DEFAULT_COMPANY, runtimeConfigSchema } from '@inroom/shared';
import { edgeCachedPathPatterns } from './edge-cache';
import { descriptionOf } from './group-function';
import { InroomStack, type InroomStackProps } from './inroom-stack';
import { readStageFile } from './stage-file';
import {
  API_CONTENT_SECURITY_POLICY,
  HSTS_MAX_AGE_SECONDS,
  IMAGE_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
} from './security-headers';
import { CDK_JSON_CONTEXT } from './testing/cdk-context';
import { testApp, testTempDir } from './testing/temp-dirs';

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  DependsOn?: string | string[];
}

interface Synthesized {
  template: Template;
  resources: Record<string, Resource>;
  outdir: string;
  stack: InroomStack;
}

/** The built SPA's inline boot script (web/vite/boot-script.ts), allowed by its hash alone. */
const BOOT_SCRIPT = "alert('Hello, world.');";
const BOOT_SCRIPT_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

/** A stand-in for web/dist: an index.html, a public file and one Vite-style hashed chunk. */
function makeSpaDir(): string {
  const dir = testTempDir('inroom-spa-');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${BOOT_SCRIPT}</script>`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  return dir;
}

/**
 * An empty `aws:cdk:bundling-stacks` makes every NodejsFunction skip esbuild (the stack's path
 * matches none of the patterns), which keeps a synth at a few seconds. group-function.test.ts
 * covers real bundling. cdk.json's feature flags apply, as they do for `cdk deploy`.
 */
function synth(
  context: Record<string, unknown> = {},
  stackProps: Partial<InroomStackProps> = {},
): Synthesized {
  const app = testApp({
    context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context },
  });
  const stack = new InroomStack(app, 'Inroom', { spaDir: makeSpaDir(), ...stackProps });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  return { template, resources, outdir: app.outdir, stack };
}

/** Company details a production stage may go live with (not DEFAULT_COMPANY's placeholders). */
const REAL_COMPANY = {
  name: 'Hotel Test A/S',
  address: 'Havnegade 2, 8000 Aarhus C, Denmark',
  registrationNumber: 'CVR 87654321',
  phone: '+45 86 00 00 00',
  email: 'desk@hoteltest.example',
};

const ofType = (synthesized: Synthesized, type: string): [string, Resource][] =>
  Object.entries(synthesized.resources).filter(([, resource]) => resource.Type === type);

const onlyOfType = (synthesized: Synthesized, type: string): [string, Resource] => {
  const found = ofType(synthesized, type);
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
};

/** The group's function, found by the description GroupFunction gives it. */
function functionOf(synthesized: Synthesized, group: FunctionGroup): [string, Resource] {
  const found = ofType(synthesized, 'AWS::Lambda::Function').filter(
    ([, fn]) => fn.Properties.Description === descriptionOf(group),
  );
  expect(found, group).toHaveLength(1);
  return found[0] as [string, Resource];
}

/** Every action the group's role policies allow, and on what. */
function statementsOf(
  synthesized: Synthesized,
  group: FunctionGroup,
): { Action: unknown; Resource: unknown }[] {
  const [, fn] = functionOf(synthesized, group);
  const roleRef = JSON.stringify({
    Ref: (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0],
  });
  return ofType(synthesized, 'AWS::IAM::Policy')
    .filter(
      ([, policy]) =>
        JSON.stringify(policy.Properties.Roles) === JSON.stringify([JSON.parse(roleRef)]),
    )
    .flatMap(
      ([, policy]) =>
        (
          policy.Properties.PolicyDocument as {
            Statement: { Action: unknown; Resource: unknown }[];
          }
        ).Statement,
    );
}

const actionsOf = (statements: { Action: unknown }[]): string[] =>
  statements.flatMap(
    (statement) =>
      (Array.isArray(statement.Action) ? statement.Action : [statement.Action]) as string[],
  );

let dev: Synthesized;
let prod: Synthesized;

beforeAll(() => {
  dev = synth();
  // Context given as strings, the way `cdk deploy -c key=value` passes it.
  prod = synth({
    'inroom:production': 'true',
    'inroom:signInFlow': 'USER_PASSWORD_AUTH',
    'inroom:company': JSON.stringify(REAL_COMPANY),
    'inroom:alarmEmail': 'ops@hoteltest.example',
    'inroom:siteUrl': 'https://order.hotel.example/',
    'inroom:orderResponseWindowSeconds': '300',
    'inroom:orderReminder': 'false',
  });
  // Two synths take a few seconds alone, more on a busy machine; the default hook limit is 10 s.
}, 120_000);

describe('synthesis', () => {
  it('skips Lambda bundling when bundling-stacks is empty, but still stages the SPA', () => {
    const staged = readdirSync(dev.outdir);
    const functionAssets = FUNCTION_GROUPS.map(
      (group) => functionOf(dev, group)[1].Properties.Code as { S3Key: string },
    ).map((code) => code.S3Key.replace(/\.zip$/, ''));
    expect(functionAssets).toHaveLength(FUNCTION_GROUPS.length);
    for (const hash of functionAssets) expect(staged).not.toContain(`asset.${hash}`);
    // The SPA's hashed chunks are staged on their own, and the site upload leaves them out.
    const spaAssets = staged.filter((name) =>
      existsSync(join(dev.outdir, name, 'index-Ab12Cd34.js')),
    );
    expect(spaAssets).toHaveLength(1);
    const site = staged.filter((name) => existsSync(join(dev.outdir, name, 'index.html')));
    expect(site).toHaveLength(1);
    expect(existsSync(join(dev.outdir, site[0] as string, 'assets'))).toBe(false);
  });

  it('refuses to synthesize without a built SPA and says how to build it', () => {
    const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] } });
    expect(() => new InroomStack(app, 'Inroom', { spaDir: testTempDir('inroom-empty-') })).toThrow(
      /npm run build/,
    );
  });
});

describe('data', () => {
  it('builds the table from the functions package key definitions', () => {
    const [, table] = onlyOfType(dev, 'AWS::DynamoDB::Table');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: PRIMARY_KEY.partitionKey, KeyType: 'HASH' },
      { AttributeName: PRIMARY_KEY.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining(
        KEY_ATTRIBUTE_NAMES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
    );
    expect(table.Properties.AttributeDefinitions).toHaveLength(KEY_ATTRIBUTE_NAMES.length);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      GLOBAL_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: index.projection },
      })),
    );
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
    // CloudFormation names the table, so two stages can live in one account.
    expect(table.Properties.TableName).toBeUndefined();
  });

  it('protects and retains data only in production', () => {
    const [, devTable] = onlyOfType(dev, 'AWS::DynamoDB::Table');
    expect(devTable.Properties.DeletionProtectionEnabled).toBe(false);
    expect(devTable.DeletionPolicy).toBe('Delete');
    const [, prodTable] = onlyOfType(prod, 'AWS::DynamoDB::Table');
    expect(prodTable.Properties.DeletionProtectionEnabled).toBe(true);
    expect(prodTable.DeletionPolicy).toBe('Retain');

    for (const [, bucket] of ofType(dev, 'AWS::S3::Bucket'))
      expect(bucket.DeletionPolicy).toBe('Delete');
    for (const [, bucket] of ofType(prod, 'AWS::S3::Bucket'))
      expect(bucket.DeletionPolicy).toBe('Retain');
    // Emptying buckets on delete is for throwaway stages only.
    expect(ofType(dev, 'Custom::S3AutoDeleteObjects')).toHaveLength(2);
    expect(ofType(prod, 'Custom::S3AutoDeleteObjects')).toHaveLength(0);

    expect(onlyOfType(dev, 'AWS::Cognito::UserPool')[1].DeletionPolicy).toBe('Delete');
    const [, prodPool] = onlyOfType(prod, 'AWS::Cognito::UserPool');
    expect(prodPool.DeletionPolicy).toBe('Retain');
    expect(prodPool.Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('lets browsers PUT (and GET) to the images bucket with a presigned URL, and nothing else', () => {
    const images = ofType(dev, 'AWS::S3::Bucket').find(([id]) => id.startsWith('DataImagesBucket'));
    expect(images?.[1].Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedMethods: ['PUT', 'GET'],
          // '*': naming the CloudFront domain would make the bucket and distribution a cycle.
          AllowedOrigins: ['*'],
          AllowedHeaders: ['content-type', 'content-length'],
          MaxAge: 3000,
        },
      ],
    });
    const spa = ofType(dev, 'AWS::S3::Bucket').find(([id]) => id.startsWith('WebSpaBucket'));
    expect(spa?.[1].Properties.CorsConfiguration).toBeUndefined();
  });

  it('keeps both buckets private, encrypted and TLS-only', () => {
    const buckets = ofType(dev, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      });
      dev.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });
});

/**
 * Seconds. Stripe callers fit a retry under API Gateway's 30 s; expiry and the sweeper run with no
 * one waiting.
 */
const EXPECTED_TIMEOUTS: Record<FunctionGroup, number> = {
  guest: 25,
  staff: 25,
  admin: 10,
  payments: 25,
  expiry: 60,
  sweeper: 60,
};

const ORDER_GROUPS = ['guest', 'staff', 'payments', 'expiry', 'sweeper'] as const;

/** The groups that text staff and create expiry schedules. */
const SMS_AND_SCHEDULING_GROUPS: readonly FunctionGroup[] = ['payments', 'sweeper'];

/** The environment variables a group's function gets. */
const environmentOf = (synthesized: Synthesized, group: FunctionGroup): Record<string, unknown> =>
  (
    functionOf(synthesized, group)[1].Properties.Environment as {
      Variables: Record<string, unknown>;
    }
  ).Variables;

describe('functions', () => {
  it('has exactly one Node.js 24 arm64 function per group', () => {
    const appFunctions = ofType(dev, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Description).startsWith('Inroom '),
    );
    expect(appFunctions).toHaveLength(FUNCTION_GROUPS.length);
    // CDK's own Node.js handlers (emptying the buckets on delete) are on Node.js 24 too.
    const nodeRuntimes = ofType(dev, 'AWS::Lambda::Function')
      .map(([, fn]) => String(fn.Properties.Runtime))
      .filter((runtime) => runtime.startsWith('nodejs'));
    expect(nodeRuntimes.length).toBeGreaterThan(FUNCTION_GROUPS.length);
    expect(new Set(nodeRuntimes)).toEqual(new Set(['nodejs24.x']));
    const [tableId] = onlyOfType(dev, 'AWS::DynamoDB::Table');
    for (const group of FUNCTION_GROUPS) {
      const [, fn] = functionOf(dev, group);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: EXPECTED_TIMEOUTS[group],
        Handler: 'index.handler',
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: tableId },
            LOG_LEVEL: 'INFO',
            POWERTOOLS_METRICS_NAMESPACE: 'Inroom',
          },
        },
      });
      // Source maps cost every cold start: off unless inroom:sourceMaps (group-function.test.ts).
      expect(fn.Properties.Environment).not.toHaveProperty('Variables.NODE_OPTIONS');
    }
  });

  it('gives every function its own log group kept for 30 days', () => {
    const logGroups = new Map(ofType(dev, 'AWS::Logs::LogGroup'));
    for (const group of FUNCTION_GROUPS) {
      const [, fn] = functionOf(dev, group);
      const { Ref: logGroupId } = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } })
        .LogGroup;
      expect(logGroups.get(logGroupId)?.Properties.RetentionInDays, group).toBe(30);
    }
    const refs = FUNCTION_GROUPS.map((group) =>
      JSON.stringify(functionOf(dev, group)[1].Properties.LoggingConfig),
    );
    expect(new Set(refs).size).toBe(FUNCTION_GROUPS.length);
  });

  const TABLE_WRITES = [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ];
  const imagesBucketId = (): string =>
    ofType(dev, 'AWS::S3::Bucket').find(([id]) => id.startsWith('DataImagesBucket'))?.[0] ??
    'missing';

  it('grants each function only its own rights', () => {
    for (const group of FUNCTION_GROUPS) {
      const actions = actionsOf(statementsOf(dev, group));
      expect(actions, group).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']),
      );
      // Images are written by the back office only.
      expect(
        actions.some((action) => action.startsWith('s3:')),
        group,
      ).toBe(group === 'admin');
      // Only the payments function (when an order is paid) and the sweeper (finishing what a crash
      // left undone) create an order's expiry schedule and send SMS.
      const texts = SMS_AND_SCHEDULING_GROUPS.includes(group);
      expect(actions.includes('scheduler:CreateSchedule'), group).toBe(texts);
      expect(actions.includes('iam:PassRole'), group).toBe(texts);
      expect(
        actions.some((action) => action.startsWith('sns:')),
        group,
      ).toBe(texts);
      // The order groups read the secret; the back office never does.
      expect(actions.includes('secretsmanager:GetSecretValue'), group).toBe(group !== 'admin');
      expect(
        actions.some((action) => /^secretsmanager:(Put|Update|Create|Delete|\*)/.test(action)),
        group,
      ).toBe(false);
    }
    expect(functionOf(dev, 'admin')[1].Properties.Environment).toMatchObject({
      Variables: { IMAGES_BUCKET: { Ref: imagesBucketId() } },
    });
    // Only the admin function knows the bucket; the others fail clearly if they ever touch images.
    for (const group of FUNCTION_GROUPS.filter((name) => name !== 'admin'))
      expect(
        (functionOf(dev, group)[1].Properties.Environment as { Variables: object }).Variables,
        group,
      ).not.toHaveProperty('IMAGES_BUCKET');
  });

  it('gives the guest function reads, and writes only to order, idempotency-key and counter items', () => {
    const statements = statementsOf(dev, 'guest') as {
      Action: unknown;
      Resource: unknown;
      Effect?: string;
      Condition?: unknown;
    }[];
    expect(actionsOf(statements)).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']),
    );
    const writes = statements.filter((statement) =>
      actionsOf([statement]).some((action) =>
        /^dynamodb:(Put|Update|Delete|BatchWrite|PartiQL(Insert|Update|Delete)|\*)/.test(action),
      ),
    );
    // One statement: PutItem and UpdateItem only (no delete, no batch), on the table itself only
    // (no index ARNs, no wildcard), and only where the partition key is ORDER#, ORDERKEY# or LOC#.
    expect(writes).toHaveLength(1);
    const [tableId] = onlyOfType(dev, 'AWS::DynamoDB::Table');
    expect(writes[0]).toEqual({
      Sid: 'GuestOrderWrites',
      Effect: 'Allow',
      Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
      Resource: { 'Fn::GetAtt': [tableId, 'Arn'] },
      Condition: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ORDER#*', 'ORDERKEY#*', 'LOC#*'] },
      },
    });
    for (const write of ['dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'])
      expect(actionsOf(statements)).not.toContain(write);
  });

  it('gives the back-office functions read-write access to the table', () => {
    for (const group of ['admin', 'staff', 'payments', 'expiry', 'sweeper'] as const)
      expect(actionsOf(statementsOf(dev, group)), group).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', ...TABLE_WRITES]),
      );
  });

  it('lets the admin function put, get and delete images under images/uploads/ only', () => {
    const s3Statements = statementsOf(dev, 'admin').filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('s3:')),
    );
    expect(s3Statements).toHaveLength(1);
    const [statement] = s3Statements as [{ Action: unknown; Resource: unknown; Effect?: string }];
    expect(statement.Effect).toBe('Allow');
    // Delete: an upload that fails the byte check is removed, so it is never served.
    expect([...actionsOf([statement])].sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    // One resource: the images bucket's ARN joined with /images/uploads/*.
    expect(statement.Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [imagesBucketId(), 'Arn'] }, '/images/uploads/*']],
    });
    expect(JSON.stringify(statement.Resource).endsWith('images/uploads/*"]]}')).toBe(true);
    // No listing, no wildcard actions, nothing on the whole bucket.
    const all = actionsOf(statementsOf(dev, 'admin'));
    for (const action of ['s3:DeleteBucket', 's3:ListBucket', 's3:*', 's3:PutObjectAcl'])
      expect(all).not.toContain(action);
    expect(all.some((action) => /^s3:.*\*/.test(action))).toBe(false);
  });

  it('lets only the admin function manage back-office users, in this user pool only', () => {
    const [poolId] = onlyOfType(dev, 'AWS::Cognito::UserPool');
    const cognitoStatements = (group: FunctionGroup) =>
      statementsOf(dev, group).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('cognito-idp:')),
      );
    // One statement: exactly the calls /be/users makes, on the pool's own ARN (no wildcard).
    expect(cognitoStatements('admin')).toEqual([
      {
        Sid: 'ManageBackOfficeUsers',
        Effect: 'Allow',
        Action: expect.any(Array) as unknown,
        Resource: { 'Fn::GetAtt': [poolId, 'Arn'] },
      },
    ]);
    expect([...actionsOf(cognitoStatements('admin'))].sort()).toEqual([
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminListGroupsForUser',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:ListUsers',
    ]);
    // No way to set a password, change attributes or delete a user or the pool.
    for (const action of [
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:DeleteUserPool',
      'cognito-idp:*',
    ])
      expect(actionsOf(statementsOf(dev, 'admin'))).not.toContain(action);
    expect(environmentOf(dev, 'admin').USER_POOL_ID).toEqual({ Ref: poolId });
    // Every other function: nothing on Cognito, and no pool to call.
    for (const group of FUNCTION_GROUPS.filter((name) => name !== 'admin')) {
      expect(cognitoStatements(group), group).toEqual([]);
      expect(environmentOf(dev, group), group).not.toHaveProperty('USER_POOL_ID');
    }
  });
});

describe('order expiry', () => {
  type Statement = { Action: unknown; Resource: unknown; Effect?: string };

  /** The statements of every policy attached to the role. */
  const statementsOfRole = (synthesized: Synthesized, roleId: string): Statement[] =>
    ofType(synthesized, 'AWS::IAM::Policy')
      .filter(
        ([, policy]) =>
          JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
      )
      .flatMap(
        ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
      );

  /** The roles EventBridge Scheduler may assume. */
  const schedulerRoles = (synthesized: Synthesized): [string, Resource][] =>
    ofType(synthesized, 'AWS::IAM::Role').filter(([, role]) =>
      JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );

  /** The functions a role may invoke, as their logical ids. */
  const invokedBy = (synthesized: Synthesized, roleId: string): string[] =>
    statementsOfRole(synthesized, roleId)
      .filter((statement) => actionsOf([statement]).includes('lambda:InvokeFunction'))
      .flatMap((statement) => [statement.Resource].flat())
      .flatMap((resource) => [...JSON.stringify(resource).matchAll(/"Fn::GetAtt":\["([^"]+)"/g)])
      .map((match) => match[1] as string);

  /** The one Scheduler role that may invoke the group's function. */
  const roleInvoking = (synthesized: Synthesized, group: FunctionGroup): [string, Resource] => {
    const [fnId] = functionOf(synthesized, group);
    const found = schedulerRoles(synthesized).filter(([roleId]) =>
      invokedBy(synthesized, roleId).includes(fnId),
    );
    expect(found, group).toHaveLength(1);
    return found[0] as [string, Resource];
  };

  const queueArn = (synthesized: Synthesized) => ({
    'Fn::GetAtt': [onlyOfType(synthesized, 'AWS::SQS::Queue')[0], 'Arn'],
  });

  /** The role's SQS statements, which must be SendMessage on the dead-letter queue alone. */
  const sqsStatementsOf = (synthesized: Synthesized, roleId: string): Statement[] =>
    statementsOfRole(synthesized, roleId).filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('sqs:')),
    );

  it('has a schedule group, a role Scheduler can assume to invoke expiry, and tells the schedulers', () => {
    const [, scheduleGroup] = onlyOfType(dev, 'AWS::Scheduler::ScheduleGroup');
    expect(scheduleGroup.DeletionPolicy).toBe('Delete');
    const [expiryId] = functionOf(dev, 'expiry');
    // Two roles: the one every order's schedule runs as, and the sweep schedule's own.
    expect(schedulerRoles(dev)).toHaveLength(2);
    const [roleId, role] = roleInvoking(dev, 'expiry');
    // The role the functions pass to their schedules invokes expiry and nothing else.
    expect(new Set(invokedBy(dev, roleId))).toEqual(new Set([expiryId]));
    // Only schedules of this account and of the stack's own group may assume it.
    const [groupId] = onlyOfType(dev, 'AWS::Scheduler::ScheduleGroup');
    expect(role.Properties.AssumeRolePolicyDocument).toMatchObject({
      Statement: [
        {
          Condition: {
            StringEquals: {
              'aws:SourceAccount': { Ref: 'AWS::AccountId' },
              'aws:SourceArn': { 'Fn::GetAtt': [groupId, 'Arn'] },
            },
          },
        },
      ],
    });
    const groupName = scheduleGroup.Properties.Name;
    for (const group of SMS_AND_SCHEDULING_GROUPS) {
      expect(environmentOf(dev, group), group).toMatchObject({
        SCHEDULE_GROUP_NAME: groupName,
        SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [roleId, 'Arn'] },
        EXPIRY_FUNCTION_ARN: { 'Fn::GetAtt': [expiryId, 'Arn'] },
        EXPIRY_DEAD_LETTER_QUEUE_ARN: queueArn(dev),
      });
      const scheduling = statementsOf(dev, group).find((statement) =>
        actionsOf([statement]).includes('scheduler:CreateSchedule'),
      );
      // Create only: no update or delete, which could touch the sweep schedule in the same group.
      expect(actionsOf([scheduling ?? { Action: [] }]), group).toEqual([
        'scheduler:CreateSchedule',
      ]);
      expect(JSON.stringify(scheduling?.Resource), group).toContain(
        `:schedule/${String(groupName)}/*`,
      );
      expect(
        actionsOf(statementsOf(dev, group)).filter((action) => action.startsWith('scheduler:')),
        group,
      ).toEqual(['scheduler:CreateSchedule']);
      // PassRole on exactly the invoke role (not the sweep role).
      const passRoles = statementsOf(dev, group).filter((statement) =>
        actionsOf([statement]).includes('iam:PassRole'),
      );
      expect(
        passRoles.map((statement) => statement.Resource),
        group,
      ).toEqual([{ 'Fn::GetAtt': [roleId, 'Arn'] }]);
    }
    for (const group of FUNCTION_GROUPS.filter((name) => !SMS_AND_SCHEDULING_GROUPS.includes(name)))
      for (const variable of ['SCHEDULE_GROUP_NAME', 'EXPIRY_DEAD_LETTER_QUEUE_ARN'])
        expect(environmentOf(dev, group), group).not.toHaveProperty(variable);
  });

  it('keeps failed expiry and sweeper invocations 14 days in an encrypted, TLS-only standard queue', () => {
    const [queueId, queue] = onlyOfType(dev, 'AWS::SQS::Queue');
    expect(queue.Properties).toEqual({
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    dev.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 'sqs:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
    // Scheduler writes an undeliverable expiry there as the invoke role: SendMessage only.
    const [invokeRoleId] = roleInvoking(dev, 'expiry');
    expect(sqsStatementsOf(dev, invokeRoleId)).toEqual([
      { Effect: 'Allow', Action: 'sqs:SendMessage', Resource: queueArn(dev) },
    ]);
    dev.template.hasOutput('DeadLetterQueueUrl', { Value: { Ref: queueId } });
  });

  it('retries a failed expiry twice, then records it in the dead-letter queue', () => {
    const configs = ofType(dev, 'AWS::Lambda::EventInvokeConfig');
    // Only the two functions Scheduler invokes (asynchronously) have one.
    expect(configs).toHaveLength(2);
    const configOf = (group: FunctionGroup) => {
      const [fnId] = functionOf(dev, group);
      const found = configs.filter(
        ([, config]) => JSON.stringify(config.Properties.FunctionName) === `{"Ref":"${fnId}"}`,
      );
      expect(found, group).toHaveLength(1);
      return (found[0] as [string, Resource])[1].Properties;
    };
    expect(configOf('expiry')).toEqual({
      FunctionName: { Ref: functionOf(dev, 'expiry')[0] },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: queueArn(dev) } },
    });
    // A failed sweep is not retried (the next minute's sweep does the same work) but recorded.
    expect(configOf('sweeper')).toEqual({
      FunctionName: { Ref: functionOf(dev, 'sweeper')[0] },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
      DestinationConfig: { OnFailure: { Destination: queueArn(dev) } },
    });
    // Lambda writes the failure record as the function's own role.
    for (const group of ['expiry', 'sweeper'] as const) {
      const sqs = statementsOf(dev, group).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('sqs:')),
      );
      expect(actionsOf(sqs), group).toContain('sqs:SendMessage');
      expect(
        sqs.map((statement) => statement.Resource),
        group,
      ).toEqual([queueArn(dev)]);
    }
    for (const group of ['guest', 'staff', 'admin', 'payments'] as const)
      expect(
        actionsOf(statementsOf(dev, group)).some((action) => action.startsWith('sqs:')),
        group,
      ).toBe(false);
  });

  it('runs the sweeper every minute in the group, retrying briefly, then to the dead-letter queue', () => {
    const [scheduleId, schedule] = onlyOfType(dev, 'AWS::Scheduler::Schedule');
    const [groupId, scheduleGroup] = onlyOfType(dev, 'AWS::Scheduler::ScheduleGroup');
    const [sweeperId] = functionOf(dev, 'sweeper');
    const [sweepRoleId, sweepRole] = roleInvoking(dev, 'sweeper');
    expect(schedule.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      GroupName: scheduleGroup.Properties.Name,
      FlexibleTimeWindow: { Mode: 'OFF' },
    });
    expect(schedule.Properties.Target).toEqual({
      Arn: { 'Fn::GetAtt': [sweeperId, 'Arn'] },
      RoleArn: { 'Fn::GetAtt': [sweepRoleId, 'Arn'] },
      RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 60 },
      DeadLetterConfig: { Arn: queueArn(dev) },
    });
    // Its own role: it invokes the sweeper only and writes the dead-letter queue, and only
    // schedules of this account's group may assume it.
    expect(new Set(invokedBy(dev, sweepRoleId))).toEqual(new Set([sweeperId]));
    expect(sqsStatementsOf(dev, sweepRoleId)).toEqual([
      { Effect: 'Allow', Action: 'sqs:SendMessage', Resource: queueArn(dev) },
    ]);
    expect(
      (
        sweepRole.Properties.AssumeRolePolicyDocument as {
          Statement: { Condition: unknown }[];
        }
      ).Statement.map((statement) => statement.Condition),
    ).toEqual([
      {
        StringEquals: {
          'aws:SourceAccount': { Ref: 'AWS::AccountId' },
          'aws:SourceArn': { 'Fn::GetAtt': [groupId, 'Arn'] },
        },
      },
    ]);
    // The role the functions pass to their one-time schedules cannot start a sweep.
    expect(invokedBy(dev, roleInvoking(dev, 'expiry')[0])).not.toContain(sweeperId);
    // The first sweep finds the role's policy in place.
    const policyId = ofType(dev, 'AWS::IAM::Policy').find(
      ([, policy]) =>
        JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: sweepRoleId }]),
    )?.[0];
    expect(policyId).toBeDefined();
    expect([dev.resources[scheduleId]?.DependsOn ?? []].flat()).toContain(policyId);
  });

  it('lets expiry and the sweeper run long enough for Stripe, invoked only by Scheduler', () => {
    for (const group of ['expiry', 'sweeper'] as const) {
      const [fnId, fn] = functionOf(dev, group);
      // Stripe's adapter: 10 s per attempt, two retries; plus the table. Nobody waits on it.
      expect(fn.Properties.Timeout, group).toBe(60);
      expect(fn.Properties.Description, group).toBe(
        `Inroom ${group} group (invoked by EventBridge Scheduler)`,
      );
      // No API route reaches it, and no resource policy lets anything else invoke it.
      const integrations = ofType(dev, 'AWS::ApiGatewayV2::Integration');
      expect(
        integrations.filter(([, integration]) =>
          JSON.stringify(integration.Properties.IntegrationUri).includes(`"${fnId}"`),
        ),
        group,
      ).toEqual([]);
      expect(
        ofType(dev, 'AWS::Lambda::Permission').filter(([, permission]) =>
          JSON.stringify(permission.Properties.FunctionName).includes(`"${fnId}"`),
        ),
        group,
      ).toEqual([]);
    }
    expect(functionOf(dev, 'guest')[1].Properties.Description).toBe('Inroom guest API group');
  });
});

describe('secrets', () => {
  it('has one secret whose link key CloudFormation generates, and no Stripe key in the template', () => {
    const [, secret] = onlyOfType(dev, 'AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toEqual({
      SecretStringTemplate: JSON.stringify({ stripeSecretKey: '', stripeWebhookSecret: '' }),
      GenerateStringKey: 'linkSecret',
      PasswordLength: 48,
      ExcludePunctuation: true,
    });
    expect(secret.Properties.SecretString).toBeUndefined();
    // No key material anywhere in the template.
    const template = JSON.stringify(dev.template.toJSON());
    expect(template).not.toMatch(/sk_(live|test)_|whsec_/);
    expect(secret.DeletionPolicy).toBe('Delete');
    expect(onlyOfType(prod, 'AWS::SecretsManager::Secret')[1].DeletionPolicy).toBe('Retain');
  });

  it('tells the order functions where it is and lets them read it, and not admin', () => {
    const [secretId] = onlyOfType(dev, 'AWS::SecretsManager::Secret');
    for (const group of ORDER_GROUPS) {
      expect(environmentOf(dev, group).SECRETS_ARN, group).toEqual({ Ref: secretId });
      const reads = statementsOf(dev, group).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('secretsmanager:')),
      );
      expect(reads, group).toHaveLength(1);
      expect([...actionsOf(reads)].sort(), group).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      expect(reads[0]?.Resource, group).toEqual({ Ref: secretId });
    }
    expect(environmentOf(dev, 'admin')).not.toHaveProperty('SECRETS_ARN');
  });
});

describe('orders: site URL, response window, SMS', () => {
  const distributionId = (synthesized: Synthesized): string =>
    onlyOfType(synthesized, 'AWS::CloudFront::Distribution')[0];

  it('points the order functions at the CloudFront URL by default', () => {
    for (const group of ORDER_GROUPS)
      expect(environmentOf(dev, group).SITE_URL, group).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId(dev), 'DomainName'] }]],
      });
    expect(environmentOf(dev, 'admin')).not.toHaveProperty('SITE_URL');
  });

  it('points them at the custom domain of context inroom:siteUrl when set', () => {
    for (const group of ORDER_GROUPS)
      expect(environmentOf(prod, group).SITE_URL, group).toBe('https://order.hotel.example');
    prod.template.hasOutput('SiteUrl', { Value: 'https://order.hotel.example' });
    prod.template.hasOutput('StripeWebhookUrl', {
      Value: 'https://order.hotel.example/api/payment/webhook',
    });
    prod.template.hasOutput('DistributionDomainName', {
      Value: { 'Fn::GetAtt': [distributionId(prod), 'DomainName'] },
    });
  });

  it('gives the order functions the response window: 600 s, or context inroom:orderResponseWindowSeconds', () => {
    for (const group of ORDER_GROUPS) {
      expect(environmentOf(dev, group).ORDER_RESPONSE_WINDOW_SECONDS, group).toBe('600');
      expect(environmentOf(prod, group).ORDER_RESPONSE_WINDOW_SECONDS, group).toBe('300');
    }
    expect(environmentOf(dev, 'admin')).not.toHaveProperty('ORDER_RESPONSE_WINDOW_SECONDS');
  });

  it('gives the order functions the reminder setting: on, or off by context inroom:orderReminder', () => {
    for (const group of ORDER_GROUPS) {
      expect(environmentOf(dev, group).ORDER_REMINDER, group).toBe('true');
      expect(environmentOf(prod, group).ORDER_REMINDER, group).toBe('false');
    }
    expect(environmentOf(dev, 'admin')).not.toHaveProperty('ORDER_REMINDER');
  });

  it('lets only the payments function and the sweeper publish SMS, and nothing else on SNS', () => {
    for (const group of SMS_AND_SCHEDULING_GROUPS) {
      const sns = statementsOf(dev, group).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('sns:')),
      );
      // '*' is the only resource IAM accepts for a Publish straight to a phone number.
      expect(sns, group).toEqual([
        { Sid: 'SendSms', Effect: 'Allow', Action: 'sns:Publish', Resource: '*' },
      ]);
    }
    for (const group of ['guest', 'staff', 'admin', 'expiry'] as const)
      expect(
        actionsOf(statementsOf(dev, group)).some((action) => action.startsWith('sns:')),
        group,
      ).toBe(false);
  });
});

/**
 * Every edge CloudFormation orders resources by: Ref, Fn::GetAtt (both spellings), Fn::Sub's
 * ${Name} and ${Name.Attribute}, and DependsOn.
 */
function dependencyGraph(template: {
  Resources: Record<string, { DependsOn?: string | string[] } & Record<string, unknown>>;
}): Map<string, Set<string>> {
  const ids = new Set(Object.keys(template.Resources));
  const graph = new Map<string, Set<string>>();
  const walk = (value: unknown, into: Set<string>): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, into);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string' && ids.has(inner)) into.add(inner);
      else if (key === 'Fn::GetAtt') {
        const target = Array.isArray(inner) ? inner[0] : String(inner).split('.')[0];
        if (typeof target === 'string' && ids.has(target)) into.add(target);
      } else if (key === 'Fn::Sub') {
        const text = Array.isArray(inner) ? inner[0] : inner;
        for (const match of String(text).matchAll(/\$\{([A-Za-z0-9]+)(\.[^}]*)?\}/g))
          if (ids.has(match[1] as string)) into.add(match[1] as string);
        if (Array.isArray(inner)) walk(inner[1], into);
      } else walk(inner, into);
    }
  };
  for (const [id, resource] of Object.entries(template.Resources)) {
    const edges = new Set<string>();
    const { DependsOn, ...rest } = resource;
    for (const dependency of [DependsOn ?? []].flat()) edges.add(dependency);
    walk(rest, edges);
    graph.set(id, edges);
  }
  return graph;
}

/** A cycle in the graph as a path (first id repeated at the end), or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'visiting');
    path.push(id);
    for (const next of graph.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of graph.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Everything a resource depends on, directly or not. */
function dependenciesOf(graph: Map<string, Set<string>>, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(graph.get(start) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id) ?? []));
  }
  return seen;
}

describe('resource dependencies', () => {
  const templateOf = (synthesized: Synthesized) =>
    synthesized.template.toJSON() as Parameters<typeof dependencyGraph>[0];

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = dependencyGraph({
      Resources: {
        A: { Type: 'T', Properties: { X: { Ref: 'B' } } },
        B: { Type: 'T', Properties: { Y: { 'Fn::Sub': 'https://${C.DomainName}/x' } } },
        C: { Type: 'T', DependsOn: ['A'], Properties: { Z: { Ref: 'AWS::Region' } } },
        D: { Type: 'T', Properties: { Z: { 'Fn::GetAtt': 'A.Arn' } } },
      },
    });
    expect(findCycle(graph)).toEqual(['A', 'B', 'C', 'A']);
    expect(dependenciesOf(graph, 'D')).toEqual(new Set(['A', 'B', 'C']));
    graph.get('C')?.clear();
    expect(findCycle(graph)).toBeUndefined();
  });

  it('has no dependency cycle, with the default and a custom site URL', () => {
    for (const synthesized of [dev, prod])
      expect(findCycle(dependencyGraph(templateOf(synthesized)))).toBeUndefined();
  });

  it('builds the distribution without any function, so the functions may name its URL', () => {
    const graph = dependencyGraph(templateOf(dev));
    const distribution = onlyOfType(dev, 'AWS::CloudFront::Distribution')[0];
    const upstream = dependenciesOf(graph, distribution);
    // Its API origin is the HTTP API's host name, which needs no route, integration or function.
    const [apiId] = onlyOfType(dev, 'AWS::ApiGatewayV2::Api');
    expect(upstream.has(apiId)).toBe(true);
    for (const group of FUNCTION_GROUPS)
      expect(upstream.has(functionOf(dev, group)[0]), group).toBe(false);
    for (const [id] of [
      ...ofType(dev, 'AWS::ApiGatewayV2::Route'),
      ...ofType(dev, 'AWS::ApiGatewayV2::Integration'),
    ])
      expect(upstream.has(id), id).toBe(false);
    // And the order functions do depend on it (SITE_URL).
    for (const group of ORDER_GROUPS)
      expect(graph.get(functionOf(dev, group)[0])?.has(distribution), group).toBe(true);
  });

  it('builds the distribution without the user pool, so the invitation e-mail may name its URL', () => {
    const graph = dependencyGraph(templateOf(dev));
    const distribution = onlyOfType(dev, 'AWS::CloudFront::Distribution')[0];
    const [poolId] = onlyOfType(dev, 'AWS::Cognito::UserPool');
    expect(dependenciesOf(graph, distribution).has(poolId)).toBe(false);
    expect(graph.get(poolId)?.has(distribution)).toBe(true);
  });
});

describe('API', () => {
  it('turns every resolved route into exactly one API Gateway route', () => {
    const routes = ofType(dev, 'AWS::ApiGatewayV2::Route');
    expect(routes).toHaveLength(resolvedRoutes.length);
    const keys = routes.map(([, route]) => route.Properties.RouteKey);
    expect([...keys].sort()).toEqual(resolvedRoutes.map((route) => route.routeKey).sort());
  });

  it('puts the Cognito JWT authorizer on admin routes and on nothing else', () => {
    const [authorizerId, authorizer] = onlyOfType(dev, 'AWS::ApiGatewayV2::Authorizer');
    const [poolId] = onlyOfType(dev, 'AWS::Cognito::UserPool');
    const [clientId] = onlyOfType(dev, 'AWS::Cognito::UserPoolClient');
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      // ProviderURL is https://cognito-idp.<region>.amazonaws.com/<poolId>, the tokens' issuer.
      JwtConfiguration: {
        Issuer: { 'Fn::GetAtt': [poolId, 'ProviderURL'] },
        Audience: [{ Ref: clientId }],
      },
    });
    const byKey = new Map(
      ofType(dev, 'AWS::ApiGatewayV2::Route').map(([, route]) => [
        route.Properties.RouteKey,
        route,
      ]),
    );
    expect(resolvedRoutes.some((route) => route.access === 'admin')).toBe(true);
    for (const route of resolvedRoutes) {
      const properties = byKey.get(route.routeKey)?.Properties;
      if (route.access === 'admin') {
        expect(properties, route.routeKey).toMatchObject({
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: authorizerId },
        });
      } else {
        expect(properties?.AuthorizationType, route.routeKey).not.toBe('JWT');
        expect(properties?.AuthorizerId, route.routeKey).toBeUndefined();
      }
    }
  });

  it('throttles the stage at API_RATE_LIMIT and order/create at its own, tighter limit', () => {
    const [, stage] = onlyOfType(dev, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: API_RATE_LIMIT.ratePerSecond,
      ThrottlingBurstLimit: API_RATE_LIMIT.burst,
    });
    const limited = resolvedRoutes.filter((route) => route.rateLimit);
    expect(limited.map((route) => route.routeKey)).toEqual(['POST /api/order/create']);
    expect(stage.Properties.RouteSettings).toEqual({
      'POST /api/order/create': {
        ThrottlingRateLimit: ORDER_CREATE_RATE_LIMIT.ratePerSecond,
        ThrottlingBurstLimit: ORDER_CREATE_RATE_LIMIT.burst,
      },
    });
    expect(ORDER_CREATE_RATE_LIMIT.ratePerSecond).toBeLessThan(API_RATE_LIMIT.ratePerSecond);
    // The stage names the route by key, so it is created after the route.
    const [routeId] = ofType(dev, 'AWS::ApiGatewayV2::Route').find(
      ([, route]) => route.Properties.RouteKey === 'POST /api/order/create',
    ) as [string, Resource];
    expect([stage.DependsOn ?? []].flat()).toContain(routeId);
  });

  it("sends each route to its own group's function", () => {
    const integrations = new Map(ofType(dev, 'AWS::ApiGatewayV2::Integration'));
    const byKey = new Map(
      ofType(dev, 'AWS::ApiGatewayV2::Route').map(([, route]) => [
        route.Properties.RouteKey,
        route,
      ]),
    );
    for (const route of resolvedRoutes) {
      const target = JSON.stringify(byKey.get(route.routeKey)?.Properties.Target);
      const integrationId = /"Ref":"([A-Za-z0-9]+)"/.exec(target)?.[1] ?? '';
      const uri = integrations.get(integrationId)?.Properties.IntegrationUri;
      expect(uri, route.routeKey).toEqual({
        'Fn::GetAtt': [functionOf(dev, route.group)[0], 'Arn'],
      });
    }
  });
});

describe('the Stripe webhook route', () => {
  it('is POST /api/payment/webhook, public (no authorizer), to the payments function, payload v2', () => {
    const routes = ofType(dev, 'AWS::ApiGatewayV2::Route').filter(
      ([, route]) => route.Properties.RouteKey === 'POST /api/payment/webhook',
    );
    expect(routes).toHaveLength(1);
    const [, route] = routes[0] as [string, Resource];
    // Stripe cannot sign in: the handler verifies the Stripe-Signature header instead.
    expect(route.Properties.AuthorizerId).toBeUndefined();
    expect(route.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    const integrationId = /"Ref":"([A-Za-z0-9]+)"/.exec(
      JSON.stringify(route.Properties.Target),
    )?.[1];
    const integration = dev.resources[integrationId ?? ''];
    // Payload format 2.0 hands the body to the function as sent (base64 when binary), so the
    // signature is checked over the exact bytes Stripe signed.
    expect(integration?.Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [functionOf(dev, 'payments')[0], 'Arn'] },
    });
    // No request templates or parameter mappings that could rewrite the body or drop the header.
    expect(integration?.Properties.RequestTemplates).toBeUndefined();
    expect(integration?.Properties.RequestParameters).toBeUndefined();
  });
});

describe('sign-in', () => {
  it('has an admin-managed user pool and a secretless web client', () => {
    const [, pool] = onlyOfType(dev, 'AWS::Cognito::UserPool');
    expect(pool.Properties).toMatchObject({
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
        },
      },
    });
    const [, client] = onlyOfType(dev, 'AWS::Cognito::UserPoolClient');
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
    expect([...(client.Properties.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
  });

  it('has the owner and manager role groups on the pool, the owner first', () => {
    const [poolId] = onlyOfType(dev, 'AWS::Cognito::UserPool');
    const groups = ofType(dev, 'AWS::Cognito::UserPoolGroup').map(([, group]) => group.Properties);
    expect(groups.map((group) => group.GroupName).sort()).toEqual([...BACK_OFFICE_ROLES].sort());
    for (const group of groups) {
      expect(group.UserPoolId).toEqual({ Ref: poolId });
      expect(String(group.Description).length).toBeGreaterThan(0);
      expect(group.RoleArn).toBeUndefined();
    }
    const precedence = (name: string): unknown =>
      groups.find((group) => group.GroupName === name)?.Precedence;
    expect(precedence('owner')).toBe(1);
    expect(precedence('manager')).toBe(2);
  });

  it("invites with the user name, the temporary password and the site's back office", () => {
    interface Invite {
      AllowAdminCreateUserOnly: boolean;
      InviteMessageTemplate: { EmailSubject: string; EmailMessage: unknown };
    }
    const inviteOf = (synthesized: Synthesized): Invite =>
      onlyOfType(synthesized, 'AWS::Cognito::UserPool')[1].Properties
        .AdminCreateUserConfig as Invite;
    const distributionId = onlyOfType(dev, 'AWS::CloudFront::Distribution')[0];
    for (const synthesized of [dev, prod]) {
      const invite = inviteOf(synthesized);
      expect(invite.AllowAdminCreateUserOnly).toBe(true);
      expect(invite.InviteMessageTemplate.EmailSubject).toBe('Your Inroom back-office invitation');
      const body = JSON.stringify(invite.InviteMessageTemplate.EmailMessage);
      expect(body).toContain('{username}');
      expect(body).toContain('{####}');
      expect(body).toContain('7 days');
    }
    // CloudFront's host name by default; the site URL of inroom:siteUrl when set.
    expect(inviteOf(dev).InviteMessageTemplate.EmailMessage).toEqual({
      'Fn::Join': [
        '',
        [
          expect.stringMatching(/Sign in at https:\/\/$/) as unknown,
          { 'Fn::GetAtt': [distributionId, 'DomainName'] },
          expect.stringMatching(/^\/be with the user name \{username\} /) as unknown,
        ],
      ],
    });
    expect(inviteOf(prod).InviteMessageTemplate.EmailMessage).toEqual(
      expect.stringContaining('Sign in at https://order.hotel.example/be with'),
    );
    // Passwords an invitation hands out work for 7 days, as the e-mail says.
    expect(
      (
        onlyOfType(dev, 'AWS::Cognito::UserPool')[1].Properties.Policies as {
          PasswordPolicy: { TemporaryPasswordValidityDays: number };
        }
      ).PasswordPolicy.TemporaryPasswordValidityDays,
    ).toBe(7);
  });
});

describe('web', () => {
  interface Behavior {
    PathPattern?: string;
    TargetOriginId: string;
    ViewerProtocolPolicy: string;
    CachePolicyId: unknown;
    OriginRequestPolicyId?: string;
    ResponseHeadersPolicyId?: { Ref: string };
    AllowedMethods?: string[];
    FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
  }
  interface Origin {
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
  }
  const distributionConfig = (synthesized: Synthesized) =>
    onlyOfType(synthesized, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig as {
      DefaultCacheBehavior: Behavior;
      CacheBehaviors: Behavior[];
      Origins: Origin[];
      DefaultRootObject: string;
      CustomErrorResponses?: unknown;
    };
  const originOf = (config: ReturnType<typeof distributionConfig>, behavior: Behavior): Origin => {
    const origin = config.Origins.find((candidate) => candidate.Id === behavior.TargetOriginId);
    expect(origin).toBeDefined();
    return origin as Origin;
  };
  const bucketId = (prefix: string): string =>
    ofType(dev, 'AWS::S3::Bucket').find(([id]) => id.startsWith(prefix))?.[0] ?? 'missing';

  it('serves the SPA bucket by default through origin access control, over HTTPS', () => {
    const config = distributionConfig(dev);
    expect(config.DefaultRootObject).toBe('index.html');
    const origin = originOf(config, config.DefaultCacheBehavior);
    expect(origin.DomainName).toEqual({
      'Fn::GetAtt': [bucketId('WebSpaBucket'), 'RegionalDomainName'],
    });
    expect(origin.OriginAccessControlId).toBeDefined();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
  });

  it('routes /api/* uncached to the HTTP API and /images/* to the images bucket with a long cache', () => {
    const config = distributionConfig(dev);
    // Besides the guest reads CloudFront caches briefly, ahead of /api/* (edge-cache.test.ts).
    expect(
      config.CacheBehaviors.map((behavior) => behavior.PathPattern)
        .filter((pattern) => !edgeCachedPathPatterns().includes(pattern ?? ''))
        .sort(),
    ).toEqual(['/api/*', '/images/*']);
    const api = config.CacheBehaviors.find(
      (behavior) => behavior.PathPattern === '/api/*',
    ) as Behavior;
    // Managed-CachingDisabled, which compresses nothing: the API compresses these answers itself
    // (functions/src/http/compression.ts), from the Accept-Encoding that AllViewerExceptHostHeader
    // passes on with every other header but Host.
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    expect([...(api.AllowedMethods ?? [])].sort()).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'OPTIONS',
      'PATCH',
      'POST',
      'PUT',
    ]);
    const [apiId] = onlyOfType(dev, 'AWS::ApiGatewayV2::Api');
    expect(JSON.stringify(originOf(config, api).DomainName)).toContain(
      `{"Ref":"${apiId}"},".execute-api."`,
    );

    const images = config.CacheBehaviors.find(
      (behavior) => behavior.PathPattern === '/images/*',
    ) as Behavior;
    const imagesOrigin = originOf(config, images);
    expect(imagesOrigin.DomainName).toEqual({
      'Fn::GetAtt': [bucketId('DataImagesBucket'), 'RegionalDomainName'],
    });
    expect(imagesOrigin.OriginAccessControlId).toBeDefined();
    const cachePolicyId = (images.CachePolicyId as { Ref: string }).Ref;
    const cachePolicy = dev.resources[cachePolicyId]?.Properties.CachePolicyConfig as {
      DefaultTTL: number;
    };
    expect(cachePolicy.DefaultTTL).toBeGreaterThanOrEqual(365 * 24 * 3600);
  });

  it('gives every behaviour a security headers policy: CSP, HSTS, nosniff, no frames, no referrer', () => {
    const config = distributionConfig(dev);
    const behaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    expect(behaviors).toHaveLength(3 + edgeCachedPathPatterns().length);
    const policyOf = (behavior: Behavior) => {
      const id = behavior.ResponseHeadersPolicyId?.Ref ?? 'missing';
      return dev.resources[id]?.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
        CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
      };
    };
    const cspOf = (behavior: Behavior) =>
      policyOf(behavior).SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy;
    for (const behavior of behaviors) {
      const where = behavior.PathPattern ?? 'default';
      const policy = policyOf(behavior);
      expect(policy, where).toBeDefined();
      expect(policy.SecurityHeadersConfig, where).toMatchObject({
        ContentSecurityPolicy: { Override: true },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
          IncludeSubdomains: false,
          Override: true,
        },
      });
      expect(policy.CustomHeadersConfig.Items, where).toEqual(
        expect.arrayContaining([
          { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
        ]),
      );
    }
    const byPattern = (pattern: string) =>
      config.CacheBehaviors.find((behavior) => behavior.PathPattern === pattern) as Behavior;
    expect(cspOf(byPattern('/api/*'))).toBe(API_CONTENT_SECURITY_POLICY);
    expect(cspOf(byPattern('/images/*'))).toBe(IMAGE_CONTENT_SECURITY_POLICY);
    // The SPA's: scripts from the site only (and its boot script by hash), never framed, and it may call Cognito and the bucket.
    const app = JSON.stringify(cspOf(config.DefaultCacheBehavior));
    expect(app).toContain(`script-src 'self' ${BOOT_SCRIPT_HASH};`);
    expect(app).not.toMatch(/script-src[^;]*unsafe/);
    expect(app).toContain("frame-ancestors 'none'");
    expect(app).toMatch(/connect-src 'self' https:\/\/cognito-idp\./);
    expect(app).toContain(`"${bucketId('DataImagesBucket')}","RegionalDomainName"`);
    // Images keep their year-long browser cache beside the security headers.
    expect(policyOf(byPattern('/images/*')).CustomHeadersConfig.Items).toEqual(
      expect.arrayContaining([
        {
          Header: 'Cache-Control',
          Value: 'public, max-age=31536000, immutable',
          Override: false,
        },
      ]),
    );
  });

  it('attaches no WAF web ACL unless inroom:webAclArn names one', () => {
    const distribution = (synthesized: Synthesized) =>
      onlyOfType(synthesized, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig as {
        WebACLId?: string;
      };
    expect(distribution(dev).WebACLId).toBeUndefined();
    const arn =
      'arn:aws:wafv2:us-east-1:123456789012:global/webacl/inroom-rate/a1b2c3d4-5678-90ab-cdef-111122223333';
    expect(distribution(synth({ 'inroom:webAclArn': arn })).WebACLId).toBe(arn);
  });

  it('falls back to index.html for client routes without touching API or file requests, nor holding a 5xx', () => {
    const config = distributionConfig(dev);
    // A distribution-wide error page would also rewrite the API's own 403/404 answers: the error
    // responses only say that a 5xx is held for no time (web.ts), and rewrite nothing.
    expect(config.CustomErrorResponses).toEqual(
      [500, 502, 503, 504].map((code) => ({ ErrorCode: code, ErrorCachingMinTTL: 0 })),
    );
    const association = config.DefaultCacheBehavior.FunctionAssociations?.[0];
    expect(association?.EventType).toBe('viewer-request');
    const fn = dev.resources[association?.FunctionARN['Fn::GetAtt'][0] ?? ''];
    const code = String(fn?.Properties.FunctionCode);
    // Run the CloudFront Function's code as CloudFront would, on a few URIs.
    const handler = new Function(`${code}; return handler;`)() as (event: {
      request: { uri: string };
    }) => {
      uri: string;
    };
    const rewrite = (uri: string): string => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/order/abc123/+4512345678')).toBe('/index.html');
    expect(rewrite('/backoffice/locations')).toBe('/index.html');
    expect(rewrite('/assets/index-Ab12Cd34.js')).toBe('/assets/index-Ab12Cd34.js');
    expect(rewrite('/config.json')).toBe('/config.json');
  });

  it('uploads the SPA with a config.json for this stack and invalidates the distribution', () => {
    const [distributionId] = onlyOfType(dev, 'AWS::CloudFront::Distribution');
    const [poolId] = onlyOfType(dev, 'AWS::Cognito::UserPool');
    const [clientId] = onlyOfType(dev, 'AWS::Cognito::UserPoolClient');
    const deployments = ofType(dev, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const site = deployments.find(
      ([, deployment]) => deployment.Properties.DistributionId !== undefined,
    );
    expect(site?.[1].Properties).toMatchObject({
      DistributionId: { Ref: distributionId },
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    // The deploy-time values (region, pool, client) travel as markers next to the JSON source.
    expect(JSON.stringify(site?.[1].Properties.SourceMarkers)).toContain(
      JSON.stringify({ Ref: poolId }),
    );
    expect(JSON.stringify(site?.[1].Properties.SourceMarkers)).toContain(
      JSON.stringify({ Ref: clientId }),
    );
    const hashed = deployments.find(
      ([, deployment]) => deployment.Properties.DistributionId === undefined,
    );
    expect(hashed?.[1].Properties).toMatchObject({
      DestinationBucketKeyPrefix: 'assets/',
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('writes config.json from context, with defaults', () => {
    const configOf = (synthesized: Synthesized) => {
      const dir = readdirSync(synthesized.outdir).find((name) =>
        existsSync(join(synthesized.outdir, name, 'config.json')),
      );
      expect(dir).toBeDefined();
      return runtimeConfigSchema.parse(
        JSON.parse(readFileSync(join(synthesized.outdir, dir as string, 'config.json'), 'utf8')),
      );
    };
    const devConfig = configOf(dev);
    expect(devConfig.auth.signInFlow).toBe('USER_SRP_AUTH');
    expect(devConfig.company).toEqual(DEFAULT_COMPANY);
    expect(devConfig.auth.userPoolEndpoint).toBeUndefined();
    const prodConfig = configOf(prod);
    expect(prodConfig.auth.signInFlow).toBe('USER_PASSWORD_AUTH');
    expect(prodConfig.company).toEqual(REAL_COMPANY);
  });
});

describe('outputs', () => {
  it('prints what an operator needs after a deploy', () => {
    const outputs = Object.keys(dev.template.toJSON().Outputs as Record<string, unknown>);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'ImagesBucketName',
        'ScheduleGroupName',
        'DeadLetterQueueUrl',
        'SecretsArn',
        'StripeWebhookUrl',
      ]),
    );
    dev.template.hasOutput('SecretsArn', {
      Value: { Ref: onlyOfType(dev, 'AWS::SecretsManager::Secret')[0] },
    });
    dev.template.hasOutput('SiteUrl', {
      Value: {
        'Fn::Join': [
          '',
          [
            'https://',
            { 'Fn::GetAtt': [onlyOfType(dev, 'AWS::CloudFront::Distribution')[0], 'DomainName'] },
          ],
        ],
      },
    });
  });
});

describe('stages', () => {
  /** What `cdk deploy` is told about the stack, from the cloud assembly. */
  const terminationProtectionOf = ({ stack }: Synthesized): boolean | undefined =>
    (stack.node.root as App).synth().getStackArtifact(stack.artifactId).terminationProtection;

  it('turns termination protection on for production stacks only', () => {
    expect(terminationProtectionOf(prod)).toBe(true);
    expect(terminationProtectionOf(dev)).toBeFalsy();
  });

  it('refuses to synthesize production with placeholder company details or no alarm address', () => {
    const construct = (context: Record<string, unknown>) => () =>
      new InroomStack(
        testApp({ context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context } }),
        'Inroom',
        { spaDir: makeSpaDir() },
      );
    expect(construct({ 'inroom:production': 'true' })).toThrow(
      /is production, but:\n {2}company\.name is the placeholder "Inroom ApS"\n(.|\n)*company\.registrationNumber is the placeholder "CVR 12345678"(.|\n)*alarmEmail is missing/,
    );
    // The repository's prod stage refuses DEFAULT_COMPANY whatever its file holds.
    expect(
      construct({
        'inroom:stage': 'prod',
        'inroom:company': DEFAULT_COMPANY,
        'inroom:alarmEmail': 'ops@hoteltest.example',
      }),
    ).toThrow(/^Stage prod is production, but:\n {2}company\.name is the placeholder/);
    expect(
      construct({
        'inroom:production': 'true',
        'inroom:alarmEmail': 'ops@hoteltest.example',
        'inroom:company': REAL_COMPANY,
      }),
    ).not.toThrow();
  });

  it('deploys the prod stage from infra/stages/prod.json: protected, whatever -c leaves out', () => {
    const stage = synth({
      'inroom:stage': 'prod',
      'inroom:company': REAL_COMPANY,
      'inroom:alarmEmail': 'ops@hoteltest.example',
    });
    expect(terminationProtectionOf(stage)).toBe(true);
    expect(onlyOfType(stage, 'AWS::DynamoDB::Table')[1].Properties.DeletionProtectionEnabled).toBe(
      true,
    );
    expect(onlyOfType(stage, 'AWS::Cognito::UserPool')[1].DeletionPolicy).toBe('Retain');
  });

  it("takes the dev stage's settings from infra/stages/dev.json", () => {
    const file = readStageFile('dev');
    const stage = synth({ 'inroom:stage': 'dev' });
    expect(terminationProtectionOf(stage)).toBeFalsy();
    expect(environmentOf(stage, 'guest').LOG_LEVEL).toBe(file.logLevel ?? 'INFO');
    expect(environmentOf(stage, 'guest').ORDER_RESPONSE_WINDOW_SECONDS).toBe(
      String(file.sms?.orderResponseWindowSeconds ?? 600),
    );
    expect(environmentOf(stage, 'guest').NODE_OPTIONS).toBe(
      file.sourceMaps ? '--enable-source-maps' : undefined,
    );
  });
});

describe('custom domain', () => {
  const CERTIFICATE_ARN =
    'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';
  const DOMAIN = {
    name: 'order.hotel.example',
    certificateArn: CERTIFICATE_ARN,
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    zoneName: 'hotel.example',
  };
  let withZone: Synthesized;
  let withoutZone: Synthesized;
  beforeAll(() => {
    withZone = synth({ 'inroom:domain': DOMAIN });
    withoutZone = synth({
      'inroom:domain': JSON.stringify({ name: DOMAIN.name, certificateArn: CERTIFICATE_ARN }),
    });
  }, 120_000);

  const distributionOf = (synthesized: Synthesized) =>
    onlyOfType(synthesized, 'AWS::CloudFront::Distribution');

  it('gives the distribution the domain as alias and its us-east-1 certificate, TLS 1.2 or newer', () => {
    for (const synthesized of [withZone, withoutZone]) {
      const config = distributionOf(synthesized)[1].Properties.DistributionConfig;
      expect(config).toMatchObject({
        Aliases: ['order.hotel.example'],
        ViewerCertificate: {
          AcmCertificateArn: CERTIFICATE_ARN,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      });
    }
    // Without a domain: CloudFront's own name and certificate.
    const devConfig = distributionOf(dev)[1].Properties.DistributionConfig as Record<
      string,
      unknown
    >;
    expect(devConfig).not.toHaveProperty('Aliases');
    expect(devConfig).not.toHaveProperty('ViewerCertificate');
  });

  it('adds A and AAAA alias records to the hosted zone, and none without a zone', () => {
    const [distributionId] = distributionOf(withZone);
    const records = ofType(withZone, 'AWS::Route53::RecordSet').map(
      ([, record]) => record.Properties,
    );
    expect(records.map((record) => record.Type).sort()).toEqual(['A', 'AAAA']);
    for (const record of records)
      expect(record).toMatchObject({
        Name: 'order.hotel.example.',
        HostedZoneId: DOMAIN.hostedZoneId,
        AliasTarget: { DNSName: { 'Fn::GetAtt': [distributionId, 'DomainName'] } },
      });
    expect(ofType(withoutZone, 'AWS::Route53::RecordSet')).toHaveLength(0);
    expect(ofType(dev, 'AWS::Route53::RecordSet')).toHaveLength(0);
  });

  it('points SMS links, payment redirects and the webhook output at the domain', () => {
    for (const group of ORDER_GROUPS)
      expect(environmentOf(withZone, group).SITE_URL, group).toBe('https://order.hotel.example');
    withZone.template.hasOutput('SiteUrl', { Value: 'https://order.hotel.example' });
    withZone.template.hasOutput('StripeWebhookUrl', {
      Value: 'https://order.hotel.example/api/payment/webhook',
    });
  });
});

describe('names unique per account', () => {
  /** The names CloudFront keeps per account (not per region), by resource type. */
  const accountWideNames = (synthesized: Synthesized): string[] =>
    Object.values(synthesized.resources).flatMap((resource) => {
      const properties = resource.Properties as Record<string, Record<string, unknown> | undefined>;
      const name =
        properties.ResponseHeadersPolicyConfig?.Name ??
        properties.OriginAccessControlConfig?.Name ??
        properties.CachePolicyConfig?.Name ??
        (resource.Type === 'AWS::CloudFront::Function' ? properties.Name : undefined);
      return name === undefined ? [] : [JSON.stringify(name)];
    });

  it('puts the region into every CloudFront policy, access control and function name', () => {
    const account = '123456789012';
    const north = synth({}, { env: { account, region: 'eu-north-1' } });
    const central = synth({}, { env: { account, region: 'eu-central-1' } });
    const northNames = accountWideNames(north);
    // 3 response headers policies, 2 origin access controls, 2 cache policies, 1 function.
    expect(northNames.length).toBeGreaterThanOrEqual(8);
    for (const name of northNames) expect(name).toContain('eu-north-1');
    const centralNames = new Set(accountWideNames(central));
    for (const name of northNames) expect(centralNames.has(name), name).toBe(false);
    // CloudFront's limits: 64 characters for an origin access control, 128 for a policy.
    for (const [, control] of ofType(north, 'AWS::CloudFront::OriginAccessControl'))
      expect(
        String((control.Properties.OriginAccessControlConfig as { Name: string }).Name).length,
      ).toBeLessThanOrEqual(64);
    // Without a region at synth time the name takes it from CloudFormation.
    for (const name of accountWideNames(dev)) expect(name).toContain('AWS::Region');
  });
});
