import type { Capability } from './routes';

/**
 * The functions that no HTTP route calls: imports run by files landing in the CSV bucket, jobs run on
 * a schedule, the notify function and Cognito's pre-sign-up check. Like the route table, both hosts
 * are built from this: the CDK stack wires S3 notifications and EventBridge rules, the local host
 * wires s3rver's events and timers.
 */
export type ImportKind = 'schedule' | 'lines';

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
];

export interface ScheduledJob {
  name: string;
  everyMinutes: number;
  handler: string;
  uses: readonly Capability[];
}

export const scheduledJobs: readonly ScheduledJob[] = [
  // DESIGN.md: proposals whose game has started are cancelled every 30 minutes.
  {
    name: 'cleanup-expired-bets',
    everyMinutes: 30,
    handler: 'schedules/cleanup-expired-bets',
    uses: ['table:write'],
  },
  // Players with an accepted bet hear about kickoff within the hour, once per bet.
  {
    name: 'pregame-reminders',
    everyMinutes: 15,
    handler: 'schedules/pregame-reminders',
    uses: ['table:write', 'email', 'sms'],
  },
];

/** A function another service calls directly, with the event of that service. */
export interface InvokedFunction {
  name: string;
  handler: string;
  uses: readonly Capability[];
}

/** Invoked asynchronously by the handlers that cause notifications (see notifications/dispatch.ts). */
export const notifyFunction = {
  name: 'notify',
  handler: 'notifications/notify',
  uses: ['table:read', 'email', 'sms'],
} as const satisfies InvokedFunction;

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
