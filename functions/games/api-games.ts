import { sidesOfSpread, type BettingLine, type Game } from '../../domain/games';
import type { Team } from '../../domain/teams';
import type { GameRecord } from '../store/games';
import { teamsById } from '../store/teams';

/** Games and their lines as the API returns them: the teams joined at read time. */

export function toApiLine(game: GameRecord): BettingLine | undefined {
  const { line } = game;
  if (!line) return undefined;
  const sides =
    line.favoriteTeamId !== null && line.spreadLine !== null
      ? sidesOfSpread(game, line.favoriteTeamId, line.spreadLine)
      : undefined;
  return {
    gameId: game.id,
    spreadFavorite: line.favoriteTeamId,
    spreadLine: line.spreadLine,
    homeSpread: sides?.homeSpread ?? null,
    awaySpread: sides?.awaySpread ?? null,
    totalLine: line.totalLine,
  };
}

const unknownTeam = (id: number): Team => ({ id, name: `Team ${id}`, abbreviation: '' });

export function toApiGame(game: GameRecord, teams: ReadonlyMap<number, Team>): Game {
  const line = toApiLine(game);
  return {
    id: game.id,
    gameId: game.gameId,
    week: game.week,
    season: game.season,
    gameDate: game.gameDate,
    status: game.status,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    homeTeam: teams.get(game.homeTeamId) ?? unknownTeam(game.homeTeamId),
    awayTeam: teams.get(game.awayTeamId) ?? unknownTeam(game.awayTeamId),
    homeScore: game.homeScore ?? null,
    awayScore: game.awayScore ?? null,
    lines: line ? [line] : [],
  };
}

export async function apiGames(games: readonly GameRecord[]): Promise<Game[]> {
  const teams = await teamsById();
  return games.map((game) => toApiGame(game, teams));
}
