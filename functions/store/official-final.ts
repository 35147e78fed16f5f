import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GAME_VOIDED, NOT_STARTED } from '../../domain/bets';
import { Conflict, NotFound } from '../../domain/errors';
import { hasStarted, isVoided } from '../../domain/games';
import type { Score } from '../../domain/scores';
import { db, tableName } from './client';
import { gameEntity } from './entities';
import { recordOf } from './entity';
import { finalScoreUpdate, getGame, type FinalSource, type GameRecord } from './games';
import { gameKey } from './keys';
import { beforeWrite } from './write-points';

/** A game takes a final once it has started, unless it was voided. */
export function assertCanTakeScore(game: GameRecord, now: Date): void {
  if (isVoided(game)) throw new Conflict(GAME_VOIDED);
  if (!hasStarted(game, now)) throw new Conflict(NOT_STARTED);
}

/** Writes of one final, each from the final that stood when the last failed. */
const MOST_ATTEMPTS = 3;

/**
 * Records the final on the game only if the game's final is still the one read (none, or the same
 * score): a final recorded meanwhile by someone else is not replaced unseen. Two admins sending
 * different finals at once: the first stands, the other hears 409 with it and may send theirs again,
 * now as a correction (docs/product.md, One final score per game). The same final arriving meanwhile
 * is no conflict: it is written again from what stands, for its source.
 */
export async function writeOfficialFinal(
  game: GameRecord,
  score: Score,
  now: Date,
  source: FinalSource,
  attempt = 1,
): Promise<GameRecord> {
  assertCanTakeScore(game, now);
  const final = finalScoreUpdate(score, source);
  // The live source never replaces a final (docs/product.md, Live scores): it writes only where none is.
  const seen =
    game.status === 'final' && source !== 'live'
      ? {
          condition: '#status = :final AND homeScore = :seenHome AND awayScore = :seenAway',
          values: { ':seenHome': game.homeScore ?? null, ':seenAway': game.awayScore ?? null },
        }
      : { condition: '#status <> :final', values: {} };
  await beforeWrite('officialFinal');
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: gameKey(game.id),
        ...final,
        // The feed's final never replaces an admin's (docs/decisions.md, A game has one final score).
        ConditionExpression: `NOT #status IN (:postponed, :cancelled) AND gameDate <= :now AND ${seen.condition}${
          source === 'feed' ? ' AND (attribute_not_exists(finalSource) OR finalSource <> :admin)' : ''
        }`,
        ExpressionAttributeValues: {
          ...final.ExpressionAttributeValues,
          ...seen.values,
          ':postponed': 'postponed',
          ':cancelled': 'cancelled',
          ':now': now.toISOString(),
          ...(source === 'feed' ? { ':admin': 'admin' } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return recordOf(gameEntity, Attributes ?? {});
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // Voided (or rescheduled) since it was read, given an admin's final, or another final: say which.
    const current = await getGame(game.id, { consistent: true });
    if (!current) throw new NotFound('Game not found');
    assertCanTakeScore(current, now);
    if (current.finalSource === 'admin' && source === 'feed')
      throw new Conflict("An admin gave this game its final: the feed's does not replace it");
    if (current.status === 'final' && source === 'live')
      throw new Conflict("This game has its final already: the live source's does not replace it");
    const standing = current.status === 'final' ? current : undefined;
    const same = standing?.homeScore === score.home && standing.awayScore === score.away;
    if (standing && !same)
      throw new Conflict(
        `Another final was recorded for this game meanwhile, and it stands: home ${String(standing.homeScore)}, away ${String(standing.awayScore)}. Send yours again to replace it`,
      );
    // Ours, written meanwhile by another: written again from it, a few times at most while finals race.
    if (standing && attempt < MOST_ATTEMPTS)
      return writeOfficialFinal(standing, score, now, source, attempt + 1);
    throw new Conflict('This game cannot take a score now. Please try again.');
  }
}
