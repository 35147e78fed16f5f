import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { auditFunction } from '../../functions/triggers';
import { lambdaFunction } from './lambda-function';
import type { Permissions } from './permissions';

/**
 * The ledger audit's own function: POST /api/admin/audit starts it asynchronously and answers at
 * once, so it may take Lambda's longest timeout to read the whole table. Not retried: a run that
 * failed says so on the dashboard, and the admin runs it again.
 */
export class LedgerAudit extends Construct {
  readonly fn: IFunction;

  constructor(
    scope: Construct,
    id: string,
    props: { environment: Record<string, string>; permissions: Permissions; failedRuns: IQueue },
  ) {
    super(scope, id);
    const fn = lambdaFunction(this, 'Audit', auditFunction.handler, props.environment, {
      timeout: Duration.minutes(auditFunction.timeoutMinutes),
      // More memory is more CPU: checking a large table is compute, and finishes sooner.
      memorySize: 1024,
    });
    // A crash (not a run that found problems, which it records) is kept, and alarms.
    fn.configureAsyncInvoke({ retryAttempts: 0, onFailure: new SqsDestination(props.failedRuns) });
    props.permissions.grant(fn.role, auditFunction.uses);
    this.fn = fn;
  }
}
