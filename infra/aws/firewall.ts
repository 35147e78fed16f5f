import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * docs/decisions.md, "Flood limits": with `-c waf=true`, CloudFront refuses an address that sent more
 * than 2,000 API requests in 5 minutes (a browser polling every 5 s sends 60), before they reach
 * API Gateway and its stage-wide throttle.
 */
export const API_REQUESTS_PER_ADDRESS = { limit: 2_000, windowSeconds: 300 };

/** CloudFront takes web ACLs from us-east-1 only, wherever the rest of the app runs. */
export const FIREWALL_REGION = 'us-east-1';

const TOO_MANY_REQUESTS = 'too-many-requests';

/**
 * The optional web ACL in front of CloudFront, in a stack of its own in us-east-1. The app's stack,
 * in its own region, reads the ACL's ARN through CDK's cross-region references (an SSM parameter
 * written here and read there), and deploying it deploys this stack first.
 */
export class FirewallStack extends Stack {
  readonly webAclArn: string;

  constructor(
    scope: Construct,
    id: string,
    props: StackProps & { env: { account?: string; region: string } },
  ) {
    if (props.env.region !== FIREWALL_REGION)
      throw new Error(`A web ACL for CloudFront must be made in ${FIREWALL_REGION}, not ${props.env.region}`);
    super(scope, id, { ...props, crossRegionReferences: true });

    const metric = (name: string) => ({
      metricName: name,
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
    });
    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Pigskin: API requests per address',
      defaultAction: { allow: {} },
      visibilityConfig: metric('PigskinWebAcl'),
      // The app shows a 429's message as it shows the API's own.
      customResponseBodies: {
        [TOO_MANY_REQUESTS]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            message: 'Too many requests from your network. Please wait a few minutes and try again.',
          }),
        },
      },
      rules: [
        {
          name: 'ApiRequestsPerAddress',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: TOO_MANY_REQUESTS,
                responseHeaders: [
                  { name: 'retry-after', value: String(API_REQUESTS_PER_ADDRESS.windowSeconds) },
                ],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: API_REQUESTS_PER_ADDRESS.limit,
              evaluationWindowSec: API_REQUESTS_PER_ADDRESS.windowSeconds,
              aggregateKeyType: 'IP',
              // The web bundle is cached at the edge; the API is what costs.
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: metric('PigskinApiRequestsPerAddress'),
        },
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
