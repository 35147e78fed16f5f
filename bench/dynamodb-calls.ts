import { db } from '../functions/store/client';

export interface DynamoDbCall {
  command: string;
  milliseconds: number;
}

const seen: DynamoDbCall[] = [];
let installed = false;

/**
 * Counts (and times) the DynamoDB calls the store makes, one per `send` (retries not counted), by an
 * SDK middleware on the store's own client: the numbers come from what runs, not from reading code.
 */
export async function countDynamoDbCalls<T>(
  work: () => Promise<T>,
): Promise<{ result: T; calls: string[]; timed: DynamoDbCall[] }> {
  if (!installed) {
    db.middlewareStack.add(
      (next, context) => async (args) => {
        const started = performance.now();
        try {
          return await next(args);
        } finally {
          seen.push({
            command: (context.commandName ?? 'unknown').replace(/Command$/, ''),
            milliseconds: performance.now() - started,
          });
        }
      },
      { step: 'initialize', name: 'countDynamoDbCalls' },
    );
    installed = true;
  }
  const start = seen.length;
  const result = await work();
  const timed = seen.slice(start);
  return { result, calls: timed.map((call) => `${call.command}Command`), timed };
}

const WRITES = /^(PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)Command$/;

/** A run's calls as the bench's tables give them: how many, how many wrote, and each command's count. */
export function callSummary(calls: readonly string[]): { calls: number; writes: number; commands: string } {
  const tally = new Map<string, number>();
  for (const call of calls) {
    const command = call.replace(/Command$/, '');
    tally.set(command, (tally.get(command) ?? 0) + 1);
  }
  return {
    calls: calls.length,
    writes: calls.filter((call) => WRITES.test(call)).length,
    commands: [...tally].map(([command, count]) => `${command} ×${count}`).join(', '),
  };
}
