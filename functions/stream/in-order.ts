import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../observability/logger';

/**
 * A stream function's batch, one record at a time, in order (docs/architecture.md, Notifications: the
 * stream and the notify function): the first record that fails is reported alone, so the stream
 * retries from it and the records before it are not handled again. `failure` is the operator's log
 * line for it.
 */
export async function handleInOrder(
  event: DynamoDBStreamEvent,
  handle: (record: DynamoDBRecord) => Promise<void>,
  failure: string,
): Promise<DynamoDBBatchResponse> {
  for (const [index, record] of event.Records.entries()) {
    try {
      await handle(record);
    } catch (error) {
      logger.error(failure, {
        eventID: record.eventID,
        sequenceNumber: record.dynamodb?.SequenceNumber,
        records: event.Records.length,
        handled: index,
        error,
      });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
