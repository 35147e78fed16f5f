import { runInNewContext } from 'node:vm';
import { Duration } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFunctions, capabilitiesOf, routes, type Capability, type Route } from '../../functions/routes';
import {
  activityFunction,
  auditFunction,
  importTriggers,
  notifyFunction,
  preSignUpFunction,
  scheduledJobs,
  streamFunctions,
  type StreamTrigger,
} from '../../functions/triggers';
import { BUSIEST_ROUTES } from '../../infra/aws/monitoring';
import { PigskinStack } from '../../infra/aws/pigskin-stack';
import { testApp } from '../support/cdk-app';

let template: Template;

beforeAll(() => {
  // Skips esbuild bundling: these tests check the template's shape, not the bundles.
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new PigskinStack(app, 'Test', {
    stage: 'test',
    adminEmails: 'admin@example.com',
    senderEmail: 'pigskin@example.com',
    authDomainPrefix: 'pigskin-test',
    alarmEmail: 'ops@example.com',
    feedUrl: 'https://feed.example.com/games.csv',
    feedSeason: '',
    vapidPublicKeyParameter: '/pigskin/test/vapid-public-key',
    vapidPrivateKeyParameter: '/pigskin/test/vapid-private-key',
  });
  // Also fails on a dependency cycle between resources (the site URL runs through many of them).
  template = Template.fromStack(stack);
});

type Resources = Record<string, { Properties: Record<string, unknown> }>;
interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

const resources = (type: string) => template.findResources(type) as Resources;
const only = (type: string) => {
  const [resource, ...others] = Object.values(resources(type));
  if (!resource || others.length > 0) throw new Error(`Expected exactly one ${type}`);
  return resource.Properties;
};

/** The logical id of the one Lambda a piece of the template names (a target, an ARN, a Ref). */
function functionNamedIn(fragment: unknown): string {
  const text = JSON.stringify(fragment);
  const named = Object.keys(resources('AWS::Lambda::Function')).filter((id) => text.includes(`"${id}"`));
  if (named.length !== 1) throw new Error(`Expected one function in ${text}, found ${named.length}`);
  return named[0] ?? '';
}

/** The logical id of the Lambda a route's API integration invokes. */
function functionOf(route: Route): string {
  const apiRoute = Object.values(resources('AWS::ApiGatewayV2::Route')).find(
    (candidate) => candidate.Properties.RouteKey === route.key,
  );
  const target = JSON.stringify(apiRoute?.Properties.Target);
  const integration = Object.entries(resources('AWS::ApiGatewayV2::Integration')).find(([id]) =>
    target.includes(id),
  )?.[1];
  return functionNamedIn(integration?.Properties.IntegrationUri);
}

/** The logical id of a function's role. */
const roleOf = (functionId: string): string =>
  (resources('AWS::Lambda::Function')[functionId]?.Properties.Role as { 'Fn::GetAtt': [string, string] })[
    'Fn::GetAtt'
  ][0];

/** The statements of the inline policies on a function's role. */
function statementsOf(functionId: string): (Statement & { Action: string })[] {
  const roleId = roleOf(functionId);
  // One statement per action: CDK merges statements that share resources and conditions
  // (@aws-cdk/aws-iam:minimizePolicies), which changes their shape, not what they allow.
  return Object.values(resources('AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .flatMap((statement) => [statement.Action].flat().map((action) => ({ ...statement, Action: action })));
}

/** The log group a function writes to. */
const logGroupOf = (functionId: string): string =>
  (resources('AWS::Lambda::Function')[functionId]?.Properties.LoggingConfig as { LogGroup: { Ref: string } })
    .LogGroup.Ref;

/** The event source mapping that feeds a stream function, found by its filters. */
function mappingOf(trigger: StreamTrigger): Record<string, unknown> {
  const patterns = trigger.filters.map((filter) => ({
    Pattern: JSON.stringify({
      eventName: filter.eventNames,
      dynamodb: { NewImage: { entity: { S: [filter.entity] } } },
    }),
  }));
  const found = Object.values(resources('AWS::Lambda::EventSourceMapping')).find(
    (mapping) =>
      JSON.stringify((mapping.Properties.FilterCriteria as { Filters: unknown }).Filters) ===
      JSON.stringify(patterns),
  );
  if (!found) throw new Error(`No event source mapping with the filters of ${JSON.stringify(trigger)}`);
  return found.Properties;
}
const streamFunctionOf = (trigger: StreamTrigger) => functionNamedIn(mappingOf(trigger).FunctionName);

const LOG_WRITING = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const TRACE_WRITING = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
/** Lambda notes a run (or a stream batch) that failed every retry in its queue, as the function. */
const SETTING_ASIDE = ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'];

const CAPABILITY_ACTIONS: Record<Capability, string[]> = {
  'table:read': [
    'dynamodb:BatchGetItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:GetItem',
    'dynamodb:Query',
  ],
  'table:write': [
    'dynamodb:BatchGetItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
  ],
  'deliveries:write': ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
  'activity:write': ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
  'table:stream': [
    'dynamodb:DescribeStream',
    'dynamodb:GetRecords',
    'dynamodb:GetShardIterator',
    'dynamodb:ListStreams',
  ],
  email: ['ses:SendEmail'],
  sms: ['sns:Publish'],
  'push:public-key': ['ssm:GetParameter'],
  'push:send': ['dynamodb:DeleteItem', 'ssm:GetParameter'],
  'imports:put': ['s3:PutObject'],
  'imports:get': ['s3:GetObject'],
  'rate-limit': ['dynamodb:UpdateItem'],
  'table:scan': ['dynamodb:Scan'],
  'audit:record': ['dynamodb:UpdateItem'],
  'audit:invoke': ['lambda:InvokeFunction'],
  'idp:sign-out': ['cognito-idp:AdminUserGlobalSignOut'],
};

// Actions IAM accepts only on "*": SMS to a phone number, and listing a table's streams.
const ANY_RESOURCE_ONLY = ['sns:Publish', 'dynamodb:ListStreams'];

/**
 * A function's role: the log groups of the functions that run as it, its traces, the actions its
 * declaration uses, no wildcard but those.
 */
function expectExactPermissions(
  functionId: string,
  uses: readonly Capability[],
  label: string,
  extraActions: string[] = [],
): void {
  const statements = statementsOf(functionId);
  const roleMates = Object.keys(resources('AWS::Lambda::Function')).filter(
    (id) => roleOf(id) === roleOf(functionId),
  );
  const logWriting = statements.filter((statement) => LOG_WRITING.includes(statement.Action));
  expect(logWriting.map((statement) => statement.Action).sort(), label).toEqual(LOG_WRITING);
  for (const statement of logWriting)
    expect([statement.Resource].flat(), label).toEqual(
      [...new Set(roleMates.map(logGroupOf))].map((logGroup) => ({ 'Fn::GetAtt': [logGroup, 'Arn'] })),
    );
  // X-Ray accepts trace segments on "*" only.
  expect(
    statements
      .filter((statement) => TRACE_WRITING.includes(statement.Action))
      .map(({ Action, Resource, Condition }) => ({ Action, Resource, Condition }))
      .sort((a, b) => a.Action.localeCompare(b.Action)),
    label,
  ).toEqual(
    [...TRACE_WRITING].sort().map((action) => ({ Action: action, Resource: '*', Condition: undefined })),
  );

  const granted = statements.filter(
    (statement) => !LOG_WRITING.includes(statement.Action) && !TRACE_WRITING.includes(statement.Action),
  );
  const actions = [...new Set(granted.map((statement) => statement.Action))].sort();
  const wanted = [...uses.flatMap((use) => CAPABILITY_ACTIONS[use]), ...extraActions];
  expect(actions, label).toEqual([...new Set(wanted)].sort());
  for (const statement of granted) {
    const wildcard =
      JSON.stringify(statement.Resource) === '"*"' && !ANY_RESOURCE_ONLY.includes(statement.Action);
    expect(wildcard, `${label}: Resource * on ${JSON.stringify(statement.Action)}`).toBe(false);
  }
}

describe('the API', () => {
  it('gives every route-table row an API route that invokes the Lambda of its function, one per function', () => {
    const routeKeys = Object.values(resources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(routes.map((route) => route.key).sort());
    for (const spec of apiFunctions) {
      const served = new Set(routes.filter((route) => route.function === spec).map(functionOf));
      expect([...served], spec.name).toHaveLength(1);
    }
    expect(new Set(routes.map(functionOf)).size).toBe(apiFunctions.length);
    // One integration per function, all of its routes through it.
    expect(Object.keys(resources('AWS::ApiGatewayV2::Integration'))).toHaveLength(apiFunctions.length);
  });

  it('runs every function of ours on the newest Node.js runtime, on arm64', () => {
    // CDK's own helpers (bucket notifications, deployments, auto-delete) are not ours: ours carry the app's environment.
    const functions = Object.values(resources('AWS::Lambda::Function')).filter((fn) =>
      JSON.stringify(fn.Properties.Environment ?? '').includes('TABLE_NAME'),
    );
    expect(functions.length).toBeGreaterThan(apiFunctions.length);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    }
  });

  it('traces every function of ours with X-Ray, and tells it its stage and log level', () => {
    const functions = Object.values(resources('AWS::Lambda::Function')).filter((fn) =>
      JSON.stringify(fn.Properties.Environment ?? '').includes('TABLE_NAME'),
    );
    // The API's functions, the imports, the jobs, the stream functions, pre-sign-up and the ledger audit.
    expect(functions).toHaveLength(
      apiFunctions.length + importTriggers.length + scheduledJobs.length + streamFunctions.length + 2,
    );
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: expect.objectContaining({ STAGE: 'test', POWERTOOLS_LOG_LEVEL: 'INFO' }) },
      });
    }
  });

  it("gives each route's function exactly the permissions the function declares, and nothing broader", () => {
    for (const route of routes)
      expectExactPermissions(functionOf(route), capabilitiesOf(route.function), route.key);
    expect(JSON.stringify(resources('AWS::IAM::Policy'))).not.toMatch(/"dynamodb:\*"|"s3:\*"/);
  });

  it('gives each set of permissions one function, and leaves the stack room', () => {
    const sets = apiFunctions.map((spec) => [...capabilitiesOf(spec)].sort().join(' '));
    expect(new Set(sets).size, 'two API functions declare the same permissions').toBe(sets.length);
    expect(new Set(routes.map((route) => roleOf(functionOf(route)))).size).toBe(apiFunctions.length);
    // The API invokes each function under one permission, whatever the number of its routes.
    const invokes = Object.values(resources('AWS::Lambda::Permission')).filter(
      (permission) => permission.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(invokes).toHaveLength(apiFunctions.length);
    // CloudFormation refuses a stack of more than 500; a new route adds two, a new permission set
    // five (docs/architecture.md, One function per permission set).
    expect(Object.keys(template.toJSON().Resources as object).length).toBeLessThanOrEqual(300);
  });

  it('lets a read-only route count its flood limit and write nothing else, and leaves the polled HEAD without it', () => {
    const read = routes.find((route) => route.key === 'GET /api/transactions');
    const polled = routes.find((route) => route.key === 'HEAD /api/bets/my');
    if (!read || !polled) throw new Error('Routes missing');
    const updates = statementsOf(functionOf(read)).filter(
      (statement) => statement.Action === 'dynamodb:UpdateItem',
    );
    expect(updates).toEqual([
      expect.objectContaining({
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] } },
      }),
    ]);
    expect(JSON.stringify(statementsOf(functionOf(polled)))).not.toContain('UpdateItem');
  });

  it('gives the functions no route calls exactly the permissions their triggers declare', () => {
    const notifications = Object.values(resources('Custom::S3BucketNotifications')).flatMap(
      (resource) =>
        (
          resource.Properties.NotificationConfiguration as {
            LambdaFunctionConfigurations: { Filter: unknown; LambdaFunctionArn: unknown }[];
          }
        ).LambdaFunctionConfigurations,
    );
    for (const trigger of importTriggers) {
      const notification = notifications.find((candidate) =>
        JSON.stringify(candidate.Filter).includes(trigger.prefix),
      );
      expectExactPermissions(
        functionNamedIn(notification?.LambdaFunctionArn),
        trigger.uses,
        trigger.prefix,
        SETTING_ASIDE,
      );
    }
    const rules = Object.values(resources('AWS::Events::Rule'));
    for (const job of scheduledJobs) {
      // Jobs may share a rate: each rule's target is the function named after its job.
      const named = job.name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
      const target = rules
        .filter(
          (candidate) =>
            candidate.Properties.ScheduleExpression ===
            Schedule.rate(Duration.minutes(job.everyMinutes)).expressionString,
        )
        .map((candidate) => functionNamedIn(candidate.Properties.Targets))
        .find((fn) => fn.startsWith(`Schedules${named}`));
      expectExactPermissions(target ?? '', job.uses, job.name, SETTING_ASIDE);
    }
    for (const trigger of streamFunctions)
      expectExactPermissions(streamFunctionOf(trigger.stream), trigger.uses, trigger.name, SETTING_ASIDE);
    const preSignUp = functionNamedIn(only('AWS::Cognito::UserPool').LambdaConfig);
    expectExactPermissions(preSignUp, preSignUpFunction.uses, preSignUpFunction.name);
  });

  it('runs the ledger audit in a function of its own, started by its route, with a timeout past the API', () => {
    const startRoute = routes.find((route) => route.key === 'POST /api/admin/audit');
    if (!startRoute) throw new Error('No route starts the audit');
    const invoke = statementsOf(functionOf(startRoute)).find(
      (statement) => statement.Action === 'lambda:InvokeFunction',
    );
    const audit = functionNamedIn(invoke?.Resource);
    expectExactPermissions(audit, auditFunction.uses, auditFunction.name, SETTING_ASIDE);
    expect(resources('AWS::Lambda::Function')[audit]?.Properties).toMatchObject({
      Timeout: auditFunction.timeoutMinutes * 60,
      MemorySize: 1024,
    });
    // It writes only its own result item, and the route learns its name from the environment.
    const record = statementsOf(audit).find((statement) => statement.Action === 'dynamodb:UpdateItem');
    expect(record?.Condition).toEqual({ 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['AUDIT'] } });
    expect(
      JSON.stringify(resources('AWS::Lambda::Function')[functionOf(startRoute)]?.Properties.Environment),
    ).toContain(`"AUDIT_FUNCTION":{"Ref":"${audit}"}`);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: audit },
      MaximumRetryAttempts: 0,
    });
  });

  it("lets email go only from the configured sender's identity: its address or its domain", () => {
    const identities = JSON.stringify(resources('AWS::IAM::Policy')).match(/:identity\/[^"]*/g);
    expect(new Set(identities)).toEqual(new Set([':identity/pigskin@example.com', ':identity/example.com']));
  });

  it('throttles the API for a friends-sized crowd and keeps an access log', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 25, ThrottlingBurstLimit: 50 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });
});

describe('the site', () => {
  const distribution = () =>
    only('AWS::CloudFront::Distribution').DistributionConfig as Record<string, unknown>;
  const behaviourFor = (pathPattern: string) =>
    (distribution().CacheBehaviors as Record<string, unknown>[]).find(
      (behaviour) => behaviour.PathPattern === pathPattern,
    );
  const originOf = (behaviour: Record<string, unknown> | undefined) =>
    (distribution().Origins as Record<string, unknown>[]).find(
      (origin) => origin.Id === behaviour?.TargetOriginId,
    );

  it('serves the web bundle from a private bucket that only the distribution may read', () => {
    const origin = originOf(distribution().DefaultCacheBehavior as Record<string, unknown>);
    const bucketId = (origin?.DomainName as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(resources('AWS::S3::Bucket')[bucketId]?.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const policy = Object.values(resources('AWS::S3::BucketPolicy')).find(
      (candidate) => JSON.stringify(candidate.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
    );
    const reads = (
      policy?.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }
    ).Statement.filter((statement) => statement.Effect === 'Allow' && statement.Action === 's3:GetObject');
    expect(reads).toEqual([
      expect.objectContaining({
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
      }),
    ]);
  });

  it('sends /api/* to the HTTP API uncached, with every method, and all but the Host header', () => {
    const api = behaviourFor('/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = originOf(api);
    expect(JSON.stringify(origin?.DomainName)).toContain('"ApiEndpoint"');
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('makes CloudFront the only way in: it sends a secret from Secrets Manager that every route checks', () => {
    const [secretId, secret] = Object.entries(resources('AWS::SecretsManager::Secret'))[0] ?? [];
    expect(secret?.Properties.GenerateSecretString).toMatchObject({
      ExcludePunctuation: true,
      PasswordLength: 48,
    });
    const fromSecret = JSON.stringify(
      (
        originOf(behaviourFor('/api/*'))?.OriginCustomHeaders as {
          HeaderName: string;
          HeaderValue: unknown;
        }[]
      ).find((header) => header.HeaderName === 'x-pigskin-origin')?.HeaderValue,
    );
    // A dynamic reference CloudFormation resolves at deploy: the template holds no secret.
    expect(fromSecret).toContain('{{resolve:secretsmanager:');
    expect(fromSecret).toContain(`"Ref":"${String(secretId)}"`);
    for (const route of routes) {
      const environment = resources('AWS::Lambda::Function')[functionOf(route)]?.Properties.Environment as {
        Variables: Record<string, unknown>;
      };
      expect(JSON.stringify(environment.Variables.ORIGIN_SECRET), route.key).toBe(fromSecret);
    }
  });

  it("serves the app's shell for extension-less paths, on the default behaviour only", () => {
    const [functionId, fn] =
      Object.entries(resources('AWS::CloudFront::Function')).find(([id]) => id.includes('SpaFallback')) ?? [];
    const rewrite = (uri: string, acceptEncoding?: string) =>
      (
        runInNewContext(`${String(fn?.Properties.FunctionCode)}\nhandler`, {}) as (event: {
          request: { uri: string; headers: Record<string, { value: string }> };
        }) => { uri: string }
      )({
        request: { uri, headers: acceptEncoding ? { 'accept-encoding': { value: acceptEncoding } } : {} },
      }).uri;
    expect(rewrite('/my-bets')).toBe('/index.html');
    expect(rewrite('/admin/games')).toBe('/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/assets/index-BTX1cbXn.js')).toBe('/assets/index-BTX1cbXn.js');
    expect(rewrite('/samples/schedule.csv')).toBe('/samples/schedule.csv');
    // The build's brotli copy of a script or stylesheet, to a browser that takes brotli only.
    expect(rewrite('/assets/index-BTX1cbXn.js', 'gzip, deflate, br, zstd')).toBe(
      '/assets/index-BTX1cbXn.js.br',
    );
    expect(rewrite('/assets/index-t1A44pQN.css', 'br')).toBe('/assets/index-t1A44pQN.css.br');
    expect(rewrite('/assets/index-BTX1cbXn.js', 'gzip, deflate')).toBe('/assets/index-BTX1cbXn.js');
    expect(rewrite('/my-bets', 'gzip, br')).toBe('/index.html');
    expect(rewrite('/samples/schedule.csv', 'gzip, br')).toBe('/samples/schedule.csv');

    expect(JSON.stringify(distribution().DefaultCacheBehavior)).toContain(`"${functionId}"`);
    expect(JSON.stringify(behaviourFor('/api/*'))).not.toContain(`"${functionId}"`);
    expect(distribution()).not.toHaveProperty('CustomErrorResponses');
  });

  it('stores the hashed assets for a year, and their brotli copies encoded as brotli with their own type', () => {
    const deployments = Object.values(resources('Custom::CDKBucketDeployment')).map(
      (deployment) => deployment.Properties,
    );
    const including = (pattern: string) =>
      deployments.find((properties) => JSON.stringify(properties.Include) === JSON.stringify([pattern]));
    const forAYear = 'public, max-age=31536000, immutable';
    expect(including('assets/*.js.br')?.SystemMetadata).toEqual({
      'content-encoding': 'br',
      'content-type': 'text/javascript',
      'cache-control': forAYear,
    });
    expect(including('assets/*.css.br')?.SystemMetadata).toEqual({
      'content-encoding': 'br',
      'content-type': 'text/css',
      'cache-control': forAYear,
    });
    // The plain files: the brotli copies are not uploaded a second time without their encoding.
    const plain = deployments.find((properties) =>
      JSON.stringify(properties.Include).includes('assets/*.js"'),
    );
    expect(plain?.Include).toEqual(['assets/*.js', 'assets/*.css']);
    expect(plain?.SystemMetadata).toEqual({ 'cache-control': forAYear });
  });

  it("tells the API each request's viewer address, over any address the client claims", () => {
    const [functionId, fn] =
      Object.entries(resources('AWS::CloudFront::Function')).find(([id]) => id.includes('ViewerAddress')) ??
      [];
    const forwarded = (
      runInNewContext(`${String(fn?.Properties.FunctionCode)}\nhandler`, {}) as (event: {
        request: { headers: Record<string, { value: string }> };
        viewer: { ip: string };
      }) => { headers: Record<string, { value: string }> }
    )({
      request: { headers: { 'x-pigskin-viewer-address': { value: '10.0.0.1' }, cookie: { value: 'a=b' } } },
      viewer: { ip: '203.0.113.7' },
    }).headers;
    expect(forwarded).toEqual({
      'x-pigskin-viewer-address': { value: '203.0.113.7' },
      cookie: { value: 'a=b' },
    });
    expect(behaviourFor('/api/*')?.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
  });

  it('puts no web ACL in front of CloudFront unless asked to (-c waf=true)', () => {
    expect(distribution()).not.toHaveProperty('WebACLId');
    expect(resources('AWS::WAFv2::WebACL')).toEqual({});
  });

  it('answers with security headers: a CSP for the app itself, HSTS, no framing, nosniff, a referrer policy, a permissions policy', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'.*script-src 'self';"),
            Override: true,
          },
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63_072_000, Override: true }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
        CustomHeadersConfig: {
          Items: [
            {
              Header: 'Permissions-Policy',
              Value: Match.stringLikeRegexp('camera=\\(\\).*microphone=\\(\\).*geolocation=\\(\\)'),
              Override: true,
            },
          ],
        },
      },
    });
    const policy = { Ref: Object.keys(resources('AWS::CloudFront::ResponseHeadersPolicy'))[0] };
    expect((distribution().DefaultCacheBehavior as Record<string, unknown>).ResponseHeadersPolicyId).toEqual(
      policy,
    );
    expect(behaviourFor('/api/*')?.ResponseHeadersPolicyId).toEqual(policy);
  });

  it("makes the distribution's address the app's origin, Cognito's callback and its sign-out page", () => {
    const distributionId = Object.keys(resources('AWS::CloudFront::Distribution'))[0] ?? '';
    const site = (path: string) => ({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, path]],
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: [site('/api/callback')],
      LogoutURLs: [site('/')],
    });
    const appOrigin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] };
    for (const route of routes) {
      expect(resources('AWS::Lambda::Function')[functionOf(route)]?.Properties.Environment).toMatchObject({
        Variables: { APP_ORIGIN: appOrigin },
      });
    }
    template.hasOutput('SiteUrl', { Value: appOrigin });
  });
});

describe('sign-in', () => {
  it('has a Cognito user pool with a hosted login domain and a client for the code flow only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'pigskin-test' });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email']),
      GenerateSecret: false,
    });
    template.hasOutput('HostedLoginUrl', Match.anyValue());
  });

  it('lets people sign up only past the pre-sign-up check', () => {
    const pool = only('AWS::Cognito::UserPool');
    expect(pool.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
    const preSignUp = functionNamedIn(pool.LambdaConfig);
    expect(Object.keys(pool.LambdaConfig as object)).toEqual(['PreSignUp']);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [preSignUp, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
    });
    expect(resources('AWS::Lambda::Function')[preSignUp]?.Properties).toMatchObject({
      Timeout: 5,
      Environment: { Variables: { ADMIN_EMAILS: 'admin@example.com', TABLE_NAME: expect.anything() } },
    });
  });
});

describe('data', () => {
  it('has one on-demand table with point-in-time recovery and the shared key schema', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        Match.objectLike({ IndexName: 'gsi1' }),
        Match.objectLike({ IndexName: 'gsi2' }),
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAtEpoch', Enabled: true },
      Replicas: [
        Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
      ],
    });
  });

  it('keeps CSVs in a private, encrypted, TLS-only bucket whose three import prefixes run the import Lambdas', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    const configurations = Object.values(resources('Custom::S3BucketNotifications')).flatMap(
      (resource) =>
        (
          resource.Properties.NotificationConfiguration as {
            LambdaFunctionConfigurations: { Filter: unknown; Events: string[] }[];
          }
        ).LambdaFunctionConfigurations,
    );
    expect(configurations.map((configuration) => JSON.stringify(configuration.Filter)).sort()).toEqual([
      JSON.stringify({ Key: { FilterRules: [{ Name: 'prefix', Value: 'imports/feed/' }] } }),
      JSON.stringify({ Key: { FilterRules: [{ Name: 'prefix', Value: 'imports/lines/' }] } }),
      JSON.stringify({ Key: { FilterRules: [{ Name: 'prefix', Value: 'imports/schedule/' }] } }),
    ]);
    expect(configurations.every((configuration) => configuration.Events.includes('s3:ObjectCreated:*'))).toBe(
      true,
    );
  });
});

describe('schedules and notifications', () => {
  it('runs the expired-proposal cleanup every 30 minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(30 minutes)',
      State: 'ENABLED',
    });
  });

  it('runs the pre-game reminders every 15 minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
    });
  });

  it('streams every change of the table with the item before and after', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it.each(streamFunctions.map((trigger) => [trigger.name, trigger] as const))(
    "feeds the %s function the stream's items it names, reporting failed records, bisecting, with bounded retries, then setting them aside in a queue",
    (_name, trigger) => {
      const mapping = mappingOf(trigger.stream);
      const table = Object.keys(resources('AWS::DynamoDB::GlobalTable'))[0];
      const queue = Object.keys(resources('AWS::SQS::Queue')).find((id) =>
        id.startsWith('NotificationsFailed'),
      );
      expect(mapping).toEqual({
        EventSourceArn: { 'Fn::GetAtt': [table, 'StreamArn'] },
        FunctionName: { Ref: functionNamedIn(mapping.FunctionName) },
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: trigger.stream.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: 5,
        MaximumRecordAgeInSeconds: 24 * 60 * 60,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } },
        FilterCriteria: mapping.FilterCriteria,
      });
      expect(Object.keys(resources('AWS::Lambda::EventSourceMapping'))).toHaveLength(streamFunctions.length);
      expect(
        resources('AWS::Lambda::Function')[functionNamedIn(mapping.FunctionName)]?.Properties.Handler,
      ).toBe('index.handler');
      template.hasResourceProperties('AWS::SQS::Queue', {
        MessageRetentionPeriod: 14 * 24 * 60 * 60,
        SqsManagedSseEnabled: true,
      });
      // Nothing invokes a stream function directly.
      const consumer = functionNamedIn(mapping.FunctionName);
      expect(
        Object.values(resources('AWS::Lambda::EventInvokeConfig')).map((config) =>
          JSON.stringify(config.Properties.FunctionName),
        ),
      ).not.toContain(JSON.stringify({ Ref: consumer }));
    },
  );

  it('lets only the stream functions read the stream, and write nothing but their own partitions', () => {
    const [notify, activity] = [notifyFunction, activityFunction].map((trigger) =>
      streamFunctionOf(trigger.stream),
    );
    const readers = Object.keys(resources('AWS::Lambda::Function')).filter((fn) =>
      statementsOf(fn).some((statement) => [statement.Action].flat().includes('dynamodb:GetRecords')),
    );
    expect(readers.sort()).toEqual([notify, activity].sort());
    const writesOf = (fn: string) =>
      statementsOf(fn).filter((statement) => [statement.Action].flat().includes('dynamodb:PutItem'));
    expect(writesOf(notify ?? '')).toEqual([
      expect.objectContaining({
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['DELIVERY#*', 'ALERTS#*'] } },
      }),
    ]);
    // Deleting a push device whose subscription is gone, and nothing else of a user's.
    const deletesOf = (fn: string) =>
      statementsOf(fn).filter((statement) => [statement.Action].flat().includes('dynamodb:DeleteItem'));
    expect(deletesOf(notify ?? '')).toEqual([
      expect.objectContaining({
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['DELIVERY#*', 'ALERTS#*'] } },
      }),
      expect.objectContaining({
        Action: 'dynamodb:DeleteItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PUSH#*'] } },
      }),
    ]);
    expect(writesOf(activity ?? '')).toEqual([
      expect.objectContaining({
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ACTIVITY', 'ACTIVITY_STAMP', 'TALLY#*'] },
        },
      }),
    ]);
  });
});

describe('Web Push', () => {
  const parameter = (name: string) => ({
    'Fn::Join': [
      '',
      [
        'arn:',
        { Ref: 'AWS::Partition' },
        ':ssm:',
        { Ref: 'AWS::Region' },
        ':',
        { Ref: 'AWS::AccountId' },
        `:parameter/pigskin/test/vapid-${name}-key`,
      ],
    ],
  });
  const readersOf = (key: unknown) =>
    Object.keys(resources('AWS::Lambda::Function')).filter((fn) =>
      statementsOf(fn).some(
        (statement) =>
          statement.Action === 'ssm:GetParameter' &&
          JSON.stringify([statement.Resource].flat()).includes(JSON.stringify(key)),
      ),
    );

  it('lets the notify function and the reminders job read both VAPID keys, GET /api/user/devices the public one, and nobody else either', () => {
    const notify = streamFunctionOf(notifyFunction.stream);
    const reminders = Object.keys(resources('AWS::Lambda::Function')).find((fn) =>
      fn.startsWith('SchedulesPregameReminders'),
    );
    const devices = routes.find((route) => route.key === 'GET /api/user/devices');
    if (!reminders || !devices) throw new Error('The reminders job or GET /api/user/devices is missing');
    expect(readersOf(parameter('private')).sort()).toEqual([notify, reminders].sort());
    expect(readersOf(parameter('public')).sort()).toEqual([notify, reminders, functionOf(devices)].sort());
    const read = statementsOf(notify).find((statement) => statement.Action === 'ssm:GetParameter');
    expect(new Set([read?.Resource].flat())).toEqual(new Set([parameter('public'), parameter('private')]));
  });

  it('names the parameters, not the keys, in the environment, and signs as the sender', () => {
    const notify = streamFunctionOf(notifyFunction.stream);
    expect(resources('AWS::Lambda::Function')[notify]?.Properties.Environment).toMatchObject({
      Variables: {
        VAPID_PUBLIC_KEY_PARAMETER: '/pigskin/test/vapid-public-key',
        VAPID_PRIVATE_KEY_PARAMETER: '/pigskin/test/vapid-private-key',
        VAPID_SUBJECT: 'mailto:pigskin@example.com',
      },
    });
    expect(JSON.stringify(template.toJSON())).not.toMatch(/VAPID_(PUBLIC|PRIVATE)_KEY"/);
  });
});

describe('alarms', () => {
  const alarms = () => Object.values(resources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
  const watching = (namespace: string, metricName: string) =>
    alarms().filter((alarm) => alarm.Namespace === namespace && alarm.MetricName === metricName);

  it('alarms on server errors of the API, which stand for every route', () => {
    expect(watching('AWS/ApiGateway', '5xx')).toEqual([
      expect.objectContaining({ Dimensions: [{ Name: 'ApiId', Value: { Ref: expect.any(String) } }] }),
    ]);
  });

  it('alarms on errors of each function no route fronts, but the pre-sign-up check', () => {
    const watched = watching('AWS/Lambda', 'Errors').map((alarm) => functionNamedIn(alarm.Dimensions));
    expect(watched).toHaveLength(importTriggers.length + scheduledJobs.length + streamFunctions.length + 1);
    for (const trigger of streamFunctions) expect(watched).toContain(streamFunctionOf(trigger.stream));
    const startAudit = routes.find((route) => route.key === 'POST /api/admin/audit');
    const invoke = statementsOf(startAudit ? functionOf(startAudit) : '').find(
      (statement) => statement.Action === 'lambda:InvokeFunction',
    );
    expect(watched).toContain(functionNamedIn(invoke?.Resource));
    expect(watched).not.toContain(functionNamedIn(only('AWS::Cognito::UserPool').LambdaConfig));
  });

  it("alarms on throttles anywhere in the account's Lambda, and on stream records set aside after their retries", () => {
    expect(watching('AWS/Lambda', 'Throttles')).toEqual([
      expect.not.objectContaining({ Dimensions: expect.anything() }),
    ]);
    const queue = Object.keys(resources('AWS::SQS::Queue')).find((id) =>
      id.startsWith('NotificationsFailed'),
    );
    expect(watching('AWS/SQS', 'ApproximateNumberOfMessagesVisible')).toContainEqual(
      expect.objectContaining({
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      }),
    );
  });

  it('keeps every asynchronous run that failed its retries (imports, scheduled jobs, the audit) in a queue that alarms', () => {
    const queue = Object.keys(resources('AWS::SQS::Queue')).find((id) => id.startsWith('FailedRuns'));
    const arn = { 'Fn::GetAtt': [queue, 'Arn'] };
    const invokeConfigs = Object.values(resources('AWS::Lambda::EventInvokeConfig')).map(
      (resource) => resource.Properties,
    );
    expect(invokeConfigs).toHaveLength(importTriggers.length + scheduledJobs.length + 1);
    for (const config of invokeConfigs)
      expect(config).toMatchObject({ DestinationConfig: { OnFailure: { Destination: arn } } });
    // EventBridge keeps what it could not deliver there too.
    const rules = Object.values(resources('AWS::Events::Rule')).map((resource) => resource.Properties);
    expect(rules).toHaveLength(scheduledJobs.length);
    for (const rule of rules)
      expect(rule.Targets).toEqual([expect.objectContaining({ DeadLetterConfig: { Arn: arn } })]);
    expect(watching('AWS/SQS', 'ApproximateNumberOfMessagesVisible')).toContainEqual(
      expect.objectContaining({
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      }),
    );
  });

  it('alarms when SES or SNS refuses a message, on either channel', () => {
    const notifications = alarms().filter((alarm) =>
      JSON.stringify(alarm.Metrics ?? []).includes('NotificationsFailed'),
    );
    expect(notifications).toHaveLength(1);
    const metrics = (notifications[0]?.Metrics ?? []) as {
      Expression?: string;
      MetricStat?: {
        Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: string }[] };
      };
    }[];
    const watched = metrics.flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric] : []));
    expect(watched.map((metric) => [metric.Namespace, metric.MetricName])).toEqual([
      ['Pigskin', 'NotificationsFailed'],
      ['Pigskin', 'NotificationsFailed'],
    ]);
    expect(
      watched
        .map((metric) => metric.Dimensions)
        .map((dimensions) => dimensions.sort((a, b) => a.Name.localeCompare(b.Name))),
    ).toEqual(
      ['email', 'sms'].map((channel) => [
        { Name: 'channel', Value: channel },
        { Name: 'service', Value: 'pigskin' },
        { Name: 'stage', Value: 'test' },
      ]),
    );
    expect(metrics.find((metric) => metric.Expression)?.Expression).toMatch(
      /FILL\(email, 0\) \+ FILL\(sms, 0\)/,
    );
  });

  it('alarms when the schedule feed fails three fetches in half an hour, not on one', () => {
    expect(watching('Pigskin', 'FeedFailures')).toEqual([
      expect.objectContaining({ Threshold: 3, Period: 1800, Statistic: 'Sum', EvaluationPeriods: 1 }),
    ]);
  });

  it('alarms when the live score source failed every read for ten minutes, not on one', () => {
    expect(watching('Pigskin', 'LiveScoreFailures')).toEqual([
      expect.objectContaining({ Threshold: 10, Period: 600, Statistic: 'Sum', EvaluationPeriods: 1 }),
    ]);
  });

  it("sends every alarm, but the feed's and the live scores', on its first event, to a topic the alarm email subscribes to", () => {
    const topic = Object.keys(resources('AWS::SNS::Topic'))[0];
    const patient = ['FeedFailures', 'LiveScoreFailures'];
    for (const alarm of alarms().filter((each) => !patient.includes(String(each.MetricName)))) {
      expect(alarm).toMatchObject({
        AlarmActions: [{ Ref: topic }],
        Threshold: 1,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: { Ref: topic },
    });
  });
});

describe('the dashboard', () => {
  const body = () => {
    const dashboard = only('AWS::CloudWatch::Dashboard');
    // The body is CloudFormation's join of the widgets' JSON with the resources' names.
    const joined = (dashboard.DashboardBody as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1]
      .map((part) => (typeof part === 'string' ? part : 'REF'))
      .join('');
    return JSON.parse(joined) as {
      widgets: { type: string; properties: { title: string; metrics?: unknown[][]; query?: string } }[];
    };
  };
  const titled = (title: string) => body().widgets.find((widget) => widget.properties.title === title);
  const metricNames = (title: string) =>
    (titled(title)?.properties.metrics ?? []).map((metric) => metric.slice(0, 2).join('/'));

  it('is named for the stage and shows requests, errors, latency, the business and the failures', () => {
    expect(only('AWS::CloudWatch::Dashboard').DashboardName).toBe('Pigskin-test');
    expect(body().widgets.map((widget) => widget.properties.title)).toEqual([
      'API requests',
      'API 4xx and 5xx',
      'API latency p99 (ms)',
      'Busiest routes: time in the function, p99 (ms)',
      'Cold starts',
      'Bets',
      'Pigskins settled',
      'Notifications by channel',
      'Import rows rejected, feed failures, requests rate-limited',
      'Set aside after their retries (dead-letter queues)',
      'Throttles and errors outside the API',
      'Latest refused or failed requests (one line per request)',
    ]);
  });

  it("reads the API's own metrics, the busiest routes' request lines and ours, by stage", () => {
    expect(metricNames('API 4xx and 5xx')).toEqual(['AWS/ApiGateway/4xx', 'AWS/ApiGateway/5xx']);
    const busiest = titled('Busiest routes: time in the function, p99 (ms)')?.properties.query ?? '';
    expect(busiest).toContain('stats pct(durationMs, 99) as p99, count(*) as requests by routeKey');
    for (const key of BUSIEST_ROUTES) expect(busiest).toContain(`"${key}"`);
    expect(metricNames('Bets')).toEqual([
      'Pigskin/BetsProposed',
      'Pigskin/BetsAccepted',
      'Pigskin/BetsSettled',
    ]);
    expect(JSON.stringify(titled('Bets')?.properties.metrics)).toContain('"stage","test"');
    // Email, SMS and push.
    expect(metricNames('Notifications by channel')).toEqual([
      'Pigskin/NotificationsSent',
      'Pigskin/NotificationsFailed',
      'Pigskin/NotificationsSent',
      'Pigskin/NotificationsFailed',
      'Pigskin/NotificationsSent',
      'Pigskin/NotificationsFailed',
    ]);
    expect(JSON.stringify(titled('Cold starts')?.properties.metrics)).toContain(
      'MetricName=\\"ColdStart\\" stage=\\"test\\"',
    );
    expect(metricNames('Set aside after their retries (dead-letter queues)')).toEqual([
      'AWS/SQS/ApproximateNumberOfMessagesVisible',
      'AWS/SQS/ApproximateNumberOfMessagesVisible',
    ]);
  });

  it("queries every route's log for the requests it refused or failed: the one log group they share", () => {
    const query = titled('Latest refused or failed requests (one line per request)')?.properties.query ?? '';
    expect(query.match(/SOURCE '/g)).toHaveLength(1);
    expect(query).toContain('filter status >= 400');
    expect(new Set(routes.map((route) => logGroupOf(functionOf(route)))).size).toBe(1);
  });
});
