import { isProposition, takesAcceptedScore, takesProposedScore } from '../../domain/bets';
import { PigskinError } from '../../domain/errors';
import type { Verdict } from '../../domain/settlement';
import { logger } from '../observability/logger';
import { listOpenPlayerBets } from './bet-lists';
import { proposeSettlement, type BetRecord } from './bets';
import { acceptSettlement } from './settlement';
import type { UserRecord } from './users';

/**
 * docs/product.md, One score proposal per player and game: a player with several bets on a game sends
 * its final score once, and each opponent accepts it once for all their bets with that player. Each bet
 * still changes in its own transaction, as one bet alone does: a transaction for all of them would
 * outgrow DynamoDB's 100 items a few bets in.
 */

/** The bet the player acted on, and the other bets of theirs on its game the same score went to. */
export interface GameScore {
  bet: BetRecord;
  alsoBets: BetRecord[];
}

/** POST /api/bets/{id}/propose-settlement: the score goes to the player's other accepted bets on the game. */
export async function proposeGameScore(
  user: UserRecord,
  betId: string,
  score: Verdict,
  now = new Date(),
): Promise<GameScore> {
  const bet = await proposeSettlement(user, betId, score, now);
  // docs/product.md, Propositions: an outcome is the proposition's own, and a score never reaches one.
  if (isProposition(bet)) return { bet, alsoBets: [] };
  const alsoBets = await coverOthers(
    user,
    (other) => takesProposedScore(other, bet, user.id),
    (other) => proposeSettlement(user, other.id, score, now, bet),
  );
  return { bet, alsoBets };
}

/**
 * POST /api/bets/{id}/accept-settlement: the score settles every bet of the player's on the game that
 * waits for the same score from the same opponent.
 */
export async function acceptGameScore(user: UserRecord, betId: string, now = new Date()): Promise<GameScore> {
  const bet = await acceptSettlement(user, betId, now);
  if (isProposition(bet)) return { bet, alsoBets: [] };
  const alsoBets = await coverOthers(
    user,
    (other) => takesAcceptedScore(other, bet, user.id),
    (other) => acceptSettlement(user, other.id, now, bet),
  );
  return { bet, alsoBets };
}

/**
 * The player's open bets the rule covers, each changed in turn. A bet that changed since the list was
 * read (its opponent sent a score of their own, the official final came) is refused by its own checks
 * and left as it is; the bet the player acted on has already changed, so nothing here fails the request.
 */
async function coverOthers(
  user: UserRecord,
  covers: (bet: BetRecord) => boolean,
  change: (bet: BetRecord) => Promise<BetRecord>,
): Promise<BetRecord[]> {
  const changed: BetRecord[] = [];
  for (const other of (await listOpenPlayerBets(user.id, { consistent: true })).filter(covers)) {
    try {
      changed.push(await change(other));
    } catch (error) {
      if (!(error instanceof PigskinError)) {
        logger.error("A player's score could not go to another of their bets on the game", {
          betId: other.id,
          error,
        });
      }
    }
  }
  return changed;
}
