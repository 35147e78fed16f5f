import { takesAcceptedScore } from '../../domain/bets';
import { listOpenPlayerBets } from '../store/bet-lists';
import type { Sender } from '../store/deliveries';
import type { BetRecord } from '../store/entities';
import type { UserRecord } from '../store/users';
import { deliverCombined } from './deliver';
import { scoreProposedMessage, type BetContext, type BetMessage } from './messages';
import { betLinkOf } from './once';
import { noticeOf } from './transitions';

/** A bet waiting for the score, and the notice its score proposal is claimed on. */
interface Waiting {
  bet: BetRecord;
  notice: string;
}

/**
 * A score proposed (or answered with another) on the stream record's bet: its other player hears of
 * it once per channel and device, in one message naming every bet of theirs that waits for the same
 * score from the same player, which accepting it settles too (docs/product.md, One score proposal per
 * player and game). Those bets were written in transactions of their own, so each has its own record:
 * each bet's notice is claimed as its own message would claim it, and the message tells of the bets
 * this record claimed, so a bet is told once, in whichever message reached it first (docs/decisions.md,
 * One message per score proposal).
 */
export async function notifyOfScoreProposal(
  context: BetContext,
  proposerName: string,
  opponent: UserRecord | undefined,
  sender: Sender,
): Promise<void> {
  if (!opponent) return;
  const messageOf = ([first, ...more]: Waiting[]): BetMessage => {
    const bet = first?.bet ?? context.bet;
    return scoreProposedMessage({ ...context, bet, betLink: betLinkOf(bet) }, proposerName, 1 + more.length);
  };
  await deliverCombined(opponent, () => waitingWith(context.bet, opponent), messageOf, sender);
}

/**
 * The record's bet, then the opponent's other bets waiting for its score from its proposer, read
 * strongly from the opponent's partition as accepting the score reads them (store/game-scores.ts).
 * A bet's version is that of the write that proposed the score on it: no other write leaves a bet
 * waiting for the same score from the same player.
 */
async function waitingWith(bet: BetRecord, opponent: UserRecord): Promise<Waiting[]> {
  const others = (await listOpenPlayerBets(opponent.id, { consistent: true })).filter((other) =>
    takesAcceptedScore(other, bet, opponent.id),
  );
  return [bet, ...others].map((each) => ({ bet: each, notice: noticeOf(each, 'score_proposed') }));
}
