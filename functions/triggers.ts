import type { Capability } from './http/api-function';

/**
 * The functions that no HTTP route calls: imports run by files landing in the CSV bucket, jobs run on
 * a schedule, the notify function reading the table's stream, and Cognito's pre-sign-up check. Like the route table, both hosts
 * are built from this: the CDK stack wires S3 notifications, EventBridge rules and the stream's
 * event source, the local host wires s3rver's events, timers and a reader of DynamoDB Local's stream.
 */
export type ImportKind = 'schedule' | 'lines' | 'feed';

export interface ImportTrigger {
  kind: ImportKind;
  /** Objects created under this prefix of the imports bucket run `handler`. */
  prefix: string;
  handler: string;
  uses: readonly Capability[];
}

export const importTriggers: readonly ImportTrigger[] = [
  {
    kind: 'schedule',
    prefix: 'imports/schedule/',
    handler: 'imports/import-schedule',
    uses: ['table:write', 'imports:get'],
  },
  {
    kind: 'lines',
    prefix: 'imports/lines/',
    handler: 'imports/import-lines',
    uses: ['table:write', 'imports:get'],
  },
  // The nflverse schedule file: fetched by the fetch-feed job, or uploaded on the Schedule tab.
  {
    kind: 'feed',
    prefix: 'imports/feed/',
    handler: 'imports/import-feed',
    uses: ['table:write', 'imports:get'],
  },
];

export interface ScheduledJob {
  name: string;
  everyMinutes: number;
  handler: string;
  uses: readonly Capability[];
  /** The local host also runs it once at start (a deployed schedule's first run comes soon anyway). */
  atStart?: boolean;
  /** On a laptop, this environment variable may set another interval, in seconds (tests, demos). */
  localSecondsFrom?: string;
}

export const scheduledJobs: readonly ScheduledJob[] = [
  // docs/product.md, The admin area: proposals whose game has started are cancelled every 30 minutes.
  {
    name: 'cleanup-expired-bets',
    everyMinutes: 30,
    handler: 'schedules/cleanup-expired-bets',
    uses: ['table:write'],
  },
  // docs/product.md, The NFL schedule feed: hourly, and every 10 minutes while games are played.
  {
    name: 'fetch-feed',
    everyMinutes: 10,
    handler: 'schedules/fetch-feed',
    uses: ['table:write', 'imports:put'],
    // `FEED_URL=... npm start` shows the feed's games at once, not ten minutes later.
    atStart: true,
  },
  // docs/product.md, Live scores: every minute; a run with no game in its window is one Query.
  {
    name: 'live-scores',
    everyMinutes: 1,
    handler: 'schedules/live-scores',
    uses: ['table:write'],
    atStart: true,
    localSecondsFrom: 'LIVE_SCORES_EVERY_SECONDS',
  },
  // Players with an accepted bet hear about kickoff within the hour, once per bet.
  {
    name: 'pregame-reminders',
    everyMinutes: 15,
    handler: 'schedules/pregame-reminders',
    uses: ['table:read', 'deliveries:write', 'email', 'sms', 'push:send'],
  },
  // Who asked for the daily digest hears of the open proposals at 09:00 in their zone, once a day.
  {
    name: 'proposal-digest',
    everyMinutes: 15,
    handler: 'schedules/proposal-digest',
    uses: ['table:read', 'deliveries:write', 'email'],
  },
];

/** A function another service calls directly, with the event of that service. */
export interface InvokedFunction {
  name: string;
  handler: string;
  uses: readonly Capability[];
}

/**
 * How a function reads the table's stream, in both hosts: the items its filters name, in order per
 * item (docs/decisions.md, Notifications come from the table's stream). A batch that fails is retried
 * `retryAttempts` times from its first failed record, then set aside (the cloud keeps a note of it in
 * a queue with an alarm) so later records are not held up.
 */
export interface StreamTrigger {
  /** Records matching any of these: their new image has this `entity`, and the event is one of these. */
  filters: readonly { entity: string; eventNames: readonly ('INSERT' | 'MODIFY' | 'REMOVE')[] }[];
  batchSize: number;
  retryAttempts: number;
  /** Records older than this are set aside unhandled, like failed ones. */
  maxRecordAgeHours: number;
}

export const notifyFunction = {
  name: 'notify',
  handler: 'notifications/notify',
  uses: ['table:read', 'deliveries:write', 'table:stream', 'email', 'sms', 'push:send'],
  stream: {
    filters: [
      { entity: 'bet', eventNames: ['INSERT', 'MODIFY'] },
      // docs/product.md, Trash talk: a bet's players hear of comments on it.
      { entity: 'comment', eventNames: ['INSERT'] },
      // docs/product.md, Live scores: a game's kickoff, score changes and final, pushed to its players.
      { entity: 'game', eventNames: ['MODIFY'] },
    ],
    batchSize: 10,
    retryAttempts: 5,
    maxRecordAgeHours: 24,
  },
} as const satisfies InvokedFunction & { stream: StreamTrigger };

/**
 * The group's activity feed, written from the stream (docs/product.md, The group's activity): bets
 * created or changed, members as they join, and games as their live scores change.
 */
export const activityFunction = {
  name: 'record-activity',
  handler: 'activity/record-activity',
  uses: ['table:read', 'table:stream', 'activity:write'],
  stream: {
    filters: [
      { entity: 'bet', eventNames: ['INSERT', 'MODIFY'] },
      { entity: 'user', eventNames: ['INSERT'] },
      // docs/product.md, Live scores: a bet whose line the live total passed just hit.
      { entity: 'game', eventNames: ['MODIFY'] },
    ],
    batchSize: 25,
    retryAttempts: 5,
    maxRecordAgeHours: 24,
  },
} as const satisfies InvokedFunction & { stream: StreamTrigger };

/** Every function the table's stream feeds, each with its own position in it. */
export const streamFunctions = [notifyFunction, activityFunction] as const;

/**
 * The ledger audit, started asynchronously by POST /api/admin/audit (functions/audit/launch.ts): it
 * scans the whole table, so it has a function of its own with Lambda's longest timeout.
 */
export const auditFunction = {
  name: 'audit',
  handler: 'audit/run-audit',
  uses: ['table:scan', 'audit:record'],
  /** Lambda's most: a run still marked running after this did not finish, and another may start. */
  timeoutMinutes: 15,
} as const satisfies InvokedFunction & { timeoutMinutes: number };

/**
 * Cognito's pre-sign-up trigger: only admins, registered users and invited emails get an account.
 * Cloud only: the local identity provider has no sign-up.
 */
export const preSignUpFunction = {
  name: 'pre-sign-up',
  handler: 'auth/pre-sign-up',
  uses: ['table:read'],
} as const satisfies InvokedFunction;

export function importTriggerFor(kind: ImportKind): ImportTrigger {
  const trigger = importTriggers.find((candidate) => candidate.kind === kind);
  if (!trigger) throw new Error(`No import trigger for ${kind}`);
  return trigger;
}
