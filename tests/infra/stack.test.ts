import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type Capability, type Route } from '../../functions/routes';
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
interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** The logical id of the Lambda a route's API integration invokes. */
function functionOf(route: Route): string {
  const apiRoutes = template.findResources('AWS::ApiGatewayV2::Route') as Resources;
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Resources;
  const functions = template.findResources('AWS::Lambda::Function') as Resources;
  const apiRoute = Object.values(apiRoutes).find(
    (candidate) => candidate.Properties.RouteKey === routeKey(route),
  );
  const target = JSON.stringify(apiRoute?.Properties.Target);
  const integration = Object.entries(integrations).find(([id]) => target.includes(id))?.[1];
  const uri = JSON.stringify(integration?.Properties.IntegrationUri);
  const functionId = Object.keys(functions).find((id) => uri.includes(id));
  if (!functionId) throw new Error(`${routeKey(route)} has no Lambda`);
  return functionId;
}

/** The statements of the inline policies on a function's role. */
function statementsOf(functionId: string): Statement[] {
  const functions = template.findResources('AWS::Lambda::Function') as Resources;
  const [roleId] = (functions[functionId]?.Properties.Role as { 'Fn::GetAtt': [string, string] })[
    'Fn::GetAtt'
  ];
  return Object.values(template.findResources('AWS::IAM::Policy') as Resources)
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

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

  it("gives each route's function exactly the permissions its row declares, and nothing broader", () => {
    const expected: Record<Capability, string[]> = {
      'table:read': [
        'dynamodb:BatchGetItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:GetItem',
        'dynamodb:Query',
      ],
      'table:write': [
        'dynamodb:BatchGetItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ],
      email: ['ses:SendEmail'],
      sms: ['sns:Publish'],
      notify: ['lambda:InvokeFunction'],
      'imports:put': ['s3:PutObject'],
      'imports:get': ['s3:GetObject'],
    };
    for (const route of routes) {
      const statements = statementsOf(functionOf(route));
      const actions = [...new Set(statements.flatMap((statement) => [statement.Action].flat()))].sort();
      const wanted = [...new Set(route.uses.flatMap((use) => expected[use]))].sort();
      expect(actions, routeKey(route)).toEqual(wanted);
      for (const statement of statements) {
        const resources = JSON.stringify(statement.Resource);
        expect(
          resources === '"*"' && statement.Action !== 'sns:Publish',
          `${routeKey(route)}: Resource * on ${JSON.stringify(statement.Action)}`,
        ).toBe(false);
      }
    }
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toMatch(/"dynamodb:\*"|"s3:\*"/);
  });

  it('lets email go only from the configured sender identity', () => {
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('identity/pigskin@example.com');
    expect(policies).not.toMatch(/identity\/\*/);
  });

  it('hands notifications to a notify function that retries twice, then keeps failures in a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: {
          Destination: Match.objectLike({
            'Fn::GetAtt': Match.arrayWith([Match.stringLikeRegexp('NotificationsFailed')]),
          }),
        },
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      MessageRetentionPeriod: 14 * 24 * 60 * 60,
      SqsManagedSseEnabled: true,
    });
  });

  it('runs the pre-game reminders every 15 minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
    });
  });
});
