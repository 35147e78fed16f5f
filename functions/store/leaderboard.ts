import type { Outcome } from '../../domain/bets';
import type { LeaderboardTally } from '../../domain/leaderboard';
import type { Regrade } from '../../domain/settlement';
import type { SeasonWeek } from '../../domain/seasons';
import { queryAll, tableName, type TransactItem } from './client';
import { leaderboardRowEntity, resultWeeksEntity, versusEntity, type VersusRecord } from './entities';
import { projectionOf } from './entity';
import {
  allTimeLeaderboardKey,
  seasonLeaderboardKey,
  versusKey,
  versusPrefix,
  weekLeaderboardKey,
  type Key,
  type VersusPeriod,
} from './keys';

/**
 * A user's row on one leaderboard, maintained by settlement: leaderboards are read, not computed
 * (docs/architecture.md, The table).
 */
export type LeaderboardRow = LeaderboardTally;

export type { VersusRecord };

const RESULT_WEEKS = projectionOf(resultWeeksEntity, ['resultWeeks']);

/** What one write adds to a row: bets counted, wins, losses, ties. */
interface Tally {
  ':one': number;
  ':win': number;
  ':loss': number;
  ':tie': number;
}

const counted = (outcome: Outcome): Tally => ({
  ':one': 1,
  ':win': outcome === 'win' ? 1 : 0,
  ':loss': outcome === 'loss' ? 1 : 0,
  ':tie': outcome === 'tie' ? 1 : 0,
});

/** A re-graded bet still counts once: the outcome it had is taken back, the official one counted. */
const recounted = ({ was, now }: Regrade): Tally => {
  const [before, after] = [counted(was), counted(now)];
  return {
    ':one': 0,
    ':win': after[':win'] - before[':win'],
    ':loss': after[':loss'] - before[':loss'],
    ':tie': after[':tie'] - before[':tie'],
  };
};

/**
 * The settled bet's effect on the player's weekly, season and all-time rows: ADD, so concurrent
 * settlements add up. Each row names the period it counts (all-time rows have no season).
 */
export function leaderboardItems(
  player: { id: string; firstName: string },
  game: { season: number; week: number },
  outcome: Outcome,
  netChangeCents: number,
): TransactItem[] {
  return rowItems(player, game, counted(outcome), netChangeCents);
}

/** A re-graded bet's correction of the same rows: `netChangeCents` is what the correction moved. */
export function leaderboardCorrectionItems(
  player: { id: string; firstName: string },
  game: { season: number; week: number },
  regrade: Regrade,
  netChangeCents: number,
): TransactItem[] {
  return rowItems(player, game, recounted(regrade), netChangeCents);
}

function rowItems(
  player: { id: string; firstName: string },
  game: { season: number; week: number },
  tally: Tally,
  netChangeCents: number,
): TransactItem[] {
  const rows: { Key: Key; period: Record<string, number> }[] = [
    {
      Key: weekLeaderboardKey(game.season, game.week, player.id),
      period: { season: game.season, week: game.week },
    },
    { Key: seasonLeaderboardKey(game.season, player.id), period: { season: game.season } },
    { Key: allTimeLeaderboardKey(player.id), period: {} },
  ];
  return rows.map(({ Key, period }) => {
    const names = Object.keys(period);
    // The all-time row also names the weeks with results, where the Weekly tab opens (weeksWithResults).
    const allTime = names.length === 0;
    return {
      Update: {
        TableName: tableName,
        Key,
        UpdateExpression: `SET ${['entity', 'userId', 'firstName', ...names].map((name) => `${name} = :${name}`).join(', ')} ADD totalBets :one, wins :win, losses :loss, ties :tie, netCents :net${allTime ? ', resultWeeks :resultWeek' : ''}`,
        ExpressionAttributeValues: {
          ':entity': 'leaderboardRow',
          ':userId': player.id,
          ':firstName': player.firstName,
          ...Object.fromEntries(names.map((name) => [`:${name}`, period[name]])),
          ':net': netChangeCents,
          ...tally,
          ...(allTime && { ':resultWeek': new Set([resultWeek(game)]) }),
        },
      },
    };
  });
}

/**
 * The settled (or re-graded) bet's effect on the player's head-to-head records against the opponent
 * for the game's week, its season and all time, one per leaderboard tab: ADD, like the rows.
 */
export function versusItems(
  playerId: string,
  opponentId: string,
  game: { season: number; week: number },
  outcome: Outcome | Regrade,
): TransactItem[] {
  const tally = typeof outcome === 'string' ? counted(outcome) : recounted(outcome);
  const periods: VersusPeriod[] = [{ season: game.season, week: game.week }, { season: game.season }, {}];
  return periods.map((period) => ({
    Update: {
      TableName: tableName,
      Key: versusKey(playerId, opponentId, period),
      UpdateExpression: 'SET entity = :entity, opponentId = :opponent ADD wins :win, losses :loss, ties :tie',
      ExpressionAttributeValues: {
        ':entity': 'versus',
        ':opponent': opponentId,
        ':win': tally[':win'],
        ':loss': tally[':loss'],
        ':tie': tally[':tie'],
      },
    },
  }));
}

export function listWeekLeaderboard(season: number, week: number): Promise<LeaderboardRow[]> {
  return queryAll(leaderboardRowEntity, {
    KeyConditionExpression: 'pk = :board',
    ExpressionAttributeValues: { ':board': weekLeaderboardKey(season, week, '').pk },
  });
}

export function listSeasonLeaderboard(season: number): Promise<LeaderboardRow[]> {
  return queryAll(leaderboardRowEntity, {
    KeyConditionExpression: 'pk = :board',
    ExpressionAttributeValues: { ':board': seasonLeaderboardKey(season, '').pk },
  });
}

/** A week with results as the all-time rows' `resultWeeks` name it. */
export const resultWeek = ({ season, week }: SeasonWeek) => `${season}#${week}`;

/**
 * Every week in which a bet was settled, from the all-time rows' `resultWeeks` (one Query of a
 * partition with a row per player).
 */
export async function weeksWithResults(): Promise<SeasonWeek[]> {
  const rows = await queryAll(RESULT_WEEKS, {
    KeyConditionExpression: 'pk = :board',
    ExpressionAttributeValues: { ':board': allTimeLeaderboardKey('').pk },
    ProjectionExpression: RESULT_WEEKS.expression,
  });
  const weeks = new Set(rows.flatMap((row) => [...(row.resultWeeks ?? [])]));
  return [...weeks].flatMap((value) => {
    const match = /^(\d+)#(-?\d+)$/.exec(value);
    return match ? [{ season: Number(match[1]), week: Number(match[2]) }] : [];
  });
}

export function listAllTimeLeaderboard(): Promise<LeaderboardRow[]> {
  return queryAll(leaderboardRowEntity, {
    KeyConditionExpression: 'pk = :board',
    ExpressionAttributeValues: { ':board': allTimeLeaderboardKey('').pk },
  });
}

/** The caller's head-to-head records for one period (a week, a season, or all time). */
export function listVersusRecords(userId: string, period: VersusPeriod = {}): Promise<VersusRecord[]> {
  const prefix = versusPrefix(userId, period);
  return queryAll(versusEntity, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :versus)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':versus': prefix.sk },
  });
}
