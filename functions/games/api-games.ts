import { sidesOfSpread, type BettingLine, type Game, type GameTally } from '../../domain/games';
import { formatCents } from '../../domain/money';
import type { Team } from '../../domain/teams';
import type { GameTallyRecord } from '../store/entities';
import type { GameRecord } from '../store/games';

/** Games and their lines as the API returns them, the teams joined from what was read: no I/O here. */

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
    ...(game.moneyline ? { moneyline: { away: game.moneyline.away, home: game.moneyline.home } } : {}),
    ...(game.live ? { live: game.live } : {}),
    ...(game.neutralSite ? { neutralSite: true, ...(game.stadium ? { stadium: game.stadium } : {}) } : {}),
  };
}

/** A game's tally as its card shows it; a game nobody has bet on has none stored. */
export function toApiTally(tally: GameTallyRecord | undefined): GameTally {
  const stakes = Object.values(tally?.stakes ?? {});
  return { bets: stakes.length, staked: formatCents(stakes.reduce((sum, cents) => sum + cents, 0)) };
}
