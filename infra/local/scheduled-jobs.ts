import { scheduledJobs } from '../../functions/triggers';
import { lambdaContext } from './api-gateway';
import { loadFunction } from './functions';

type JobHandler = (event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

/** The EventBridge schedules of the cloud, as timers that invoke the same handlers. */
export function startScheduledJobs(): () => void {
  const timers = scheduledJobs.map((job) =>
    setInterval(() => {
      const event = {
        source: 'aws.events',
        'detail-type': 'Scheduled Event',
        time: new Date().toISOString(),
        detail: {},
      };
      loadFunction<JobHandler>(job.handler)
        .then((handler) => handler(event, lambdaContext(job.name)))
        .catch((error: unknown) => console.error(`Scheduled job ${job.name} failed`, error));
    }, job.everyMinutes * 60_000),
  );
  return () => timers.forEach((timer) => clearInterval(timer));
}
