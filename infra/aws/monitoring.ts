import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * Alarms, sent to one topic (and to `alarmEmail` when given). Each fires on the first event in a
 * five-minute period: a friends' app has no background error rate to tolerate.
 *
 * - The API's 5xx responses stand for every route's function: the middleware turns a thrown error
 *   into a 500, so a route's function rarely reports an error of its own.
 * - The functions no route fronts (imports, schedules, notify, the ledger audit) each alarm on their
 *   errors. Not the pre-sign-up check: Cognito's contract makes every refused stranger an error.
 * - Throttles are counted over the account: no function reserves concurrency, so throttling means
 *   the account's shared limit is reached, whichever function hits it.
 * - A batch of the table's stream that the notify function failed on every retry was set aside:
 *   the queue holds a note of it.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;

  constructor(
    scope: Construct,
    id: string,
    props: {
      httpApi: HttpApi;
      functionsOutsideApi: Record<string, IFunction>;
      failedNotifications: IQueue;
      alarmEmail: string;
    },
  ) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Pigskin alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.alarm(
      'ApiServerErrors',
      'The API answered with a server error (5xx)',
      props.httpApi.metricServerError(),
    );
    for (const [name, fn] of Object.entries(props.functionsOutsideApi)) {
      this.alarm(`${name}Errors`, `The ${name} function failed`, fn.metricErrors());
    }
    this.alarm(
      'Throttles',
      'Lambda throttled a function in this account and region',
      LambdaFunction.metricAllThrottles(),
    );
    this.alarm(
      'FailedNotifications',
      'Notifications failed every retry: the queue names the stream records set aside',
      props.failedNotifications.metricApproximateNumberOfMessagesVisible(),
    );
  }

  private alarm(id: string, description: string, metric: IMetric): void {
    new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(this.topic));
  }
}
