import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../observability/logger';
import { observed } from '../observability/middleware';
import { cancelExpiredProposals } from './expired-proposals';

/** Every 30 minutes (EventBridge in the cloud, a timer on a laptop): cancels proposals whose game has started. */
export const handler = observed<ScheduledEvent, { deletedCount: number }>(async () => {
  const deletedCount = await cancelExpiredProposals();
  logger.info('Expired proposals cancelled', { deletedCount });
  return { deletedCount };
});
