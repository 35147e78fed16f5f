import { Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { capabilitiesOf, routeKey, routes, type Route } from '../../functions/routes';
import { lambdaFunction } from './lambda-function';
import type { Permissions } from './permissions';

/**
 * Every signed-in browser polls about once every 5 s, so 25 requests a second is a hundred people
 * online; a burst of 50 lets a dozen of them open a screen at the same moment. Beyond that the API
 * answers 429 instead of running up the bill.
 */
const THROTTLE = { rateLimit: 25, burstLimit: 50 };

const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

const pascalCase = (text: string) =>
  text
    .replace(/(^|[-/{}])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase())
    .replace(/[^A-Za-z0-9]/g, '');

/** "POST /api/bets/{id}/accept" -> "PostBetsIdAccept": unique per row, readable in the console. */
const functionId = (route: Route) =>
  pascalCase(`${route.method.toLowerCase()}/${route.path.replace(/^\/api\//, '')}`);

/**
 * The HTTP API: one route and one Lambda for each row of functions/routes.ts, throttled, with access
 * logs. Functions whose rows declare the same capabilities run as one role; all of them log to one
 * log group (docs/architecture.md, Room in the stack).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Each route's function, by its route key ("GET /api/bets/my"). */
  readonly functions = new Map<string, LambdaFunction>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'Http', { createDefaultStage: false });
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "Each route authenticates in its function: the session middleware verifies the Cognito ID token from an HttpOnly cookie and applies the route table's access. JWT authorizers read headers, and the browser never holds a token in script.",
    });
    this.httpApi.addStage('Stage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH }),
        ),
        format: ACCESS_LOG_FORMAT,
      },
    });
  }

  /** Builds the functions; separate from the constructor because their environment names the site, which fronts the API. */
  addRoutes(environment: Record<string, string>, permissions: Permissions): void {
    // One log group for every route's function: Lambda names each stream after its function
    // (YYYY/MM/DD/<function name>[version]...), and each line carries function_name.
    const logGroup = new LogGroup(this, 'FunctionLogs', { retention: RetentionDays.ONE_MONTH });
    for (const route of routes) {
      const id = functionId(route);
      const fn = lambdaFunction(this, id, route.handler, environment, {
        role: permissions.sharedRole(this, capabilitiesOf(route)),
        logGroup,
      });
      this.functions.set(routeKey(route), fn);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
      });
    }
  }
}
