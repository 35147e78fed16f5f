import { readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { GameStatus } from '../../domain/games';
import type { LiveScore } from '../../domain/live-scores';
import { gameKey } from '../../functions/store/keys';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/dynamodb-local';
import { LOCAL_TABLE_NAME } from '../../infra/local/host-file';

/**
 * Puts a live state on a game of the browser files' host, straight into its table, as the
 * live-scores job writes one (docs/product.md, Live scores): the source's score, phase, period and
 * clock, and the game's status (`in_progress` once under way). No live source is involved, so the
 * screens show exactly these numbers.
 */
export async function putLiveState(
  gameId: string,
  live: Omit<LiveScore, 'readAt'>,
  status: GameStatus = 'in_progress',
): Promise<void> {
  const { dynamodbEndpoint } = JSON.parse(readFileSync(inject('hostFile'), 'utf8')) as {
    dynamodbEndpoint: string;
  };
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamodbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  try {
    await db.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE_NAME,
        Key: gameKey(gameId),
        UpdateExpression: 'SET #live = :live, #status = :status',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#live': 'live', '#status': 'status' },
        ExpressionAttributeValues: {
          ':live': { ...live, readAt: new Date().toISOString() },
          ':status': status,
        },
      }),
    );
  } finally {
    db.destroy();
  }
}
