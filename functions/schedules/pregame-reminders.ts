import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../observability/logger';
import { observed } from '../observability/middleware';
import { PREGAME_WINDOW_MS, sendPregameReminders } from '../notifications/pregame';
import { listAcceptedBetsKickingOff } from '../store/bet-lists';

/** Every 15 minutes: players with an accepted bet on a game kicking off within the hour hear about it, once. */
export const handler = observed<ScheduledEvent, { sent: number }>(async () => {
  const now = new Date();
  const bets = await listAcceptedBetsKickingOff(now, new Date(now.getTime() + PREGAME_WINDOW_MS));
  const sent = await sendPregameReminders(bets, now);
  logger.info('Pre-game reminders sent', { bets: bets.length, sent });
  return { sent };
});
