import type { Side } from '../../domain/bets';
import { pickAtOdds } from '../../domain/stakes';
import type { BetRecord } from '../store/entities';
import { getGame } from '../store/games';
import { teamsById } from '../store/teams';

/**
 * The game as the feed names it ("KC @ BUF"; none for a game-less proposition), and a side's pick (with
 * its odds) in its teams' abbreviations.
 */
export async function describeGame(bet: BetRecord) {
  const [game, teams] = await Promise.all([getGame(bet.gameId), teamsById()]);
  const label = (id: number | undefined) =>
    id === undefined ? '?' : (teams.get(id)?.abbreviation ?? `Team ${id}`);
  const [home, away] = [label(game?.homeTeamId), label(game?.awayTeamId)];
  return {
    matchup: bet.gameId === undefined ? undefined : `${away} @ ${home}`,
    pickFor: (side: Side) => pickAtOdds(bet, side, { home, away }),
  };
}
