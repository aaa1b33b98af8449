import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '@inroom/shared';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Functions } from './functions';
import { OrderExpiry } from './order-expiry';
import {
  CONTEXT_KEYS,
  companyFrom,
  contextFlag,
  logLevelFrom,
  signInFlowFrom,
  type CompanyDetails,
  type SignInFlow,
} from './settings';
import { Web } from './web';

export interface InroomStackProps extends StackProps {
  /** The built SPA, normally web/dist; it must hold index.html. Tests pass a temp directory. */
  spaDir: string;
  /** Retain data and protect it from deletion. Default: context `inroom:production`, else false. */
  production?: boolean;
  /** How the web signs in. Default: context `inroom:signInFlow`, else USER_SRP_AUTH. */
  signInFlow?: SignInFlow;
  /** Shown by the web. Default: context `inroom:company` over DEFAULT_COMPANY. */
  company?: CompanyDetails;
  /** The functions' log level. Default: context `inroom:logLevel`, else INFO. */
  logLevel?: string;
}

/** Everything Inroom needs on AWS; see docs/deploy.md for how to deploy it. */
export class InroomStack extends Stack {
  constructor(scope: Construct, id: string, props: InroomStackProps) {
    super(scope, id, props);
    const production = props.production ?? contextFlag(this.node, CONTEXT_KEYS.production);

    const data = new Data(this, 'Data', { production });
    const auth = new Auth(this, 'Auth', { production });
    const functions = new Functions(this, 'Functions', {
      table: data.table,
      imagesBucket: data.imagesBucket,
      logLevel: props.logLevel ?? logLevelFrom(this.node),
      retainLogs: production,
    });
    const expiry = new OrderExpiry(this, 'OrderExpiry', {
      target: functions.byGroup.expiry,
      schedulers: [functions.byGroup.guest, functions.byGroup.payments],
    });
    const api = new Api(this, 'Api', {
      functions: functions.byGroup,
      userPool: auth.userPool,
      userPoolClient: auth.webClient,
    });

    // The web reads this at start, so one build of the SPA runs against any stage.
    const runtimeConfig: RuntimeConfig = {
      auth: {
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.webClient.userPoolClientId,
        signInFlow: props.signInFlow ?? signInFlowFrom(this.node),
      },
      company: props.company ?? companyFrom(this.node),
    };
    const web = new Web(this, 'Web', {
      spaDir: props.spaDir,
      runtimeConfig,
      apiDomainName: api.domainName,
      imagesBucket: data.imagesBucket,
      production,
    });

    const output = (id: string, value: string, description: string): CfnOutput =>
      new CfnOutput(this, id, { value, description });
    output(
      'SiteUrl',
      `https://${web.distribution.distributionDomainName}`,
      'The web app (and /api/* behind it)',
    );
    output('ApiUrl', api.httpApi.apiEndpoint, 'The HTTP API directly, without CloudFront');
    output(
      'UserPoolId',
      auth.userPool.userPoolId,
      'Back-office users: aws cognito-idp admin-create-user',
    );
    output('UserPoolClientId', auth.webClient.userPoolClientId, 'The web app client');
    output('TableName', data.table.tableName, 'The DynamoDB table');
    output('ImagesBucketName', data.imagesBucket.bucketName, 'Images, served at /images/*');
    output('ScheduleGroupName', expiry.group.scheduleGroupName, 'Pending order-expiry schedules');
  }
}
