import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { scheduledJobs } from '../../functions/triggers';
import { lambdaContext } from './api-gateway';
import { loadFunction } from './functions';

/** What EventBridge hands a scheduled function. */
export function scheduledEvent(now = new Date()): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: now.toISOString(),
    region: 'local',
    resources: [],
    detail: {},
  };
}

type JobHandler = (event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

/** The EventBridge schedules of the cloud, as timers that invoke the same handlers. */
export function startScheduledJobs(): () => void {
  const run = (job: (typeof scheduledJobs)[number]) =>
    loadFunction<JobHandler>(job.handler)
      .then((handler) => handler(scheduledEvent(), lambdaContext(job.name)))
      .catch((error: unknown) => console.error(`Scheduled job ${job.name} failed`, error));
  const first = scheduledJobs.filter((job) => job.atStart).map((job) => setTimeout(() => void run(job), 0));
  const interval = (job: (typeof scheduledJobs)[number]) =>
    (Number(job.localSecondsFrom && process.env[job.localSecondsFrom]) || job.everyMinutes * 60) * 1000;
  const timers = scheduledJobs.map((job) => setInterval(() => void run(job), interval(job)));
  return () => [...first, ...timers].forEach((timer) => clearTimeout(timer));
}
