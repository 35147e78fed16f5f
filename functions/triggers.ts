/**
 * The functions that no HTTP route calls: imports run by files landing in the CSV bucket, and jobs
 * run on a schedule. Like the route table, both hosts are built from this: the CDK stack wires S3
 * notifications and EventBridge rules, the local host wires s3rver's events and timers.
 */
export type ImportKind = 'schedule' | 'lines';

export interface ImportTrigger {
  kind: ImportKind;
  /** Objects created under this prefix of the imports bucket run `handler`. */
  prefix: string;
  handler: string;
}

export const importTriggers: readonly ImportTrigger[] = [
  { kind: 'schedule', prefix: 'imports/schedule/', handler: 'imports/import-schedule' },
  { kind: 'lines', prefix: 'imports/lines/', handler: 'imports/import-lines' },
];

export interface ScheduledJob {
  name: string;
  everyMinutes: number;
  handler: string;
}

export const scheduledJobs: readonly ScheduledJob[] = [
  // DESIGN.md: proposals whose game has started are cancelled every 30 minutes.
  { name: 'cleanup-expired-bets', everyMinutes: 30, handler: 'schedules/cleanup-expired-bets' },
];

export function importTriggerFor(kind: ImportKind): ImportTrigger {
  const trigger = importTriggers.find((candidate) => candidate.kind === kind);
  if (!trigger) throw new Error(`No import trigger for ${kind}`);
  return trigger;
}
