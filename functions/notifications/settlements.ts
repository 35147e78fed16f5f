import { sideOf } from '../../domain/bets';
import { liveSwitchesOf } from '../../domain/push';
import type { Sender } from '../store/deliveries';
import { getGame } from '../store/games';
import type { PushDeviceRecord } from '../store/push-devices';
import type { UserRecord } from '../store/users';
import { deliver } from './deliver';
import { pushLiveNews } from './live';
import { settledMessage, type BetContext } from './messages';

/**
 * A bet settled (docs/product.md, Notifications). By its players: the one who proposed the score
 * hears, the other accepted it. By the game's official final (an admin's, the schedule file's, the
 * live source's): both hear, neither settled it, by email and SMS as ever; their devices with the
 * 'Final score' switch on hear of it in the final's one push about the game, which says what the
 * final did to all their bets on it (live.ts). That push is claimed once per device and game, so it
 * goes from whichever record reaches the device first, the game's or one of the bets' it settled
 * (docs/decisions.md, One push at the final whistle); their other devices get the bet's own.
 */
export async function notifyOfSettlement(
  notice: string,
  context: BetContext,
  players: ReadonlyMap<string, UserRecord>,
  sender: Sender,
): Promise<void> {
  const { bet } = context;
  const byPlayers = bet.settledBy === 'players';
  const told = (byPlayers ? [bet.settlementProposerId] : [bet.proposerId, bet.acceptorId]).filter(
    (id): id is string => id !== undefined,
  );
  // Read strongly: the final that settled the bet was on the game before it (store/settlement.ts).
  const game = byPlayers ? undefined : await getGame(bet.gameId, { consistent: true });
  const final = game?.status === 'final' ? game : undefined;
  const deliveries = told.map((id) => ({
    user: players.get(id),
    message: settledMessage(context, sideOf(bet, id) ?? 'proposer'),
    ...(final && { pushTo: (device: PushDeviceRecord) => !liveSwitchesOf(device).final }),
  }));
  await deliver(notice, deliveries, sender);
  if (final) await pushLiveNews(final, 'final', sender, told);
}
