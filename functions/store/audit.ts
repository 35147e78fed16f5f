import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, tableName } from './client';
import { auditKey } from './keys';

/** The outcome of the latest `npm run audit`, shown on the Admin Dashboard. */
export interface AuditResult {
  checkedAt: string;
  items: number;
  problems: number;
  /** The first problems, for the dashboard; the command prints them all. */
  details: string[];
}

export async function saveAuditResult(result: AuditResult): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...result, details: result.details.slice(0, 20), entity: 'auditResult', ...auditKey() },
    }),
  );
}

export function getAuditResult(): Promise<AuditResult | undefined> {
  return getItem<AuditResult>(auditKey(), { consistent: true });
}
