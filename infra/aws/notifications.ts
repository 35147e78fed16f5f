import { Duration, Validations } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { notifyFunction } from '../../functions/triggers';
import { lambdaFunction } from './lambda-function';
import type { Permissions } from './permissions';

/**
 * The notify function, invoked asynchronously by the handlers that cause notifications. Lambda
 * retries a failed notification twice; one that still fails is kept in a dead-letter queue for two
 * weeks, never lost silently.
 */
export class Notifications extends Construct {
  readonly notify: NodejsFunction;
  readonly deadLetters: Queue;

  constructor(
    scope: Construct,
    id: string,
    props: { environment: Record<string, string>; permissions: Permissions },
  ) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'Failed', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is a dead-letter queue: the notify function's on-failure destination.",
    });
    this.notify = lambdaFunction(this, 'Notify', notifyFunction.handler, props.environment);
    this.notify.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetters),
    });
    props.permissions.grant(this.notify, notifyFunction.uses);
  }
}
