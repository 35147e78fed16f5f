import { join } from 'node:path';
import { CfnOutput, Duration } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routes, type Route } from '../../functions/routes';
import type { Permissions } from './permissions';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../functions');

/** A Lambda per handler module: the newest Node.js runtime, arm64, an esbuild bundle with source maps. */
export function lambdaFunction(
  scope: Construct,
  id: string,
  handlerModule: string,
  environment: Record<string, string>,
) {
  return new NodejsFunction(scope, id, {
    entry: join(FUNCTIONS_DIR, `${handlerModule}.ts`),
    handler: 'handler',
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(29),
    environment: { ...environment, NODE_OPTIONS: '--enable-source-maps' },
    logGroup: new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH }),
    bundling: {
      format: OutputFormat.ESM,
      minify: true,
      sourceMap: true,
      target: 'node24',
      // Bundle the SDK v3 clients a function uses instead of the runtime's copy: pinned versions, smaller cold starts.
      externalModules: [],
      mainFields: ['module', 'main'],
      // Some dependencies are CommonJS and call require(); ESM bundles need it provided.
      banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
}

const pascalCase = (text: string) =>
  text
    .replace(/(^|[-/{}])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase())
    .replace(/[^A-Za-z0-9]/g, '');

/** "POST /api/bets/{id}/accept" -> "PostBetsIdAccept": unique per row, readable in the console. */
const functionId = (route: Route) =>
  pascalCase(`${route.method.toLowerCase()}/${route.path.replace(/^\/api\//, '')}`);

/** The HTTP API: one route and one Lambda for each row of functions/routes.ts. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<Route, NodejsFunction>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'Http', { createDefaultStage: true });
    new CfnOutput(this, 'Endpoint', { value: this.httpApi.apiEndpoint });
  }

  /** Builds the functions; separate from the constructor because their environment names the API's own URL. */
  addRoutes(environment: Record<string, string>, permissions: Permissions): void {
    for (const route of routes) {
      const id = functionId(route);
      const fn = lambdaFunction(this, id, route.handler, environment);
      permissions.grant(fn, route.uses);
      this.functions.set(route, fn);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
      });
    }
  }
}
