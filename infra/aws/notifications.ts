import { Duration, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventSourceMapping, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { notifyFunction } from '../../functions/triggers';
import { lambdaFunction } from './lambda-function';
import type { Permissions } from './permissions';

/**
 * The notify function and the stream that feeds it: every committed change to a bet item, in order
 * per item, in batches. A failed record is reported alone (the batch resumes from it), a failing
 * batch is split in two to isolate it, and after its retries the batch is set aside: the queue
 * keeps a note of which records (shard and sequence numbers) for two weeks, and alarms.
 */
export class Notifications extends Construct {
  readonly notify: NodejsFunction;
  readonly failedBatches: Queue;

  constructor(
    scope: Construct,
    id: string,
    props: { environment: Record<string, string>; permissions: Permissions; table: ITableV2 },
  ) {
    super(scope, id);
    this.failedBatches = new Queue(this, 'Failed', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.failedBatches).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is a dead-letter queue: the notify function's on-failure destination.",
    });
    this.notify = lambdaFunction(this, 'Notify', notifyFunction.handler, props.environment);
    props.permissions.grant(this.notify.role, notifyFunction.uses);

    const stream = notifyFunction.stream;
    if (!props.table.tableStreamArn) throw new Error('The table has no stream');
    new EventSourceMapping(this, 'Stream', {
      target: this.notify,
      eventSourceArn: props.table.tableStreamArn,
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: stream.batchSize,
      reportBatchItemFailures: true,
      bisectBatchOnError: true,
      retryAttempts: stream.retryAttempts,
      maxRecordAge: Duration.hours(stream.maxRecordAgeHours),
      onFailure: new SqsDlq(this.failedBatches),
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.or(...stream.eventNames),
          // An exact match is a one-value list in an event pattern.
          dynamodb: { NewImage: { entity: { S: [stream.entity] } } },
        }),
      ],
    });
  }
}
