import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Team } from '../../domain/teams';
import { db, queryAll, tableName } from './client';
import { teamEntity } from './entities';
import { teamKey, teamsPartition } from './keys';

/** All teams live in one small partition: one Query lists them in id order. */
export function listTeams(): Promise<Team[]> {
  return queryAll(teamEntity, {
    KeyConditionExpression: 'pk = :teams',
    ExpressionAttributeValues: { ':teams': teamsPartition },
  }).then((items) => items.map(({ id, name, abbreviation }) => ({ id, name, abbreviation })));
}

let cached: Promise<ReadonlyMap<number, Team>> | undefined;

/** Teams never change once seeded, so each container reads them once. */
export function teamsById(): Promise<ReadonlyMap<number, Team>> {
  cached ??= listTeams()
    .then((teams) => new Map(teams.map((team) => [team.id, team])))
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}

export async function saveTeams(teams: readonly Team[]): Promise<void> {
  for (let start = 0; start < teams.length; start += 25) {
    const batch = teams.slice(start, start + 25);
    let requests = batch.map((team) => ({
      PutRequest: { Item: { ...team, entity: 'team', ...teamKey(team.id) } },
    }));
    // BatchWrite may hand back part of a batch when throttled; those are sent again.
    while (requests.length > 0) {
      const { UnprocessedItems } = await db.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}
