import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { scheduledJobs } from '../../functions/triggers';
import { lambdaFunction } from './lambda-function';
import type { Permissions } from './permissions';

/**
 * An EventBridge rule and a Lambda for each scheduled job of functions/triggers.ts; what fails every
 * retry lands in the failed-runs queue.
 */
export class Schedules extends Construct {
  readonly functions: Record<string, IFunction> = {};

  constructor(
    scope: Construct,
    id: string,
    props: { environment: Record<string, string>; permissions: Permissions; failedRuns: IQueue },
  ) {
    super(scope, id);
    for (const job of scheduledJobs) {
      const name = job.name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
      const fn = lambdaFunction(this, name, job.handler, props.environment);
      props.permissions.grant(fn.role, job.uses);
      this.functions[name] = fn;
      // A run that fails every retry, or that EventBridge could not deliver, is kept, and alarms.
      fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(props.failedRuns) });
      new Rule(this, `${name}Rule`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2, deadLetterQueue: props.failedRuns })],
      });
    }
  }
}
