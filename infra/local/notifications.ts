import type { DynamoDBStreamEvent } from 'aws-lambda';
import {
  notifyFunction,
  streamFunctions,
  type InvokedFunction,
  type StreamTrigger,
} from '../../functions/triggers';
import { lambdaContext } from './api-gateway';
import { loadFunction } from './functions';
import { TableStream, type StreamHandler } from './table-stream';

// Writes through the API nudge the readers at once (nudge below); the poll catches the rest (the
// scheduled jobs', the imports') within a second, without asking DynamoDB Local four times a second
// per function while nothing happens.
const POLL_MS = 1_000;

type StreamFunctionHandler = (
  event: DynamoDBStreamEvent,
  context: ReturnType<typeof lambdaContext>,
) => ReturnType<StreamHandler>;

/** A stream function, handed the table's stream as the cloud's event source mapping hands it. */
export const streamHandler =
  (fn: InvokedFunction): StreamHandler =>
  async (event) =>
    (await loadFunction<StreamFunctionHandler>(fn.handler))(event, lambdaContext(fn.name));

/**
 * Where each stream function's position is kept under the data directory. The notify function's file
 * keeps the name it had when it was the only one, so an existing `.data/` resumes where it stopped.
 */
export const positionFileOf = (fn: InvokedFunction & { stream: StreamTrigger }) =>
  fn.name === 'notify' ? 'stream-position.json' : `stream-position-${fn.name}.json`;

/**
 * The local host's stream functions (notify, record-activity): DynamoDB Local's stream read after
 * every change through the API, and every second besides, into each, each from its own position,
 * kept in its file under `dataDir` so a restart resumes without losing or repeating.
 *
 * Where a function without a position starts: record-activity at the stream's beginning, as in the
 * cloud (infra/aws/notifications.ts), so the seeded demo's bets and players are in the group's feed
 * (each item is written once however often its record comes); notify past what is already there, so
 * a first start sends no one a message about the demo's bets.
 */
export async function startStreamFunctions(options: {
  endpoint: string;
  tableName: string;
  positionFileOf: (fn: (typeof streamFunctions)[number]) => string;
}): Promise<{ stop: () => Promise<void>; nudge: () => void }> {
  const streams = await Promise.all(
    streamFunctions.map((fn) =>
      TableStream.open({
        endpoint: options.endpoint,
        tableName: options.tableName,
        positionFile: options.positionFileOf(fn),
        trigger: fn.stream,
        handler: streamHandler(fn),
        startAt: fn.name === notifyFunction.name ? 'end' : 'beginning',
      }),
    ),
  );
  for (const stream of streams) stream.start(POLL_MS);
  return {
    nudge: () => {
      for (const stream of streams) stream.nudge();
    },
    stop: async () => {
      await Promise.all(streams.map((stream) => stream.stop()));
    },
  };
}
