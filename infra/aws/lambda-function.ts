import { Duration } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lambdaBundling, lambdaEntry } from './bundling';

/**
 * A role Lambda assumes: it may write to the log groups of the functions that run as it, in one
 * statement however many they are, and nothing else until Permissions grants more. The routes
 * share one per distinct set of capabilities (docs/architecture.md, One function per permission set).
 */
export class LambdaRole extends Role {
  private readonly logWriting = new PolicyStatement({
    actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
  });
  private readonly logGroups = new Set<ILogGroup>();

  constructor(scope: Construct, id: string) {
    super(scope, id, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.addToPrincipalPolicy(this.logWriting);
  }

  writesLogsTo(logGroup: ILogGroup): void {
    if (this.logGroups.has(logGroup)) return;
    this.logGroups.add(logGroup);
    this.logWriting.addResources(logGroup.logGroupArn);
  }
}

/**
 * A Lambda per handler module: the newest Node.js runtime, arm64, an esbuild bundle with its source map
 * beside it (read when an error is logged: functions/observability/original-stack.ts),
 * X-Ray tracing active, and a log group and a role of its own unless it is given ones to share
 * (docs/architecture.md, One function per permission set).
 * Its logs and metrics come from Powertools (functions/observability/), at INFO, with the stage as
 * the metrics' dimension; Lambda's active tracing traces each invocation, and the log line counts
 * its AWS calls (docs/decisions.md, Traces without the X-Ray SDK).
 */
export function lambdaFunction(
  scope: Construct,
  id: string,
  handlerModule: string,
  environment: Record<string, string>,
  {
    // API Gateway gives up on an integration after 30 s; functions it does not call may set their own.
    timeout = Duration.seconds(29),
    memorySize = 512,
    role = new LambdaRole(scope, `${id}Role`),
    logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH }),
  }: { timeout?: Duration; memorySize?: number; role?: LambdaRole; logGroup?: ILogGroup } = {},
): NodejsFunction {
  role.writesLogsTo(logGroup);
  return new NodejsFunction(scope, id, {
    entry: lambdaEntry(handlerModule),
    handler: 'handler',
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize,
    timeout,
    environment: {
      ...environment,
      POWERTOOLS_LOG_LEVEL: 'INFO',
    },
    tracing: Tracing.ACTIVE,
    role,
    logGroup,
    bundling: lambdaBundling,
  });
}
