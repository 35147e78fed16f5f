import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Activity } from '../../domain/activity';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';
import { db, tableName, transact } from './client';
import { activityEntity, activityStampEntity, gameTallyEntity } from './entities';
import { ACTIVITY_PARTITION, activityKey, activityStampKey, gameTallyKey } from './keys';
import { queryPage, type Page, type PageRequest } from './pages';

/** The feed keeps a season and a bit; older items expire. */
const KEPT_SECONDS = 400 * 24 * 60 * 60;

/**
 * Writes one activity item, once: its key is its event's time and id, so the same event handled
 * again (a retried stream batch) finds it written and adds nothing. Answers whether this call wrote
 * the item.
 */
export async function recordActivity(item: Activity): Promise<boolean> {
  try {
    await db.send(new PutCommand(activityPut(item)));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

const activityPut = (item: Activity) => ({
  TableName: tableName,
  Item: {
    ...activityKey(item.at, item.id),
    entity: activityEntity.name,
    ...item,
    [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(Date.parse(item.at) / 1000) + KEPT_SECONDS,
  },
  ConditionExpression: 'attribute_not_exists(pk)',
});

class AlreadyTold extends Error {}

/**
 * Writes a bet's "just hit" item once per bet, whenever it comes (docs/product.md, The group's
 * activity): the live total passing its line, or its official final, whichever is first. The item
 * and the bet's mark on its game's tally (`justHit`) go in one transaction, so the second of the two,
 * a retried record, or two records handled at once on different shards, write nothing. Answers
 * whether this call wrote the item.
 */
export async function recordJustHit(item: Activity & { betId: string; gameId: string }): Promise<boolean> {
  try {
    await transact(
      {
        item: { Put: activityPut(item) },
        mark: {
          Update: {
            TableName: tableName,
            Key: gameTallyKey(item.gameId),
            UpdateExpression:
              'SET entity = :entity, gameId = :game, stakes = if_not_exists(stakes, :none) ADD justHit :bets',
            ConditionExpression: 'attribute_not_exists(justHit) OR NOT contains(justHit, :bet)',
            ExpressionAttributeValues: {
              ':entity': gameTallyEntity.name,
              ':game': item.gameId,
              ':none': {},
              ':bets': new Set([item.betId]),
              ':bet': item.betId,
            },
          },
        },
      },
      () => new AlreadyTold(),
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyTold) return false;
    throw error;
  }
}

/**
 * Bumps the feed's stamp, which the polled HEAD /api/bets/my reads, so every open screen refreshes the
 * feed and the games' tallies within a poll (docs/decisions.md, The polled HEAD follows the group's open proposals too). A write of its own after
 * the change, not a transaction with it: a bump lost to a crash between the two costs a screen one
 * refresh, while a transaction here conflicted with busy writes.
 */
export async function bumpActivityStamp(now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: activityStampKey(),
      UpdateExpression: 'SET changedAt = :now, entity = :entity ADD changes :one',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':entity': activityStampEntity.name,
        ':one': 1,
      },
    }),
  );
}

/** The feed, newest first, a page at a time (GET /api/activity). */
export function activityPage(request: Omit<PageRequest, 'descending'>): Promise<Page<Activity>> {
  return queryPage(
    activityEntity,
    [
      {
        name: 'activity',
        input: {
          KeyConditionExpression: 'pk = :feed',
          ExpressionAttributeValues: { ':feed': ACTIVITY_PARTITION },
        },
        partition: { attribute: 'pk', value: ACTIVITY_PARTITION },
        sort: { attribute: 'sk' },
        keyAttributes: ['pk', 'sk'],
      },
    ],
    { ...request, descending: true },
  );
}
