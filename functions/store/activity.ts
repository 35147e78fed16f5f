import type { Activity } from '../../domain/activity';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';
import { tableName, transact } from './client';
import { activityEntity } from './entities';
import { ACTIVITY_PARTITION, activityKey } from './keys';
import { proposalsStampItem } from './bet-items';
import { queryPage, type Page, type PageRequest } from './pages';

/** The feed keeps a season and a bit; older items expire. */
const KEPT_SECONDS = 400 * 24 * 60 * 60;

class AlreadyRecorded extends Error {}

/**
 * Writes one activity item, once: its key is its event's time and id, so the same event handled
 * again (a retried stream batch) finds it written and adds nothing. A new item also bumps the group's
 * stamp, which the polled HEAD /api/bets/my reads, so every open screen refreshes the feed within a
 * poll (docs/decisions.md, Live refresh). Answers whether this call wrote it.
 */
export async function recordActivity(item: Activity, now: Date): Promise<boolean> {
  try {
    await transact(
      {
        activity: {
          Put: {
            TableName: tableName,
            Item: {
              ...activityKey(item.at, item.id),
              entity: activityEntity.name,
              ...item,
              [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(Date.parse(item.at) / 1000) + KEPT_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        groupStamp: proposalsStampItem(now),
      },
      (failed) =>
        failed === 'activity' ? new AlreadyRecorded() : new Error(`Recording activity: ${failed}`),
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyRecorded) return false;
    throw error;
  }
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
