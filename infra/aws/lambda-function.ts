import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lambdaBundling, lambdaEntry } from './bundling';

/**
 * A Lambda per handler module: the newest Node.js runtime, arm64, an esbuild bundle with source maps,
 * X-Ray tracing active, and a role that may write to its own log group and traces, and nothing else
 * until Permissions grants more. Its logs and metrics come from Powertools (functions/observability/),
 * at INFO, with the stage as the metrics' dimension; Lambda's active tracing traces each invocation,
 * and the log line counts its AWS calls (docs/decisions.md, Traces without the X-Ray SDK).
 */
export function lambdaFunction(
  scope: Construct,
  id: string,
  handlerModule: string,
  environment: Record<string, string>,
  // API Gateway gives up on an integration after 30 s; functions it does not call may set their own.
  { timeout = Duration.seconds(29), memorySize = 512 }: { timeout?: Duration; memorySize?: number } = {},
): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });
  const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  return new NodejsFunction(scope, id, {
    entry: lambdaEntry(handlerModule),
    handler: 'handler',
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize,
    timeout,
    environment: {
      ...environment,
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_LOG_LEVEL: 'INFO',
    },
    tracing: Tracing.ACTIVE,
    role,
    logGroup,
    bundling: lambdaBundling,
  });
}
