import { Duration, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventSourceMapping, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { activityFunction, notifyFunction, type StreamTrigger } from '../../functions/triggers';
import { lambdaFunction } from './lambda-function';
import type { Permissions } from './permissions';

/**
 * The functions the table's stream feeds, each from its own position: notify (every committed change
 * to a bet item) and record-activity (bets and new members), in order per item, in batches. A failed record is reported alone (the batch resumes from it), a failing
 * batch is split in two to isolate it, and after its retries the batch is set aside: the queue
 * keeps a note of which records (shard and sequence numbers) for two weeks, and alarms.
 */
export class Notifications extends Construct {
  readonly notify: NodejsFunction;
  /** Writes the group's activity feed from the same stream (docs/product.md, The group's activity). */
  readonly recordActivity: NodejsFunction;
  /** The batches either function set aside; each message names the function and the records. */
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
      reason:
        'This queue is a dead-letter queue: the on-failure destination of the functions the stream feeds.',
    });
    this.notify = lambdaFunction(this, 'Notify', notifyFunction.handler, props.environment);
    props.permissions.grant(this.notify.role, notifyFunction.uses);

    readStream(this, 'Stream', this.notify, notifyFunction.stream, props.table, this.failedBatches);

    this.recordActivity = lambdaFunction(this, 'RecordActivity', activityFunction.handler, props.environment);
    props.permissions.grant(this.recordActivity.role, activityFunction.uses);
    readStream(
      this,
      'ActivityStream',
      this.recordActivity,
      activityFunction.stream,
      props.table,
      this.failedBatches,
    );
  }
}

/**
 * The event source mapping that hands `fn` the records its trigger's filters name: from the oldest
 * the stream keeps, each failed record reported alone, a failing batch split to isolate it, and set
 * aside in `failed` after its retries.
 */
function readStream(
  scope: Construct,
  id: string,
  fn: NodejsFunction,
  trigger: StreamTrigger,
  table: ITableV2,
  failed: Queue,
): void {
  if (!table.tableStreamArn) throw new Error('The table has no stream');
  new EventSourceMapping(scope, id, {
    target: fn,
    eventSourceArn: table.tableStreamArn,
    startingPosition: StartingPosition.TRIM_HORIZON,
    batchSize: trigger.batchSize,
    reportBatchItemFailures: true,
    bisectBatchOnError: true,
    retryAttempts: trigger.retryAttempts,
    maxRecordAge: Duration.hours(trigger.maxRecordAgeHours),
    onFailure: new SqsDlq(failed),
    filters: trigger.filters.map((filter) =>
      FilterCriteria.filter({
        eventName: FilterRule.or(...filter.eventNames),
        // An exact match is a one-value list in an event pattern.
        dynamodb: { NewImage: { entity: { S: [filter.entity] } } },
      }),
    ),
  });
}
