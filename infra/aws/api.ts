import { Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { apiFunctions, capabilitiesOf } from '../../functions/routes';
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

/** "sign-outs" -> "SignOuts": the function's id in the stack, readable in the console. */
const pascalCase = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

/**
 * The HTTP API: one route for each row of functions/routes.ts and one Lambda for each function there
 * (one per permission set), throttled, with access logs. All the functions log to one log group
 * (docs/architecture.md, One function per permission set).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Each route's function, by its route key ("GET /api/bets/my"); one function serves many. */
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
    for (const spec of apiFunctions) {
      const id = pascalCase(spec.name);
      const fn = lambdaFunction(this, id, `api/${spec.name}`, environment, {
        role: permissions.sharedRole(this, capabilitiesOf(spec)),
        logGroup,
      });
      // One integration and one invoke permission for all of the function's routes: API Gateway
      // sends each route only to its own integration, so a permission per route would restate that
      // at four resources a route (docs/decisions.md, One function per permission set).
      const integration = new HttpLambdaIntegration(`${id}Integration`, fn, {
        scopePermissionToRoute: false,
      });
      for (const route of spec.routes) {
        this.functions.set(route.key, fn);
        this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
      }
    }
  }
}
