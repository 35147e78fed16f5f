import { randomUUID } from 'node:crypto';
import { closesAt } from '../../domain/closing';
import { MAX_GAMES_PER_WEEK } from '../../domain/constants';
import { teamReference } from '../../domain/csv/teams';
import type { SeasonWeek } from '../../domain/seasons';
import { hasStarted } from '../../domain/games';
import { counted } from '../../domain/words';
import { type BetRecord } from './bets';
import { listGameBets } from './bet-lists';
import { tableName, transact, type TransactItem } from './client';
import { findGameIdBySource, GameNotChangeable, getGame, type GameRecord, type UpsertOutcome } from './games';
import {
  betKey,
  betsByStatus,
  gameKey,
  gameSourceKey,
  openGamesIndex,
  scheduleWeekKey,
  weekGamesCollection,
} from './keys';

/**
 * The schedule: games added and moved (by the schedule CSV, the feed, the demo data and tests),
 * each counted in its week. Moving a game touches its bets, so this lives apart from games.ts,
 * which bets.ts reads.
 */

export type ScheduledGame = Pick<
  GameRecord,
  'gameId' | 'season' | 'week' | 'gameDate' | 'homeTeamId' | 'awayTeamId' | 'neutralSite' | 'stadium'
>;

const weekIsFull = (game: Pick<ScheduledGame, 'season' | 'week'>) =>
  new GameNotChangeable(
    `week ${game.week} of ${game.season} already has ${MAX_GAMES_PER_WEEK} games, the most one week may have`,
  );

/**
 * Adds a scheduled game unless one with the same schedule game_id exists, and answers with its id.
 * Keyed by game_id, so importing the same schedule twice adds nothing the second time. With
 * `maxGamesPerWeek`, a new game is refused (GameNotChangeable) when its week already has that many.
 */
export async function addScheduledGame(
  game: ScheduledGame,
  bound: { maxGamesPerWeek?: number } = {},
): Promise<{ id: string; created: boolean }> {
  const record: GameRecord = { ...game, id: randomUUID(), status: 'scheduled' };
  try {
    await transact(
      {
        source: {
          Put: {
            TableName: tableName,
            Item: { ...gameSourceKey(game.gameId), entity: 'gameSource', id: record.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        game: {
          Put: {
            TableName: tableName,
            Item: {
              ...record,
              entity: 'game',
              ...gameKey(record.id),
              ...weekGamesCollection(game.season, game.week, game.gameDate, record.id),
              ...openGamesIndex(game.gameDate, record.id),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        weekCount: weekCountItem(game, 1, bound),
      },
      // An existing game_id fails first, so a full week still takes rows for the games it holds.
      (failed) => (failed === 'weekCount' ? weekIsFull(game) : new GameAlreadyScheduled()),
    );
    return { id: record.id, created: true };
  } catch (error) {
    if (!(error instanceof GameAlreadyScheduled)) throw error;
    const id = await findGameIdBySource(game.gameId);
    if (!id) throw error;
    return { id, created: false };
  }
}

class GameAlreadyScheduled extends Error {}

/**
 * Counts a game in (or, with -1, out of) its week of the schedule, in the transaction that moves it;
 * with `maxGamesPerWeek`, only into a week that has fewer.
 */
function weekCountItem(
  { season, week }: SeasonWeek,
  change: 1 | -1,
  { maxGamesPerWeek }: { maxGamesPerWeek?: number } = {},
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: scheduleWeekKey(season, week),
      UpdateExpression: 'SET entity = :entity, season = :season, week = :week ADD games :change',
      ...(maxGamesPerWeek === undefined
        ? {}
        : { ConditionExpression: 'attribute_not_exists(games) OR games < :most' }),
      ExpressionAttributeValues: {
        ':entity': 'scheduleWeek',
        ':season': season,
        ':week': week,
        ':change': change,
        ...(maxGamesPerWeek === undefined ? {} : { ':most': maxGamesPerWeek }),
      },
    },
  };
}

/**
 * What importing a row did. `warning`: what the upload result says of it (a kickoff moved with bets on
 * it, or kept because the game has started); `keptKickoff`: the row's kickoff was not applied.
 */
export interface Upserted {
  outcome: UpsertOutcome;
  warning?: string;
  keptKickoff?: boolean;
}

/** Most bets one move re-indexes in its transaction, beside the game and the two weeks' counts. */
const MOST_BETS_MOVED = 90;

/**
 * Imports one schedule row: adds the game, or brings an existing one (same game_id) up to date while
 * it is still scheduled. The same row twice changes nothing. A new game, or one moved to another
 * week, must find its week under MAX_GAMES_PER_WEEK (docs/decisions.md, "What an upload may create"):
 * the week's count is conditioned in the same transaction, so imports at the same moment cannot pass it.
 * A game with bets keeps its teams (docs/product.md, CSV formats): a bet on "NE -3.5" must not come to
 * read "KC -3.5"; its kickoff may move, and its bets' kickoff index moves with it, in the same write.
 * A game that has kicked off by the clock keeps its kickoff, bets or not: moving it later would reopen
 * its betting to people who have watched it, and moving it at all would rewrite when its bets closed.
 */
export async function upsertScheduledGame(row: ScheduledGame, now: Date): Promise<Upserted> {
  const { id, created } = await addScheduledGame(row, { maxGamesPerWeek: MAX_GAMES_PER_WEEK });
  if (created) return { outcome: 'created' };
  const existing = await getGame(id, { consistent: true });
  if (!existing) throw new Error(`Game ${row.gameId} points at a missing game`);
  if (isSameGame(existing, row)) return { outcome: 'unchanged' };
  // A game under way (the live source moved it to in progress) is still the schedule's to describe.
  if (existing.status !== 'scheduled' && existing.status !== 'in_progress')
    throw new GameNotChangeable(`game ${row.gameId} is already ${existing.status} and was not changed`);
  const keptKickoff = hasStarted(existing, now) && existing.gameDate !== row.gameDate;
  const game = keptKickoff ? { ...row, gameDate: existing.gameDate } : row;
  const kept = keptKickoff
    ? `game ${row.gameId} kicked off at ${existing.gameDate} and keeps that kickoff, not ${row.gameDate}: a game that has started does not move (void it if it will not be played)`
    : undefined;
  if (isSameGame(existing, game)) return { outcome: 'unchanged', warning: kept, keptKickoff };
  const bets = await listGameBets(id);
  checkMoveWithBets(existing, game, bets);
  const week = weekGamesCollection(game.season, game.week, game.gameDate, id);
  const open = openGamesIndex(game.gameDate, id);
  const movedWeek = existing.season !== game.season || existing.week !== game.week;
  const movedKickoff = existing.gameDate !== game.gameDate;
  await transact(
    {
      game: {
        Update: {
          TableName: tableName,
          Key: gameKey(id),
          UpdateExpression:
            'SET season = :season, week = :week, gameDate = :gameDate, homeTeamId = :home, awayTeamId = :away, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          // Teams change only while no bet is on the game: its bets' count was read above. A kickoff
          // moves only while the one read is still to come: the clock may have passed it meanwhile.
          ConditionExpression: movedKickoff
            ? '#status IN (:scheduled, :inProgress) AND gameDate = :seen AND gameDate > :now'
            : '#status IN (:scheduled, :inProgress)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':season': game.season,
            ':week': game.week,
            ':gameDate': game.gameDate,
            ':home': game.homeTeamId,
            ':away': game.awayTeamId,
            ':gsi1pk': week.gsi1pk,
            ':gsi1sk': week.gsi1sk,
            ':gsi2pk': open.gsi2pk,
            ':gsi2sk': open.gsi2sk,
            ':scheduled': 'scheduled',
            ':inProgress': 'in_progress',
            ...(movedKickoff ? { ':seen': existing.gameDate, ':now': now.toISOString() } : {}),
          },
        },
      },
      ...(movedWeek
        ? {
            oldWeekCount: weekCountItem(existing, -1),
            newWeekCount: weekCountItem(game, 1, { maxGamesPerWeek: MAX_GAMES_PER_WEEK }),
          }
        : {}),
      // Cleanup, reminders and Bet Settlement find bets by their game's kickoff (store/keys.ts).
      bets: movedKickoff ? bets.map((bet) => kickoffIndexItem(bet, game.gameDate)) : [],
    },
    (failed) =>
      failed === 'newWeekCount'
        ? weekIsFull(game)
        : failed === 'bets'
          ? new GameNotChangeable(`a bet of game ${game.gameId} changed meanwhile; upload the row again`)
          : new GameNotChangeable(
              `game ${game.gameId} kicked off or is no longer scheduled meanwhile, and was not changed`,
            ),
  );
  if (kept) return { outcome: 'updated', warning: kept, keptKickoff };
  return bets.length > 0 && movedKickoff
    ? {
        outcome: 'updated',
        warning: `game ${game.gameId} moved from ${existing.gameDate} to ${game.gameDate} with ${counted(bets.length, 'bet')} on it, which keep their terms`,
      }
    : { outcome: 'updated' };
}

const isSameGame = (existing: GameRecord, game: ScheduledGame) =>
  existing.season === game.season &&
  existing.week === game.week &&
  existing.gameDate === game.gameDate &&
  existing.homeTeamId === game.homeTeamId &&
  existing.awayTeamId === game.awayTeamId;

/**
 * docs/product.md, CSV formats: a game with bets keeps its teams; one transaction carries at most
 * MOST_BETS_MOVED of them.
 */
function checkMoveWithBets(existing: GameRecord, game: ScheduledGame, bets: readonly BetRecord[]): void {
  if (bets.length === 0) return;
  const theBets = `${counted(bets.length, 'bet')} (${betNames(bets)})`;
  if (existing.homeTeamId !== game.homeTeamId || existing.awayTeamId !== game.awayTeamId)
    throw new GameNotChangeable(
      `game ${game.gameId} has ${theBets}, so its teams stay ${teamReference(existing.awayTeamId)} @ ${teamReference(existing.homeTeamId)}: if it is another game, void it and add this one with a new game_id`,
    );
  if (bets.length > MOST_BETS_MOVED)
    throw new GameNotChangeable(
      `game ${game.gameId} has ${bets.length} bets, more than one move can carry (${MOST_BETS_MOVED}); it was not changed`,
    );
}

/**
 * A bet's place in its status's index, moved to its closing time at its game's new kickoff (its version
 * read): a proposition that closes before the kickoff keeps its own time while the kickoff is later.
 */
function kickoffIndexItem(bet: BetRecord, gameDate: string): TransactItem {
  const index = betsByStatus(bet.status, closesAt(bet, { gameDate }), bet.id);
  return {
    Update: {
      TableName: tableName,
      Key: betKey(bet.id),
      UpdateExpression: 'SET gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: {
        ':gsi2pk': index.gsi2pk,
        ':gsi2sk': index.gsi2sk,
        ':version': bet.version,
      },
    },
  };
}

/** "Ann and Ben, Cat's open proposal": who the bets are between, for the admin to recognise them. */
function betNames(bets: readonly BetRecord[]): string {
  const names = bets.map((bet) =>
    bet.acceptorFirstName
      ? `${bet.proposerFirstName} and ${bet.acceptorFirstName}`
      : `${bet.proposerFirstName}'s open proposal`,
  );
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}
