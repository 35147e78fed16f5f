import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/store/client';
import type { Item } from './check-ledger';

/** Every item of the table, in key order. Offline tools and tests only: request paths never scan. */
export async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey, ConsistentRead: true }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}
