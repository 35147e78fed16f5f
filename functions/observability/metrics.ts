import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { wonCents } from '../../domain/stakes';
import type { AwsCalls } from './aws-calls';
import { logger } from './logger';
import {
  METRICS_NAMESPACE,
  SERVICE,
  type BusinessMetric,
  type MetricChannel,
  type NotificationMetric,
} from './names';

// A request that adds no metric is the usual case, not a warning worth a log line per request.
const NOTHING_TO_PUBLISH = /^No application metrics to publish/;

/**
 * Embedded metric format lines on stdout, which CloudWatch turns into metrics: no API call, no
 * latency. Every metric carries the stage (STAGE) and Powertools' service dimension.
 */
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: SERVICE,
  defaultDimensions: { stage: process.env.STAGE ?? 'local' },
  logger: {
    trace: (message: unknown) => logger.trace(String(message)),
    debug: (message: unknown) => logger.debug(String(message)),
    info: (message: unknown) => logger.info(String(message)),
    warn: (message: unknown) => {
      if (!NOTHING_TO_PUBLISH.test(String(message))) logger.warn(String(message));
    },
    error: (message: unknown) => logger.error(String(message)),
  },
});

/** Counts a business event; published with the invocation's other metrics when it ends. */
export function count(metric: Exclude<BusinessMetric, 'PigskinsSettled'>, value = 1): void {
  if (value > 0) metrics.addMetric(metric, MetricUnit.Count, value);
}

/** A settled bet, and the Pigskins it moved from loser to winner (none for a push). */
export function countSettledBet(bet: Parameters<typeof wonCents>[0]): void {
  count('BetsSettled');
  if (bet.winnerId) metrics.addMetric('PigskinsSettled', MetricUnit.NoUnit, wonCents(bet) / 100);
}

/** A message that went out (or failed), by channel: published at once, with its channel dimension. */
export function countNotification(metric: NotificationMetric, channel: MetricChannel): void {
  const single = metrics.singleMetric();
  single.addDimension('channel', channel);
  single.addMetric(metric, MetricUnit.Count, 1);
}

/**
 * An invocation's calls to each AWS service and their time, one metric pair per service (its
 * `awsService` dimension), published at once like a notification's.
 */
export function countAwsCalls(calls: AwsCalls): void {
  for (const [service, { calls: made, ms }] of Object.entries(calls)) {
    const single = metrics.singleMetric();
    single.addDimension('awsService', service);
    single.addMetric('AwsCalls', MetricUnit.Count, made);
    single.addMetric('AwsCallTime', MetricUnit.Milliseconds, Math.round(ms));
  }
}
