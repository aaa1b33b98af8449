import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  API_RATE_LIMIT,
  resolvedRoutes,
  type FunctionGroup,
  type RateLimit,
  type ResolvedRoute,
} from '@inroom/functions/routes';
import { acknowledge } from './nag-suppressions';

export interface ApiProps {
  functions: Record<FunctionGroup, lambda.IFunction>;
  userPool: cognito.UserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** Keep the access log group when the stack is deleted. */
  retainLogs: boolean;
}

/**
 * One JSON line per request in the access log. `integrationRequestId` is the Lambda request id,
 * which the function's own log lines carry as `function_request_id`; the route key, not the path,
 * so no order id or staff token is written here. No client address: behind CloudFront it is an
 * edge's anyway.
 */
export const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLatency: '$context.responseLatency',
  responseLength: '$context.responseLength',
  integrationRequestId: '$context.integration.requestId',
  integrationStatus: '$context.integration.status',
  integrationLatency: '$context.integration.latency',
  integrationError: '$context.integration.error',
  error: '$context.error.message',
  authorizerError: '$context.authorizer.error',
});

/** The HTTP API, built from the route table: one API Gateway route per concrete path. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  /** Routes with a rate limit of their own, which the stage's route settings name. */
  private readonly limitedRoutes: apigw.HttpRoute[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // The browser reaches the API through CloudFront on the SPA's own origin, so no CORS is set.
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Inroom API (routes from functions/src/routes.ts)',
    });

    // Admin routes only: API Gateway rejects a request without a valid token from this pool before
    // any Lambda runs. Cognito access tokens carry client_id instead of aud, which API Gateway
    // accepts as the audience, so both ID and access tokens from the web client pass.
    const adminAuthorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      props.userPool.userPoolProviderUrl,
      {
        jwtAudience: [props.userPoolClient.userPoolClientId],
      },
    );

    // One integration per group. Its invoke permission covers the whole API rather than each
    // route: per-route permissions would grow the function policy past Lambda's 20 KB limit as the
    // route table grows.
    const integrations = new Map<FunctionGroup, HttpLambdaIntegration>();
    const integrationFor = (group: FunctionGroup): HttpLambdaIntegration => {
      let integration = integrations.get(group);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${group}Integration`, props.functions[group], {
          scopePermissionToRoute: false,
        });
        integrations.set(group, integration);
      }
      return integration;
    };

    for (const route of resolvedRoutes) {
      const httpRoute = new apigw.HttpRoute(this, routeId(route), {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.concretePath, apigw.HttpMethod[route.method]),
        integration: integrationFor(route.group),
        // Staff routes are public to API Gateway: the handler checks the HMAC link token.
        ...(route.access === 'admin' ? { authorizer: adminAuthorizer } : {}),
      });
      if (route.rateLimit) this.limitedRoutes.push(httpRoute);
      if (route.access !== 'admin')
        acknowledge(
          httpRoute,
          'AwsSolutions-APIG4',
          route.access === 'staff'
            ? "Staff open their texted link without an account: the handler checks the link's HMAC token"
            : "Public by design: guests order without an account (SPEC), and Stripe's webhook is checked by its signature",
        );
    }
    this.throttle();
    this.logAccess(props.retainLogs);
  }

  /**
   * The stage's access log: one line per request, also those API Gateway answers itself (429s,
   * 401s from the JWT authorizer, 5xx when a function fails), which no function log shows.
   */
  private logAccess(retainLogs: boolean): void {
    const logGroup = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.defaultCfnStage().accessLogSettings = {
      destinationArn: logGroup.logGroupArn,
      format: ACCESS_LOG_FORMAT,
    };
  }

  private defaultCfnStage(): apigw.CfnStage {
    const stage = this.httpApi.defaultStage?.node.defaultChild as apigw.CfnStage | undefined;
    if (!stage) throw new Error('The HTTP API has no default stage');
    return stage;
  }

  /**
   * The rates of functions/src/http/rate-limits.ts: the stage's for every route, a route's own where
   * the table gives one (order/create). API Gateway answers 429 beyond them, before any Lambda runs.
   * The default stage's construct has no route settings, so they are set on its CloudFormation stage.
   */
  private throttle(): void {
    const stage = this.defaultCfnStage();
    const settings = (limit: RateLimit) => ({
      throttlingRateLimit: limit.ratePerSecond,
      throttlingBurstLimit: limit.burst,
    });
    stage.defaultRouteSettings = settings(API_RATE_LIMIT);
    // RouteSettings is plain JSON to CDK (a map by route key), so it takes CloudFormation's names.
    stage.routeSettings = Object.fromEntries(
      resolvedRoutes.flatMap((route) =>
        route.rateLimit
          ? [
              [
                route.routeKey,
                {
                  ThrottlingRateLimit: route.rateLimit.ratePerSecond,
                  ThrottlingBurstLimit: route.rateLimit.burst,
                },
              ],
            ]
          : [],
      ),
    );
    // Route settings name routes by key: those routes must exist before the stage refers to them.
    for (const route of this.limitedRoutes) stage.node.addDependency(route);
  }

  /** The execute-api host name, for CloudFront's origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.stack.region}.${this.httpApi.stack.urlSuffix}`;
  }
}

/**
 * A construct id from the route key, which is unique by construction. Construct ids may not hold
 * '/', so it becomes '|'; case is kept, since the spec serves both `getall` and `GetAll`.
 */
function routeId(route: ResolvedRoute): string {
  return route.routeKey.replace(/\//g, '|');
}
