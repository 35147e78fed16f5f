import type { AdminBet, Bet, ScoreAnswer } from '../../domain/bets';
import { type BetRecord } from '../store/bets';
import { listGameBets } from '../store/bet-lists';
import type { GameScore } from '../store/game-scores';
import { getGames } from '../store/games';
import { teamsById } from '../store/teams';
import { getUsers } from '../store/users';
import { latestAgreedScore, toAdminBets, toApiBets, waitsForScore, withSettledElsewhere } from './api-bets';

/**
 * What the bets' answers need read, then shaped (bets/api-bets.ts): the handlers' one way to answer
 * with bets.
 */

/**
 * A score proposed or accepted: the bet acted on, and the ids of the player's other bets on its game
 * the score went to (docs/product.md, One score proposal per player and game).
 */
export async function scoreAnswer({ bet, alsoBets }: GameScore): Promise<ScoreAnswer> {
  const [answer] = await apiBets([bet]);
  if (!answer) throw new Error('The bet was shaped into no answer');
  return { ...answer, alsoBets: alsoBets.map((other) => other.id) };
}

/** Bets as the API returns them: the games and teams read in one BatchGet (teams cached). */
export async function apiBets(bets: readonly BetRecord[]): Promise<Bet[]> {
  const [games, teams] = await Promise.all([getGames(bets.map((bet) => bet.gameId)), teamsById()]);
  return toApiBets(bets, { games, teams });
}

/**
 * docs/product.md, One final score per game: each bet still to settle on a started game with no
 * official final learns the score two players last settled that game at (one Query per such game: a
 * player has a few at most).
 */
export async function withScoresSettledElsewhere(bets: readonly Bet[], now: Date): Promise<Bet[]> {
  const gameIds = [...new Set(bets.filter((bet) => waitsForScore(bet, now)).map((bet) => bet.gameId))];
  const agreed = new Map(
    await Promise.all(
      gameIds.map(async (gameId) => [gameId, latestAgreedScore(await listGameBets(gameId))] as const),
    ),
  );
  return withSettledElsewhere(bets, agreed, now);
}

/** Bets as the admin screens list them, with both players' emails. */
export async function adminApiBets(records: readonly BetRecord[]): Promise<AdminBet[]> {
  const [bets, users] = await Promise.all([
    apiBets(records),
    getUsers(records.flatMap((bet) => [bet.proposerId, ...(bet.acceptorId ? [bet.acceptorId] : [])])),
  ]);
  return toAdminBets(bets, users);
}
