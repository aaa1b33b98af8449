import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './nag-suppressions';
import { GLOBAL_INDEXES, PRIMARY_KEY } from '@inroom/functions/table';

export interface DataProps {
  /** Keep data when the stack is deleted, and refuse accidental table deletion. */
  production: boolean;
}

/** Private S3 defaults shared by every bucket of the stack. */
export function privateBucketProps(production: boolean): s3.BucketProps {
  return {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    // Outside production a stack must tear down cleanly; a non-empty bucket would block deletion.
    autoDeleteObjects: !production,
  };
}

/** The single table (functions/src/store/table.ts) and the images bucket. */
export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly imagesBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const string = dynamodb.AttributeType.STRING;

    // No fixed tableName: CloudFormation names it per stack, so stages can share an account and the
    // functions learn the name from TABLE_NAME.
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: PRIMARY_KEY.partitionKey, type: string },
      sortKey: { name: PRIMARY_KEY.sortKey, type: string },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.production,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of GLOBAL_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: string },
        sortKey: { name: index.sortKey, type: string },
        projectionType: dynamodb.ProjectionType[index.projection],
      });
    }

    // Served only through CloudFront at /images/*, so object keys start with `images/`.
    this.imagesBucket = new s3.Bucket(this, 'ImagesBucket', {
      ...privateBucketProps(props.production),
      // The back office PUTs images straight to the bucket with a presigned URL (and may read one
      // back), so the bucket must answer the browser's CORS preflight. The origin is '*' because
      // the site's CloudFront domain cannot be named here: the distribution already depends on
      // this bucket (its /images/* origin and the origin-access bucket policy), so the bucket
      // depending on the distribution would be a cycle. '*' grants nothing by itself: a PUT still
      // needs a presigned URL, which only the admin API hands out, signed for one key, type and
      // size, and valid for ten minutes; no credentials (cookies) are sent to the bucket.
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET],
          allowedOrigins: ['*'],
          allowedHeaders: ['content-type', 'content-length'],
          maxAge: 3000,
        },
      ],
    });
    acknowledge(
      this.imagesBucket,
      'AwsSolutions-S1',
      'Read through CloudFront only, written through presigned uploads the admin API logs; CloudTrail has the rest',
    );
  }
}
