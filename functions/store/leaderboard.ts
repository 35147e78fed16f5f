import type { Outcome } from '../../domain/bets';
import type { LeaderboardTally } from '../../domain/leaderboard';
import { queryAll, tableName, type TransactItem } from './client';
import { leaderboardRowEntity, versusEntity, type VersusRecord } from './entities';
import {
  allTimeLeaderboardKey,
  seasonLeaderboardKey,
  versusKey,
  versusPrefix,
  weekLeaderboardKey,
  type Key,
} from './keys';

/**
 * A user's row on one leaderboard, maintained by settlement: leaderboards are read, not computed
 * (docs/architecture.md, The table).
 */
export type LeaderboardRow = LeaderboardTally;

export type { VersusRecord };

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

/** The outcome a settled bet had for one player, and the one the official final gives it. */
export interface Regrade {
  was: Outcome;
  now: Outcome;
}

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
    return {
      Update: {
        TableName: tableName,
        Key,
        UpdateExpression: `SET ${['entity', 'userId', 'firstName', ...names].map((name) => `${name} = :${name}`).join(', ')} ADD totalBets :one, wins :win, losses :loss, ties :tie, netCents :net`,
        ExpressionAttributeValues: {
          ':entity': 'leaderboardRow',
          ':userId': player.id,
          ':firstName': player.firstName,
          ...Object.fromEntries(names.map((name) => [`:${name}`, period[name]])),
          ':net': netChangeCents,
          ...tally,
        },
      },
    };
  });
}

export function versusItem(playerId: string, opponentId: string, outcome: Outcome | Regrade): TransactItem {
  const tally = typeof outcome === 'string' ? counted(outcome) : recounted(outcome);
  return {
    Update: {
      TableName: tableName,
      Key: versusKey(playerId, opponentId),
      UpdateExpression: 'SET entity = :entity, opponentId = :opponent ADD wins :win, losses :loss, ties :tie',
      ExpressionAttributeValues: {
        ':entity': 'versus',
        ':opponent': opponentId,
        ':win': tally[':win'],
        ':loss': tally[':loss'],
        ':tie': tally[':tie'],
      },
    },
  };
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

export function listAllTimeLeaderboard(): Promise<LeaderboardRow[]> {
  return queryAll(leaderboardRowEntity, {
    KeyConditionExpression: 'pk = :board',
    ExpressionAttributeValues: { ':board': allTimeLeaderboardKey('').pk },
  });
}

export function listVersusRecords(userId: string): Promise<VersusRecord[]> {
  const prefix = versusPrefix(userId);
  return queryAll(versusEntity, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :versus)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':versus': prefix.sk },
  });
}
