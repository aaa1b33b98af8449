import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '@inroom/shared';
import { privateBucketProps } from './data';
import { accountUniqueName, aliasRecords, distributionDomainProps } from './domain';
import { guestReadBehaviors } from './edge-cache';
import { spaScriptHashes } from './inline-scripts';
import {
  API_CONTENT_SECURITY_POLICY,
  appContentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  IMAGE_CONTENT_SECURITY_POLICY,
  OPENER_POLICY,
  PERMISSIONS_POLICY,
} from './security-headers';
import type { DomainSettings } from './stage-file';

export interface WebProps {
  /** The built SPA (web/dist): index.html and Vite's hashed files under assets/. */
  spaDir: string;
  /** The web's /config.json; may hold deploy-time tokens (pool id, region). */
  runtimeConfig: RuntimeConfig;
  /** The execute-api host name of the HTTP API. */
  apiDomainName: string;
  imagesBucket: s3.IBucket;
  production: boolean;
  /** Origins the SPA calls besides its own (Cognito, the images bucket), for its CSP. */
  connectSources: readonly string[];
  /** A WAF web ACL for the distribution (per-client rate limits), if the operator made one. */
  webAclArn?: string;
  /** The site's own host name and certificate, and its Route 53 zone if records are wanted. */
  domain?: DomainSettings;
}

/**
 * CloudFront's response headers policy from the one definition in security-headers.ts; every
 * header overrides whatever the origin sent. `customHeaders` adds what the policy has no field for.
 */
function securityHeadersPolicy(
  scope: Construct,
  id: string,
  contentSecurityPolicy: string,
  customHeaders: cloudfront.ResponseCustomHeader[] = [],
): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    // CDK's default name leaves the region out, and these names are unique per account.
    responseHeadersPolicyName: accountUniqueName(scope, id, 128),
    comment: `Inroom security headers (${id})`,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER,
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: false,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
        { header: 'Cross-Origin-Opener-Policy', value: OPENER_POLICY, override: true },
        ...customHeaders,
      ],
    },
  });
}

/** The server errors CloudFront must not hold (see the distribution's errorResponses). */
export const SERVER_ERRORS = [500, 502, 503, 504] as const;

/**
 * Client-side routes (`/order/...`, `/backoffice/...`) have no file in the bucket: any path whose
 * last segment has no extension gets index.html. This runs on the default behaviour only, so
 * /api/* keeps its own 403/404 answers; a distribution-wide error page would turn an API 404 into
 * an HTML page with status 200.
 */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The SPA bucket, the CloudFront distribution in front of SPA, API and images, and the upload. */
export class Web extends Construct {
  readonly spaBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    if (!existsSync(join(props.spaDir, 'index.html'))) {
      throw new Error(
        `The web app is not built: ${join(props.spaDir, 'index.html')} is missing. Run \`npm run build\` first.`,
      );
    }

    this.spaBucket = new s3.Bucket(this, 'SpaBucket', privateBucketProps(props.production));

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Inroom: client-side routes get index.html',
    });

    // Images are uploaded under new keys, never overwritten, so edges and browsers may keep them.
    const imagesCache = new cloudfront.CachePolicy(this, 'ImagesCache', {
      comment: 'Inroom images: long-lived, no cookies or query strings',
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      minTtl: Duration.days(1),
      enableAcceptEncodingGzip: false,
      enableAcceptEncodingBrotli: false,
    });
    // Browsers cache images for a year unless the object says otherwise.
    const imagesHeaders = securityHeadersPolicy(
      this,
      'ImagesHeaders',
      IMAGE_CONTENT_SECURITY_POLICY,
      [{ header: 'Cache-Control', value: 'public, max-age=31536000, immutable', override: false }],
    );
    const appHeaders = securityHeadersPolicy(
      this,
      'AppHeaders',
      appContentSecurityPolicy({
        connectSources: props.connectSources,
        scriptHashes: spaScriptHashes(props.spaDir),
      }),
    );
    const apiHeaders = securityHeadersPolicy(this, 'ApiHeaders', API_CONTENT_SECURITY_POLICY);

    const https = cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS;
    const apiOrigin = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Inroom: SPA, /api/* and /images/*',
      ...distributionDomainProps(this, props.domain),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Edges in Europe and North America only: the cheapest class, and where the hotels are.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // CloudFront holds a 5xx for 10 s by default, whatever its Cache-Control (its documentation
      // makes no exception for CachingDisabled): one user's 500 would be every user's for that
      // path at that edge, and the board's next poll or a Try again would get it back unasked.
      // Held for no time, each request asks the API again; a guest view the edge holds is served
      // stale meanwhile (`stale-if-error`, functions/src/http/cache.ts). No error page: nothing
      // is rewritten.
      errorResponses: SERVER_ERRORS.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.spaBucket, {
          originAccessControl: this.originAccessControl('SpaAccess'),
        }),
        viewerProtocolPolicy: https,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: appHeaders,
        compress: true,
        functionAssociations: [
          { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        // First: CloudFront takes the first pattern that matches, and these are under /api/.
        ...guestReadBehaviors(this, { origin: apiOrigin, responseHeadersPolicy: apiHeaders }),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: https,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // Caching disabled also leaves CloudFront's compression off (a policy with TTLs of 0
          // cannot enable Gzip or Brotli), so the API compresses these answers itself
          // (functions/src/http/compression.ts), for the Accept-Encoding passed on below.
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Cookies (the guest id), query strings and headers reach the API; Host must not, or
          // API Gateway cannot tell which API is meant.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          compress: true,
        },
        '/images/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(props.imagesBucket, {
            originAccessControl: this.originAccessControl('ImagesAccess'),
          }),
          viewerProtocolPolicy: https,
          cachePolicy: imagesCache,
          responseHeadersPolicy: imagesHeaders,
        },
      },
    });

    aliasRecords(this, props.domain, this.distribution);
    this.deploy(props);
  }

  /** CloudFront's signed access to one bucket, named per region (accountUniqueName). */
  private originAccessControl(id: string): cloudfront.S3OriginAccessControl {
    return new cloudfront.S3OriginAccessControl(this, id, {
      originAccessControlName: accountUniqueName(this, id, 64),
      description: `Inroom: CloudFront reads the bucket (${id})`,
    });
  }

  /**
   * Two uploads with different cache lifetimes: Vite's content-hashed files under assets/ are
   * immutable, while index.html and config.json must be fetched fresh after every deploy. Neither
   * prunes, so a tab opened before a deploy can still lazy-load the chunks it was built with.
   */
  private deploy(props: WebProps): void {
    // The deployment handler's logs, with a retention instead of CloudWatch's keep-forever default.
    const logGroup = new logs.LogGroup(this, 'DeployLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const assetsDir = join(props.spaDir, 'assets');
    const hashed = existsSync(assetsDir)
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
          destinationBucket: this.spaBucket,
          destinationKeyPrefix: 'assets/',
          sources: [s3deploy.Source.asset(assetsDir)],
          cacheControl: [
            s3deploy.CacheControl.setPublic(),
            s3deploy.CacheControl.maxAge(Duration.days(365)),
            s3deploy.CacheControl.immutable(),
          ],
          prune: false,
          logGroup,
        })
      : undefined;

    const entry = new s3deploy.BucketDeployment(this, 'DeploySite', {
      destinationBucket: this.spaBucket,
      sources: [
        s3deploy.Source.asset(props.spaDir, { exclude: ['assets', 'assets/**'] }),
        s3deploy.Source.jsonData('config.json', props.runtimeConfig),
      ],
      cacheControl: [s3deploy.CacheControl.noCache()],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    // index.html must never point at chunks that are not uploaded yet.
    if (hashed) entry.node.addDependency(hashed);
  }
}
