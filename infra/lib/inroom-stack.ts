import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routeTable } from '@inroom/functions/routes';
import type { RuntimeConfig } from '@inroom/shared';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Functions } from './functions';
import { OrderExpiry } from './order-expiry';
import { Secrets } from './secrets';
import {
  CONTEXT_KEYS,
  companyFrom,
  contextFlag,
  logLevelFrom,
  orderReminderFrom,
  orderResponseWindowFrom,
  signInFlowFrom,
  siteUrlFrom,
  webAclArnFrom,
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
  /**
   * The site's origin for SMS links and payment redirects, for a custom domain. Default: context
   * `inroom:siteUrl`, else the CloudFront distribution's https://dxxxx.cloudfront.net.
   */
  siteUrl?: string;
  /** Seconds staff have to answer a paid order. Default: context, else 600. */
  orderResponseWindowSeconds?: number;
  /**
   * One reminder SMS to staff at half the response window. Default: context
   * `inroom:orderReminder`, else true.
   */
  orderReminder?: boolean;
}

/** Everything Inroom needs on AWS; see docs/deploy.md for how to deploy it. */
export class InroomStack extends Stack {
  constructor(scope: Construct, id: string, props: InroomStackProps) {
    super(scope, id, props);
    const production = props.production ?? contextFlag(this.node, CONTEXT_KEYS.production);

    const data = new Data(this, 'Data', { production });
    const auth = new Auth(this, 'Auth', { production });
    const secrets = new Secrets(this, 'Secrets', { production });
    const functions = new Functions(this, 'Functions', {
      table: data.table,
      imagesBucket: data.imagesBucket,
      secret: secrets.secret,
      orderResponseWindowSeconds:
        props.orderResponseWindowSeconds ?? orderResponseWindowFrom(this.node),
      orderReminder: props.orderReminder ?? orderReminderFrom(this.node),
      logLevel: props.logLevel ?? logLevelFrom(this.node),
      retainLogs: production,
    });
    // The payments function schedules expiry when an order is paid; the sweeper, run every minute,
    // creates any schedule that a crash left uncreated.
    const expiry = new OrderExpiry(this, 'OrderExpiry', {
      target: functions.byGroup.expiry,
      sweeper: functions.byGroup.sweeper,
      schedulers: [functions.byGroup.payments, functions.byGroup.sweeper],
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
      // Amplify signs in against Cognito's endpoint, and uploads PUT to the bucket's own host.
      connectSources: [
        `https://cognito-idp.${this.region}.${this.urlSuffix}`,
        `https://${data.imagesBucket.bucketRegionalDomainName}`,
      ],
      webAclArn: webAclArnFrom(this.node),
    });

    // SMS links and payment redirects point here. The distribution depends on the API's host name
    // only, never on the functions, so the functions may depend on the distribution.
    const siteUrl =
      props.siteUrl ??
      siteUrlFrom(this.node) ??
      `https://${web.distribution.distributionDomainName}`;
    functions.setSiteUrl(siteUrl);

    const output = (id: string, value: string, description: string): CfnOutput =>
      new CfnOutput(this, id, { value, description });
    output('SiteUrl', siteUrl, 'The web app (and /api/* behind it)');
    output(
      'DistributionDomainName',
      web.distribution.distributionDomainName,
      'CloudFront; a custom domain (inroom:siteUrl) must point here',
    );
    output(
      'SecretsArn',
      secrets.secret.secretArn,
      'Put the Stripe keys in here after the first deploy (docs/deploy.md)',
    );
    output(
      'StripeWebhookUrl',
      `${siteUrl}${webhookPath()}`,
      'The Stripe webhook endpoint to create (docs/deploy.md)',
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
    output(
      'ScheduleGroupName',
      expiry.group.scheduleGroupName,
      "Pending order-expiry schedules, and the sweeper's every-minute schedule",
    );
    output(
      'DeadLetterQueueUrl',
      expiry.deadLetters.queueUrl,
      'Expiry and sweeper invocations that failed (docs/deploy.md)',
    );
  }
}

/** The Stripe webhook's path, from the route table. */
function webhookPath(): string {
  const route = routeTable.find((entry) => entry.handler === 'payment.webhook');
  if (!route) throw new Error('The route table has no payment.webhook route');
  return route.path;
}
