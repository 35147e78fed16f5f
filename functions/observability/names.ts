/**
 * The names logs, metrics and traces go by, shared by the functions (which publish) and the stack
 * (whose dashboard and alarms read them). Nothing here loads Powertools.
 */
export const SERVICE = 'pigskin';

/** CloudWatch's namespace for every metric of ours. */
export const METRICS_NAMESPACE = 'Pigskin';

/** What the business metrics count; the cold-start metric (ColdStart) is Powertools' own. */
export type BusinessMetric =
  | 'BetsProposed'
  | 'BetsAccepted'
  | 'BetsSettled'
  | 'PigskinsSettled'
  | 'ImportRowsRejected'
  | 'RequestsRateLimited'
  | 'FeedFailures'
  | 'LiveScoreFailures'
  | 'LiveScoreProblems';

/** By channel (dimension `channel`: email, sms or push). */
export type NotificationMetric = 'NotificationsSent' | 'NotificationsFailed';

export const CHANNELS = ['email', 'sms', 'push'] as const;
export type MetricChannel = (typeof CHANNELS)[number];
