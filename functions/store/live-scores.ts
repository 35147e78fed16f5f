import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LiveDecision } from '../../domain/live-reads';
import { db, getItem, queryAll, tableName } from './client';
import { gameEntity, liveScoresEntity, type GameRecord, type LiveScoresState } from './entities';
import { gameKey, liveScoresKey, openGamesIndex } from './keys';

export type { LiveScoresState };

/** docs/product.md, Live scores: a game is watched from 10 minutes before kickoff... */
const BEFORE_KICKOFF_MS = 10 * 60_000;
/** ...until it is final or voided (it leaves the open games' index), or this long after kickoff. */
export const WATCHED_HOURS = 8;

/** The games in their live window, earliest kickoff first: one Query of the open games' index. */
export function listGamesInLiveWindow(now: Date): Promise<GameRecord[]> {
  return queryAll(gameEntity, {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :open AND gsi2sk BETWEEN :from AND :until',
    ExpressionAttributeValues: {
      ':open': openGamesIndex().gsi2pk,
      ':from': new Date(now.getTime() - WATCHED_HOURS * 60 * 60_000).toISOString(),
      // The sort key is "<kickoff>#<id>": the bound's "~" sorts after any "#..." of that instant.
      ':until': `${new Date(now.getTime() + BEFORE_KICKOFF_MS).toISOString()}~`,
    },
  });
}

export function getLiveScoresState(): Promise<LiveScoresState | undefined> {
  return getItem(liveScoresEntity, liveScoresKey(), { consistent: true });
}

/**
 * Stores what one read decided for one game. Only a game still scheduled or in progress takes it: one
 * that became final or was voided since it was listed keeps what it has (answered false).
 */
export async function recordLiveDecision(gameId: string, decision: LiveDecision): Promise<boolean> {
  const sets: string[] = [];
  const removes: string[] = [];
  const values: Record<string, unknown> = { ':scheduled': 'scheduled', ':inProgress': 'in_progress' };
  if (decision.live) {
    sets.push('live = :live');
    values[':live'] = decision.live;
  }
  if (decision.doubt) {
    sets.push('liveDoubt = :doubt');
    values[':doubt'] = decision.doubt;
  } else if (decision.doubt === null) removes.push('liveDoubt');
  if (decision.held) {
    sets.push('liveHeld = :held');
    values[':held'] = decision.held;
  }
  if (decision.started) sets.push('#status = :inProgress');
  if (sets.length === 0 && removes.length === 0) return true;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: gameKey(gameId),
        UpdateExpression: [
          sets.length > 0 ? `SET ${sets.join(', ')}` : '',
          removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
        ]
          .join(' ')
          .trim(),
        ConditionExpression: '#status IN (:scheduled, :inProgress)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** How a run of the job ended, for the state item. */
export interface LiveRun {
  /** Some game's live state changed: the polled HEAD's stamp moves. */
  changed: boolean;
  /** The source failed this run (its error), or answered (undefined). */
  failure?: string;
  /** The problems warned of, kept so that each is warned of once. */
  warned: readonly string[];
}

/**
 * Bumps the stamp when a live state changed, and keeps when the source began failing. A run that
 * changes none of it writes nothing: a source down for an hour is one write, not sixty.
 */
export async function recordLiveRun(
  run: LiveRun,
  state: LiveScoresState | undefined,
  now: Date,
): Promise<void> {
  const error = run.failure?.slice(0, 300);
  const sameWarnings = JSON.stringify(run.warned) === JSON.stringify(state?.warned ?? []);
  const sameFailure = error === undefined ? !state?.failingSince : state?.lastError === error;
  if (state && !run.changed && sameWarnings && sameFailure) return;
  const sets = ['entity = :entity', 'warned = :warned'];
  const removes: string[] = [];
  const values: Record<string, unknown> = {
    ':entity': 'liveScores',
    ':warned': run.warned,
    ':now': now.toISOString(),
    ':zero': 0,
  };
  if (run.changed) sets.push('changedAt = :now', 'changes = if_not_exists(changes, :zero) + :one');
  else sets.push('changedAt = if_not_exists(changedAt, :now)', 'changes = if_not_exists(changes, :zero)');
  if (run.changed) values[':one'] = 1;
  if (run.failure) {
    sets.push('failingSince = :failingSince', 'lastError = :error');
    values[':failingSince'] = state?.failingSince ?? now.toISOString();
    values[':error'] = error;
  } else removes.push('failingSince', 'lastError');
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: liveScoresKey(),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ExpressionAttributeValues: values,
    }),
  );
}
