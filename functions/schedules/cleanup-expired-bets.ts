import { cancelExpiredProposals } from '../store/bets';

/** Every 30 minutes (EventBridge in the cloud, a timer on a laptop): cancels proposals whose game has started. */
export async function handler(): Promise<{ deletedCount: number }> {
  const deletedCount = await cancelExpiredProposals();
  console.info('Expired proposals cancelled', { deletedCount });
  return { deletedCount };
}
