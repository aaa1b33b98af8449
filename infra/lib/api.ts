import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { resolvedRoutes, type FunctionGroup, type ResolvedRoute } from '@inroom/functions/routes';

export interface ApiProps {
  functions: Record<FunctionGroup, lambda.IFunction>;
  userPool: cognito.UserPool;
  userPoolClient: cognito.IUserPoolClient;
}

/** The HTTP API, built from the route table: one API Gateway route per concrete path. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;

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
      new apigw.HttpRoute(this, routeId(route), {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.concretePath, apigw.HttpMethod[route.method]),
        integration: integrationFor(route.group),
        // Staff routes are public to API Gateway: the handler checks the HMAC link token.
        ...(route.access === 'admin' ? { authorizer: adminAuthorizer } : {}),
      });
    }
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
