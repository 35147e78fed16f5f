import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../functions/routes';
import { PigskinStack } from '../../infra/aws/pigskin-stack';

let template: Template;

beforeAll(() => {
  // Skips esbuild bundling: these tests check the template's shape, not the bundles.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new PigskinStack(app, 'Test', {
    stage: 'test',
    adminEmails: 'admin@example.com',
    senderEmail: 'pigskin@example.com',
    authDomainPrefix: 'pigskin-test',
  });
  template = Template.fromStack(stack);
});

type Resources = Record<string, { Properties: Record<string, unknown> }>;

describe('the cloud stack', () => {
  it('gives every route-table row an API route that invokes a Lambda of its own', () => {
    const apiRoutes = template.findResources('AWS::ApiGatewayV2::Route') as Resources;
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Resources;
    const functions = template.findResources('AWS::Lambda::Function') as Resources;

    const byRouteKey = new Map(Object.values(apiRoutes).map((route) => [route.Properties.RouteKey, route]));
    expect([...byRouteKey.keys()].sort()).toEqual(routes.map(routeKey).sort());

    const invokedFunctions = routes.map((route) => {
      const target = JSON.stringify(byRouteKey.get(routeKey(route))?.Properties.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(id)) ?? '';
      const uri = JSON.stringify(integrations[integrationId]?.Properties.IntegrationUri);
      const functionId = Object.keys(functions).find((id) => uri.includes(id));
      expect(functionId, `${routeKey(route)} has no Lambda`).toBeDefined();
      return functionId;
    });
    expect(new Set(invokedFunctions).size).toBe(routes.length);
  });

  it('runs every function of ours on the newest Node.js runtime, on arm64', () => {
    // CDK's own helpers (bucket notifications, auto-delete) are not ours: ours carry the app's environment.
    const functions = Object.values(template.findResources('AWS::Lambda::Function') as Resources).filter(
      (fn) => JSON.stringify(fn.Properties.Environment ?? '').includes('TABLE_NAME'),
    );
    expect(functions.length).toBeGreaterThan(routes.length);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    }
  });

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

  it('has a Cognito user pool with a hosted login domain and a code-flow client', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'pigskin-test' });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email']),
      GenerateSecret: false,
    });
  });

  it('keeps CSVs in a private, encrypted, TLS-only bucket whose two import prefixes run the import Lambdas', () => {
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
    const notifications = template.findResources('Custom::S3BucketNotifications') as Resources;
    const configurations = Object.values(notifications).flatMap(
      (resource) =>
        (
          resource.Properties.NotificationConfiguration as {
            LambdaFunctionConfigurations: { Filter: unknown; Events: string[] }[];
          }
        ).LambdaFunctionConfigurations,
    );
    expect(configurations.map((configuration) => JSON.stringify(configuration.Filter)).sort()).toEqual([
      JSON.stringify({ Key: { FilterRules: [{ Name: 'prefix', Value: 'imports/lines/' }] } }),
      JSON.stringify({ Key: { FilterRules: [{ Name: 'prefix', Value: 'imports/schedule/' }] } }),
    ]);
    expect(configurations.every((configuration) => configuration.Events.includes('s3:ObjectCreated:*'))).toBe(
      true,
    );
  });

  it('runs the expired-proposal cleanup every 30 minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(30 minutes)',
      State: 'ENABLED',
    });
  });

  it('lets only the invitation sender send email, from the configured identity', () => {
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies.match(/ses:SendEmail/g)).toHaveLength(1);
    expect(policies).toContain('identity/pigskin@example.com');
  });
});
