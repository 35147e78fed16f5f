import { randomUUID } from 'node:crypto';
import { sideOf } from '../../domain/bets';
import { DEFAULT_TIME_ZONE } from '../../domain/users';
import type { BetRecord } from '../store/bets';
import { getUsers } from '../store/users';
import { deliver } from './deliver';
import { betContext } from './once';
import { pregameReminder } from './messages';

/** How long before kickoff the reminder goes (docs/product.md, Notifications). */
export const PREGAME_WINDOW_MS = 60 * 60 * 1000;

/**
 * Tells each player of these accepted bets that kickoff is near, once per player, bet and channel
 * (each push device its own) however often the job runs (docs/decisions.md, Exactly once).
 */
export async function sendPregameReminders(bets: readonly BetRecord[], now: Date): Promise<number> {
  // Each run is its own sender: runs at the same moment never both send one reminder.
  const sender = { owner: randomUUID(), now };
  let sent = 0;
  const failures: unknown[] = [];
  for (const bet of bets) {
    const context = await betContext(bet);
    // The job finds bets by their closing time: a proposition that closes well before its game's
    // kickoff, or on no game, has no kickoff within the hour to remind of (docs/product.md, Propositions).
    const kickoff = context?.game && Date.parse(context.game.gameDate);
    if (!kickoff || kickoff >= now.getTime() + PREGAME_WINDOW_MS || !bet.acceptorId) continue;
    const players = await getUsers([bet.proposerId, bet.acceptorId]);
    try {
      sent += await deliver(
        `${bet.id}#pregame`,
        [...players.values()].map((player) => ({
          user: player,
          message: pregameReminder(
            context,
            sideOf(bet, player.id) ?? 'proposer',
            player.timeZone ?? DEFAULT_TIME_ZONE,
          ),
        })),
        sender,
      );
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'Some pre-game reminders failed');
  return sent;
}
