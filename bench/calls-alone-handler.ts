import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

/**
 * The other yardstick of `npm run bench`'s cold starts: a Lambda holding only the DynamoDB document
 * client, making the calls a function's request makes (their kinds and number, on small items of its
 * own), all at once. No code of ours makes those calls sooner, so when this alone takes more than the
 * budget allows over the baseline, the function cannot meet it whatever its code does
 * (bench/README.md, cold-starts.ts).
 */
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
const TableName = process.env.TABLE_NAME;
const PK = 'BENCH#CALLS-ALONE';

function call(command: string, index: number): Promise<unknown> {
  const Key = { pk: PK, sk: `ITEM#${String(index)}` };
  switch (command) {
    case 'GetItem':
      return db.send(new GetCommand({ TableName, Key }));
    case 'PutItem':
      return db.send(new PutCommand({ TableName, Item: { ...Key, at: Date.now() } }));
    case 'UpdateItem':
      return db.send(
        new UpdateCommand({
          TableName,
          Key,
          UpdateExpression: 'ADD #count :one',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    case 'DeleteItem':
      return db.send(new DeleteCommand({ TableName, Key }));
    case 'Query':
      return db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': PK },
          Limit: 2,
        }),
      );
    case 'BatchGetItem':
      return db.send(
        new BatchGetCommand({
          RequestItems: { [TableName ?? '']: { Keys: [Key, { pk: PK, sk: `OTHER#${String(index)}` }] } },
        }),
      );
    case 'TransactWriteItems':
      return db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { ...Key, at: Date.now() } } },
            { Put: { TableName, Item: { pk: PK, sk: `OTHER#${String(index)}`, at: Date.now() } } },
          ],
        }),
      );
    default:
      throw new Error(`calls-alone-handler: no call for ${command}`);
  }
}

export async function handler(event: { commands: string[] }): Promise<{ statusCode: number }> {
  await Promise.all(event.commands.map((command, index) => call(command, index)));
  return { statusCode: 200 };
}
