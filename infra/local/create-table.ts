import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import {
  GLOBAL_INDEXES,
  STREAM_VIEW_TYPE,
  TABLE_KEY,
  TIME_TO_LIVE_ATTRIBUTE,
} from '../../functions/store/table-definition';

const STREAM = { StreamEnabled: true, StreamViewType: STREAM_VIEW_TYPE } as const;

/**
 * Creates the table from the definition the CDK stack uses, with its stream. Answers whether it had
 * to be created. A table from before the stream existed gets it turned on. `stream: false` is for a
 * test file that reads no stream: DynamoDB Local writes every change into the stream too, a fifth of
 * its CPU on the ledger's property test (tests/README.md, What keeps it fast).
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  { stream = true }: { stream?: boolean } = {},
): Promise<boolean> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (stream && !Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    }
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyAttributes = [TABLE_KEY, ...GLOBAL_INDEXES].flatMap((key) => [key.partitionKey, key.sortKey]);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      ...(stream && { StreamSpecification: STREAM }),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TIME_TO_LIVE_ATTRIBUTE, Enabled: true },
    }),
  );
  return true;
}
