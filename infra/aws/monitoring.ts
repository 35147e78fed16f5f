import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  LogQueryWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  CHANNELS,
  METRICS_NAMESPACE,
  SERVICE,
  type BusinessMetric,
  type NotificationMetric,
} from '../../functions/observability/names';

/**
 * The routes whose latency people feel most: every open tab polls HEAD /api/bets/my every 5 s, and
 * the others are what the main screens open with.
 */
export const BUSIEST_ROUTES = [
  'HEAD /api/bets/my',
  'GET /api/bets/my',
  'GET /api/games/{season}/{week}',
  'GET /api/bets/available',
  'GET /api/auth/user',
];

const FIVE_MINUTES = Duration.minutes(5);
/** The channels whose refusals alarm: SES and SNS refusing is ours to fix (below). */
const ALARMED_CHANNELS = CHANNELS.filter((channel) => channel !== 'push');

/**
 * Alarms, sent to one topic (and to `alarmEmail` when given), and the dashboard an operator opens
 * (docs/decisions.md, Logs, metrics and traces). Each alarm fires on the first event in a five-minute
 * period: a friends' app has no background error rate to tolerate.
 *
 * - The API's 5xx responses stand for every route's function: the middleware turns a thrown error
 *   into a 500, so a route's function rarely reports an error of its own.
 * - The functions no route fronts (imports, schedules, notify, the ledger audit) each alarm on their
 *   errors. Not the pre-sign-up check: Cognito's contract makes every refused stranger an error.
 * - Throttles are counted over the account: no function reserves concurrency, so throttling means
 *   the account's shared limit is reached, whichever function hits it.
 * - A batch of the table's stream that the notify function failed on every retry was set aside:
 *   the queue holds a note of it.
 * - An email or a text message that SES or SNS refused (NotificationsFailed, either channel). Not a
 *   push: a push service refusing one browser is that browser's trouble, not ours; the stream retries
 *   it, and what fails every retry is in the queue, which alarms.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;

  constructor(
    scope: Construct,
    id: string,
    props: {
      stage: string;
      httpApi: HttpApi;
      routeFunctions: ReadonlyMap<string, LambdaFunction>;
      functionsOutsideApi: Record<string, IFunction>;
      failedNotifications: IQueue;
      /** The on-failure destination of the imports, the scheduled jobs and the audit. */
      failedRuns: IQueue;
      alarmEmail: string;
    },
  ) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Pigskin alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const ours = (metricName: BusinessMetric | NotificationMetric | 'ColdStart', extra = {}) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: SERVICE, stage: props.stage, ...extra },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });
    const byChannel = (metricName: NotificationMetric) =>
      Object.fromEntries(ALARMED_CHANNELS.map((channel) => [channel, ours(metricName, { channel })]));
    const failedNotifications = new MathExpression({
      expression: ALARMED_CHANNELS.map((channel) => `FILL(${channel}, 0)`).join(' + '),
      usingMetrics: byChannel('NotificationsFailed'),
      label: 'Notifications failed',
      period: FIVE_MINUTES,
    });
    const deadLetters = props.failedNotifications.metricApproximateNumberOfMessagesVisible({
      period: FIVE_MINUTES,
      statistic: 'Maximum',
    });
    const throttles = LambdaFunction.metricAllThrottles({ period: FIVE_MINUTES, statistic: 'Sum' });

    this.alarm(
      'ApiServerErrors',
      'The API answered with a server error (5xx)',
      props.httpApi.metricServerError(),
    );
    for (const [name, fn] of Object.entries(props.functionsOutsideApi)) {
      this.alarm(`${name}Errors`, `The ${name} function failed`, fn.metricErrors());
    }
    this.alarm('Throttles', 'Lambda throttled a function in this account and region', throttles);
    this.alarm(
      'FailedNotifications',
      'Notifications failed every retry: the queue names the stream records set aside',
      deadLetters,
    );
    this.alarm(
      'NotificationsFailed',
      'SES or SNS refused an email or a text message (NotificationsFailed, by channel)',
      failedNotifications,
    );

    this.alarm(
      'FailedRuns',
      'An import, a scheduled job or the audit failed every retry: the queue keeps its event',
      props.failedRuns.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      }),
    );
    // A fetch every 10 minutes while games are played: three failures in half an hour is not a blip.
    this.alarm(
      'FeedFailing',
      'The NFL schedule feed failed 3 fetches in 30 minutes: the last good games, lines and finals stay (FeedFailures)',
      ours('FeedFailures').with({ period: Duration.minutes(30) }),
      3,
    );

    // A read every minute while a game is in its window: ten failed in ten minutes is a source down,
    // not a blip; outside windows nothing runs and nothing is missing (docs/product.md, Live scores).
    this.alarm(
      'LiveScoresFailing',
      'The live score source failed every read for 10 minutes while games were played: scores stand still and finals wait (LiveScoreFailures)',
      ours('LiveScoreFailures').with({ period: Duration.minutes(10) }),
      10,
    );

    // The route functions share one log group (docs/architecture.md, One function per permission set).
    const routeLogGroups = [...new Set([...props.routeFunctions.values()].map((fn) => fn.logGroup))].map(
      (logGroup) => logGroup.logGroupName,
    );
    const api = props.httpApi;
    const widgets: IWidget[][] = [
      [
        graph('API requests', [api.metricCount({ period: FIVE_MINUTES, label: 'Requests' })]),
        graph('API 4xx and 5xx', [
          api.metricClientError({ period: FIVE_MINUTES, label: '4xx' }),
          api.metricServerError({ period: FIVE_MINUTES, label: '5xx' }),
        ]),
        graph('API latency p99 (ms)', [
          api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'Latency' }),
          api.metricIntegrationLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'Integration' }),
        ]),
      ],
      [
        // A function serves many routes, so a route's time comes from its request log line.
        new LogQueryWidget({
          title: 'Busiest routes: time in the function, p99 (ms)',
          logGroupNames: routeLogGroups,
          queryLines: [
            `filter routeKey in ${JSON.stringify(BUSIEST_ROUTES)}`,
            'stats pct(durationMs, 99) as p99, count(*) as requests by routeKey',
          ],
          width: 12,
          height: 6,
        }),
        graph(
          'Cold starts',
          [
            new MathExpression({
              expression: `SEARCH('{${METRICS_NAMESPACE},function_name,service,stage} MetricName="ColdStart" stage="${props.stage}"', 'Sum', 300)`,
              label: '',
              period: FIVE_MINUTES,
            }),
          ],
          12,
        ),
      ],
      [
        graph('Bets', [
          ours('BetsProposed').with({ label: 'Proposed' }),
          ours('BetsAccepted').with({ label: 'Accepted' }),
          ours('BetsSettled').with({ label: 'Settled' }),
        ]),
        graph('Pigskins settled', [ours('PigskinsSettled').with({ label: 'Pigskins' })]),
        graph(
          'Notifications by channel',
          CHANNELS.flatMap((channel) => [
            ours('NotificationsSent', { channel }).with({ label: `${channel} sent` }),
            ours('NotificationsFailed', { channel }).with({ label: `${channel} failed` }),
          ]),
        ),
      ],
      [
        graph('Import rows rejected, feed failures, requests rate-limited', [
          ours('ImportRowsRejected').with({ label: 'Import rows rejected' }),
          ours('FeedFailures').with({ label: 'Feed fetches failed' }),
          ours('LiveScoreFailures').with({ label: 'Live score reads failed' }),
          ours('RequestsRateLimited').with({ label: 'Requests rate-limited (429)' }),
        ]),
        graph('Set aside after their retries (dead-letter queues)', [
          deadLetters.with({ label: 'Notification batches' }),
          props.failedRuns
            .metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' })
            .with({ label: 'Imports, jobs, audits' }),
        ]),
        graph('Throttles and errors outside the API', [
          throttles.with({ label: 'Lambda throttles (account)' }),
          ...Object.entries(props.functionsOutsideApi).map(([name, fn]) =>
            fn.metricErrors({ period: FIVE_MINUTES, label: `${name} errors` }),
          ),
        ]),
      ],
      [
        new LogQueryWidget({
          title: 'Latest refused or failed requests (one line per request)',
          logGroupNames: routeLogGroups,
          queryLines: [
            'fields @timestamp, status, routeKey, path, errorCode, userId, durationMs, requestId',
            'filter status >= 400',
            'sort @timestamp desc',
            'limit 50',
          ],
          width: 24,
          height: 8,
        }),
      ],
    ];
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `Pigskin-${props.stage}`,
      defaultInterval: Duration.hours(24),
      widgets,
    });
  }

  private alarm(id: string, description: string, metric: IMetric, threshold = 1): void {
    new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(this.topic));
  }
}

function graph(title: string, metrics: IMetric[], width = 8): GraphWidget {
  return new GraphWidget({ title, left: metrics, width, height: 6 });
}
