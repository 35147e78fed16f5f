import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The cold-start baseline of `npm run bench`: a Lambda holding only the DynamoDB document client,
 * answering with one GetItem. What any function of ours costs beyond it is our code and its libraries.
 */
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));

export async function handler(): Promise<{ statusCode: number }> {
  await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'TEAMS', sk: 'TEAM#001' } }));
  return { statusCode: 200 };
}
