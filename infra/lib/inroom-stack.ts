import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routeTable } from '@inroom/functions/routes';
import type { RuntimeConfig } from '@inroom/shared';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Functions } from './functions';
import { Monitoring } from './monitoring';
import { acknowledgeStackFindings } from './nag-suppressions';
import { OrderExpiry } from './order-expiry';
import { Secrets } from './secrets';
import { assertReadyForProduction, stageSettingsFrom } from './settings';
import { Web } from './web';

export interface InroomStackProps extends StackProps {
  /** The built SPA, normally web/dist; it must hold index.html. Tests pass a temp directory. */
  spaDir: string;
}

/** Everything Inroom needs on AWS; see docs/deploy.md for how to deploy it. */
export class InroomStack extends Stack {
  constructor(scope: Construct, id: string, props: InroomStackProps) {
    super(scope, id, props);
    // The stage file (context inroom:stage) with any -c overrides; docs/deploy.md, "Stages".
    const settings = stageSettingsFrom(this.node);
    assertReadyForProduction(settings);
    const { production } = settings;
    // A production stack cannot be deleted by mistake: CloudFormation refuses until an operator
    // turns this off by hand (docs/deploy.md, "Tear down").
    if (production) this.terminationProtection = true;

    const data = new Data(this, 'Data', { production });
    const auth = new Auth(this, 'Auth', { production });
    const secrets = new Secrets(this, 'Secrets', { production });
    const functions = new Functions(this, 'Functions', {
      table: data.table,
      imagesBucket: data.imagesBucket,
      userPool: auth.userPool,
      secret: secrets.secret,
      orderResponseWindowSeconds: settings.orderResponseWindowSeconds,
      orderReminder: settings.orderReminder,
      logLevel: settings.logLevel,
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
      retainLogs: production,
    });
    // Alarms to the stage's alarm e-mail, and the dashboard (docs/operations.md).
    const monitoring = new Monitoring(this, 'Monitoring', {
      functions: functions.byGroup,
      httpApi: api.httpApi,
      deadLetterQueues: [expiry.deadLetters],
      alarmEmail: settings.alarmEmail,
      smsMonthlySpendLimitUsd: settings.smsMonthlySpendLimitUsd,
    });

    // The web reads this at start, so one build of the SPA runs against any stage.
    const runtimeConfig: RuntimeConfig = {
      auth: {
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.webClient.userPoolClientId,
        signInFlow: settings.signInFlow,
      },
      company: settings.company,
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
      webAclArn: settings.webAclArn,
      domain: settings.domain,
    });

    // SMS links, payment redirects and the invitation e-mail point here. The distribution depends
    // on the API's host name only, never on the functions or the user pool, so both may depend on
    // the distribution.
    const siteUrl = settings.siteUrl ?? `https://${web.distribution.distributionDomainName}`;
    functions.setSiteUrl(siteUrl);
    auth.setSiteUrl(siteUrl);

    const output = (id: string, value: string, description: string): CfnOutput =>
      new CfnOutput(this, id, { value, description });
    output('SiteUrl', siteUrl, 'The web app (and /api/* behind it)');
    output(
      'DistributionDomainName',
      web.distribution.distributionDomainName,
      "CloudFront; the stage's domain points here (Route 53 alias records, or your DNS)",
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
      'Back-office users: owners invite them on /be/users; the first owner, docs/deploy.md',
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
    output('AlarmTopicArn', monitoring.topic.topicArn, 'Every alarm notifies this topic');
    output(
      'DashboardName',
      monitoring.dashboard.dashboardName,
      'The CloudWatch dashboard (docs/operations.md)',
    );
    // The cdk-nag findings about CDK's own constructs and the web (the rest sit by their constructs).
    acknowledgeStackFindings(this, web);
  }
}

/** The Stripe webhook's path, from the route table. */
function webhookPath(): string {
  const route = routeTable.find((entry) => entry.handler === 'payment.webhook');
  if (!route) throw new Error('The route table has no payment.webhook route');
  return route.path;
}
