import { isProposition, sideOf, type Side } from '../../domain/bets';
import { liveSwitchesOf } from '../../domain/push';
import { listPlayerBets } from '../store/bet-lists';
import type { Sender } from '../store/deliveries';
import type { BetRecord } from '../store/entities';
import { getGame } from '../store/games';
import type { PushDeviceRecord } from '../store/push-devices';
import type { UserRecord } from '../store/users';
import { deliver, deliverCombined } from './deliver';
import { pushLiveNews } from './live';
import {
  settledBetsMessage,
  settledChangeCents,
  settledMessage,
  type BetContext,
  type BetMessage,
} from './messages';
import { betLinkOf } from './once';
import { noticeOf } from './transitions';

/**
 * A bet settled (docs/product.md, Notifications). By its players: the one who proposed the score
 * hears, the other accepted it; once for every bet that one acceptance settled (settledByPlayers). By
 * the game's official final (an admin's, the schedule file's, the live source's): both hear, neither
 * settled it, by email and SMS as ever; their devices with the 'Final score' switch on hear of it in
 * the final's one push about the game, which says what the final did to all their bets on it
 * (live.ts). That push is claimed once per device and game, so it goes from whichever record reaches
 * the device first, the game's or one of the bets' it settled (docs/decisions.md, One push at the
 * final whistle); their other devices get the bet's own. By the admin's decision on a proposition: both
 * hear, on every channel.
 */
export async function notifyOfSettlement(
  notice: string,
  context: BetContext,
  players: ReadonlyMap<string, UserRecord>,
  sender: Sender,
): Promise<void> {
  const { bet } = context;
  if (bet.settledBy === 'players') {
    const proposer = players.get(bet.settlementProposerId ?? '');
    if (proposer) await notifyOfSettledByPlayers(context, proposer, sender);
    return;
  }
  const told = [bet.proposerId, bet.acceptorId].filter((id): id is string => id !== undefined);
  if (isProposition(bet)) {
    // docs/product.md, Disputes: the admin's decision; a game's final never settles a proposition.
    const deliveries = told.map((id) => ({
      user: players.get(id),
      message: settledMessage(context, sideOf(bet, id) ?? 'proposer'),
    }));
    await deliver(notice, deliveries, sender);
    return;
  }
  // Read strongly: the final that settled the bet was on the game before it (store/settlement.ts).
  const game = await getGame(bet.gameId, { consistent: true });
  const final = game?.status === 'final' ? game : undefined;
  const deliveries = told.map((id) => ({
    user: players.get(id),
    message: settledMessage(context, sideOf(bet, id) ?? 'proposer'),
    ...(final && { pushTo: (device: PushDeviceRecord) => !liveSwitchesOf(device).final }),
  }));
  await deliver(notice, deliveries, sender);
  if (final) await pushLiveNews(final, 'final', sender, told);
}

/** A bet an acceptance settled, from the side of the player whose score it was. */
interface Settled {
  bet: BetRecord;
  side: Side;
  notice: string;
}

/**
 * Accepting a score settles every bet of the accepting player's that waited for it from the same
 * player (docs/product.md, One score proposal per player and game), each in a write and a record of its
 * own: the player who proposed it hears once, of all of them, as the score's proposal reached the other
 * (score-proposals.ts).
 */
async function notifyOfSettledByPlayers(context: BetContext, proposer: UserRecord, sender: Sender) {
  const messageOf = ([first, ...more]: Settled[]): BetMessage => {
    const bet = first?.bet ?? context.bet;
    const each = { ...context, bet, betLink: betLinkOf(bet) };
    if (!first || more.length === 0) return settledMessage(each, first?.side ?? 'proposer');
    const changeCents = [first, ...more].reduce(
      (sum, { bet, side }) => sum + settledChangeCents(bet, side),
      0,
    );
    return settledBetsMessage(each, 1 + more.length, changeCents);
  };
  await deliverCombined(proposer, () => settledTogether(context.bet, proposer.id), messageOf, sender);
}

/**
 * The record's bet, then the player's other bets the same acceptance settled: of the same game and
 * opponent, at the same score and the same moment (store/game-scores.ts settles them all at one), read
 * strongly from the player's partition.
 */
async function settledTogether(bet: BetRecord, userId: string): Promise<Settled[]> {
  const opponentOf = (each: BetRecord) => (each.proposerId === userId ? each.acceptorId : each.proposerId);
  const others = (await listPlayerBets(userId, { consistent: true })).filter(
    (other) =>
      other.id !== bet.id &&
      bet.gameId !== undefined &&
      other.gameId === bet.gameId &&
      other.status === 'settled' &&
      other.settledBy === 'players' &&
      other.settlementProposerId === userId &&
      other.finalScore === bet.finalScore &&
      other.agreedOutcome === bet.agreedOutcome &&
      other.settledAt === bet.settledAt &&
      opponentOf(other) === opponentOf(bet),
  );
  return [bet, ...others].map((each) => ({
    bet: each,
    side: sideOf(each, userId) ?? 'proposer',
    notice: noticeOf(each, 'settled'),
  }));
}
