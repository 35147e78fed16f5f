import type { DynamoDBStreamEvent } from 'aws-lambda';
import { notifyFunction } from '../../functions/triggers';
import { lambdaContext } from './api-gateway';
import { loadFunction } from './functions';
import { TableStream, type StreamHandler } from './table-stream';

const POLL_MS = 250;

type NotifyHandler = (
  event: DynamoDBStreamEvent,
  context: ReturnType<typeof lambdaContext>,
) => ReturnType<StreamHandler>;

/** The notify function, handed the table's stream as the cloud's event source mapping hands it. */
export const notifyHandler: StreamHandler = async (event) =>
  (await loadFunction<NotifyHandler>(notifyFunction.handler))(event, lambdaContext(notifyFunction.name));

/**
 * The local host's notifications: DynamoDB Local's stream read every quarter second into the notify
 * function, its position kept in `positionFile` so a restart resumes without losing or repeating. A
 * first start begins past what is already there (the seeded demo data).
 */
export async function startNotifications(options: {
  endpoint: string;
  tableName: string;
  positionFile: string;
}): Promise<TableStream> {
  const stream = await TableStream.open({
    ...options,
    trigger: notifyFunction.stream,
    handler: notifyHandler,
    startAt: 'end',
  });
  stream.start(POLL_MS);
  return stream;
}
