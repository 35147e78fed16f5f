import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../../functions/http/origin-secret';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/viewer-address';
import { CONTENT_SECURITY_POLICY, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY } from '../security-headers';
import { nagArn, nagPseudo } from './nag';

const WEB_DIST = join(import.meta.dirname, '../../web/dist');

// Only the default behaviour runs this, so an unknown /api/ path still answers the API's own 404.
const SPA_FALLBACK = `
function handler(event) {
  var request = event.request;
  // A path without a file extension is one of the React app's routes: serve its shell.
  if (!/\\.[^/]*$/.test(request.uri)) request.uri = '/index.html';
  // Every script and stylesheet has the build's brotli copy beside it (docs/decisions.md,
  // Precompressed assets), stored as brotli-encoded: a browser that takes brotli gets that one.
  var accepted = request.headers['accept-encoding'];
  if (/^\\/assets\\/[^/]+\\.(js|css)$/.test(request.uri) && accepted && /\\bbr\\b/.test(accepted.value)) {
    request.uri += '.br';
  }
  return request;
}`;

/** The build's brotli copies (vite.config.ts), by what they hold. */
const PRECOMPRESSED = [
  { pattern: 'assets/*.js.br', contentType: 'text/javascript' },
  { pattern: 'assets/*.css.br', contentType: 'text/css' },
] as const;

// API Gateway sees this edge, not the browser: the public routes' per-address flood limit reads the
// viewer's address from this header (functions/http/viewer-address.ts), set here over any the client sent.
const VIEWER_ADDRESS = `
function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * The site: the React bundle (web/dist) in a private bucket behind CloudFront, and /api/* sent on
 * to the HTTP API on the same origin, uncached, so the session cookies are first-party. With a web
 * ACL (`-c waf=true`, infra/aws/firewall.ts) CloudFront checks every request against it first.
 */
export class Web extends Construct {
  readonly distribution: Distribution;

  constructor(
    scope: Construct,
    id: string,
    props: { httpApi: HttpApi; originSecret: ISecret; webAclArn?: string },
  ) {
    super(scope, id);
    if (!existsSync(join(WEB_DIST, 'index.html')))
      throw new Error(`${WEB_DIST} has no index.html: run \`npm run build\` first`);

    const bucket = new Bucket(this, 'Bundle', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Only build output lives here: every deploy puts it back.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      // CloudFront has no field of its own for it.
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    this.distribution = new Distribution(this, 'Site', {
      comment: 'Pigskin: the web app, and /api/* to the HTTP API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaFallback', {
              code: FunctionCode.fromInline(SPA_FALLBACK),
              runtime: FunctionRuntime.JS_2_0,
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          // The API resource only, not its routes: their functions name this distribution's domain.
          origin: new HttpOrigin(Fn.parseDomainName(props.httpApi.apiEndpoint), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // The API refuses whatever lacks it: its execute-api address is no way around CloudFront.
            // Resolved by CloudFormation at deploy, never written into the template.
            customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers reach the API; Host must stay the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new CloudFrontFunction(this, 'ViewerAddress', {
                code: FunctionCode.fromInline(VIEWER_ADDRESS),
                runtime: FunctionRuntime.JS_2_0,
              }),
            },
          ],
        },
      },
      webAclId: props.webAclArn,
    });

    // Hashed assets never change and stay for tabs still running an older build; the rest (index.html,
    // samples) is revalidated on every visit, after the assets it names are in place.
    const source = Source.asset(WEB_DIST);
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: RetentionDays.ONE_MONTH });
    const forAYear = [
      CacheControl.setPublic(),
      CacheControl.maxAge(Duration.days(365)),
      CacheControl.immutable(),
    ];
    const assets = [
      new BucketDeployment(this, 'Assets', {
        sources: [source],
        destinationBucket: bucket,
        exclude: ['*'],
        include: ['assets/*.js', 'assets/*.css'],
        prune: false,
        cacheControl: forAYear,
        logGroup,
      }),
      // Stored encoded, so CloudFront hands them on as brotli and does not compress them again.
      ...PRECOMPRESSED.map(
        ({ pattern, contentType }) =>
          new BucketDeployment(this, `Brotli${contentType === 'text/css' ? 'Styles' : 'Scripts'}`, {
            sources: [source],
            destinationBucket: bucket,
            exclude: ['*'],
            include: [pattern],
            prune: false,
            cacheControl: forAYear,
            contentType,
            contentEncoding: 'br',
            logGroup,
          }),
      ),
    ];
    const shell = new BucketDeployment(this, 'Shell', {
      sources: [source],
      destinationBucket: bucket,
      exclude: ['assets/*', '.vite/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      logGroup,
    });
    for (const deployment of assets) shell.node.addDependency(deployment);

    this.acknowledgeFindings(bucket, shell, props.webAclArn !== undefined);
  }

  private acknowledgeFindings(bucket: Bucket, deployment: BucketDeployment, webAcl: boolean): void {
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Friends sign in from wherever they are; Cognito decides who gets in, not their country.',
      },
      ...(webAcl
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'The web ACL is optional (-c waf=true): it costs more each month than the rest of the app at rest; the API is throttled and limits floods per user and per address.',
            },
          ]),
      {
        id: 'AwsSolutions-CFR3',
        reason: "Calls to /api/* are in API Gateway's access log; the static files need no log of their own.",
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot set a minimum TLS version; a custom domain with its own certificate would.',
      },
    );
    Validations.of(bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Only CloudFront reads this bucket, and only the deployment writes to it.',
    });

    // aws-cdk-lib's deployment helper (one function for both deployments) sets its own runtime and permissions.
    const helper = deployment.handlerRole.node.scope;
    if (!helper) return;
    const helperReason =
      "aws-cdk-lib's deployment helper copies the build from the CDK asset bucket into the site's bucket and invalidates the distribution.";
    const stack = Stack.of(this);
    const qualifier =
      stack.synthesizer instanceof DefaultStackSynthesizer ? stack.synthesizer.bootstrapQualifier : undefined;
    const assetBucket = `arn:${nagPseudo(stack.partition, 'AWS::Partition')}:s3:::cdk-${qualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${nagPseudo(stack.account, 'AWS::AccountId')}-${nagPseudo(stack.region, 'AWS::Region')}/*`;
    Validations.of(helper).acknowledge(
      { id: 'AwsSolutions-L1', reason: helperReason },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: helperReason,
      },
      ...[
        'Action::s3:Abort*',
        'Action::s3:DeleteObject*',
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        'Resource::*',
        `Resource::${nagArn(bucket)}/*`,
        `Resource::${assetBucket}`,
      ].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason: helperReason })),
    );
  }

  get siteUrl(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
