import { Names, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import type { DomainSettings } from './stage-file';

/** The oldest TLS a custom domain accepts; CloudFront's current recommended policy. */
export const MINIMUM_TLS = cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021;

/**
 * The distribution's share of a custom domain: its alternate name and the ACM certificate (made in
 * us-east-1, which the stage file checks; CDK refuses another region too). Without a domain the
 * distribution keeps its cloudfront.net name and CloudFront's default certificate.
 */
export function distributionDomainProps(
  scope: Construct,
  domain: DomainSettings | undefined,
): Pick<cloudfront.DistributionProps, 'domainNames' | 'certificate' | 'minimumProtocolVersion'> {
  if (!domain) return {};
  return {
    domainNames: [domain.name],
    certificate: acm.Certificate.fromCertificateArn(scope, 'Certificate', domain.certificateArn),
    minimumProtocolVersion: MINIMUM_TLS,
  };
}

/**
 * A and AAAA alias records for the domain in its Route 53 zone (CloudFront answers on IPv6 by
 * default), when the stage names the zone; otherwise the operator points DNS at the
 * `DistributionDomainName` output (docs/deploy.md, "Custom domain").
 */
export function aliasRecords(
  scope: Construct,
  domain: DomainSettings | undefined,
  distribution: cloudfront.IDistribution,
): void {
  if (!domain?.hostedZoneId || !domain.zoneName) return;
  const zone = route53.HostedZone.fromHostedZoneAttributes(scope, 'Zone', {
    hostedZoneId: domain.hostedZoneId,
    zoneName: domain.zoneName,
  });
  const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(distribution));
  new route53.ARecord(scope, 'AliasIpv4', { zone, recordName: domain.name, target });
  new route53.AaaaRecord(scope, 'AliasIpv6', { zone, recordName: domain.name, target });
}

/** The longest region name (ap-southeast-4 and the like) and its '-'. */
const REGION_SUFFIX_LENGTH = 15;

/**
 * A name for a resource whose names are unique per account rather than per region (CloudFront
 * response headers policies and origin access controls): the construct's unique name (which holds
 * the stack's, so stages differ), `id`, and the region, so the same stage deployed to a second
 * region in the same account does not collide.
 */
export function accountUniqueName(scope: Construct, id: string, maxLength: number): string {
  const prefix = Names.uniqueResourceName(scope, {
    maxLength: maxLength - REGION_SUFFIX_LENGTH - id.length - 1,
    separator: '-',
  });
  return `${prefix}-${id}-${Stack.of(scope).region}`;
}
