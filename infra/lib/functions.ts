import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { FUNCTION_GROUPS, type FunctionGroup } from '@inroom/functions/routes';
import { GroupFunction } from './group-function';

export interface FunctionsProps {
  table: dynamodb.ITable;
  imagesBucket: s3.IBucket;
  logLevel: string;
  retainLogs: boolean;
}

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
        environment: { TABLE_NAME: props.table.tableName, LOG_LEVEL: props.logLevel },
      }).fn;
    this.byGroup = Object.fromEntries(
      FUNCTION_GROUPS.map((group) => [group, make(group)]),
    ) as Record<FunctionGroup, nodejs.NodejsFunction>;
    const { guest, staff, admin, payments, expiry } = this.byGroup;

    // guest: public reads only. (Order create, when it lands, needs its own narrow write grant.)
    props.table.grantReadData(guest);
    // staff: reads an order and moves its status (accept, decline, complete).
    props.table.grantReadWriteData(staff);
    // admin: the back office edits everything. On the images bucket it may only sign uploads
    // (PutObject) and read them back to check them (GetObject, which HeadObject needs too), and only
    // under images/uploads/: no delete, no listing, no write to the seeded or any other prefix.
    props.table.grantReadWriteData(admin);
    admin.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [props.imagesBucket.arnForObjects(`${UPLOADS_PREFIX}*`)],
      }),
    );
    admin.addEnvironment('IMAGES_BUCKET', props.imagesBucket.bucketName);
    // payments: the webhook moves an order from created to paid.
    props.table.grantReadWriteData(payments);
    // expiry: moves a still-paid order to expired.
    props.table.grantReadWriteData(expiry);
  }
}

/** Where presigned uploads go: bucket prefix `images/` (served at /images/*) + `uploads/`. */
export const UPLOADS_PREFIX = 'images/uploads/';

const pascal = (group: string): string => group.charAt(0).toUpperCase() + group.slice(1);
