import { sideOf } from '../../domain/bets';
import type { BetRecord } from '../store/bets';
import { claimReminder, releaseReminder } from '../store/reminders';
import { getUsers } from '../store/users';
import { pregameReminder } from './messages';
import { betContext, sendAll } from './notify';

/**
 * Tells each player of these bets that kickoff is near, once per player and bet: the claim is taken
 * before sending and given back if sending fails, so a retry sends it and nothing goes twice.
 */
export async function sendPregameReminders(
  bets: readonly BetRecord[],
  now: Date,
  options: { once: boolean },
): Promise<number> {
  let sent = 0;
  const failures: unknown[] = [];
  for (const bet of bets) {
    const context = await betContext(bet.id);
    if (!context || !bet.acceptorId) continue;
    const players = await getUsers([bet.proposerId, bet.acceptorId]);
    for (const player of players.values()) {
      if (options.once && !(await claimReminder(bet.id, player.id, now))) continue;
      try {
        sent += await sendAll([
          { user: player, message: pregameReminder(context, sideOf(bet, player.id) ?? 'proposer') },
        ]);
      } catch (error) {
        if (options.once) await releaseReminder(bet.id, player.id);
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'Some pre-game reminders failed');
  return sent;
}
