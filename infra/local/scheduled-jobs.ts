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
  const timers = scheduledJobs.map((job) =>
    setInterval(() => {
      loadFunction<JobHandler>(job.handler)
        .then((handler) => handler(scheduledEvent(), lambdaContext(job.name)))
        .catch((error: unknown) => console.error(`Scheduled job ${job.name} failed`, error));
    }, job.everyMinutes * 60_000),
  );
  return () => timers.forEach((timer) => clearInterval(timer));
}
