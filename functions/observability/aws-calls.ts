import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How many calls an invocation made to each AWS service (DynamoDB, S3, SES, SNS, Lambda) and how long
 * they took, for its log line and its metrics: where a request's time went, without the X-Ray SDK
 * (docs/decisions.md, "Traces without the X-Ray SDK"). Each invocation counts in its own tally, so
 * the local host's concurrent requests never mix theirs; a call outside any (a script) is not counted.
 */
export type AwsCalls = Record<string, { calls: number; ms: number }>;

const invocation = new AsyncLocalStorage<AwsCalls>();

/** The handler, each of its runs with a fresh tally. */
export function tallyingAwsCalls<Args extends unknown[], Result>(
  handler: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) => invocation.run({}, () => handler(...args));
}

/** What the running invocation's calls came to so far. */
export function awsCallsSoFar(): AwsCalls {
  return invocation.getStore() ?? {};
}

type Next = (args: unknown) => Promise<unknown>;
type AddMiddleware = (
  middleware: (next: Next) => Next,
  options: { step: 'initialize'; name: string },
) => void;

/**
 * Counts every call of this SDK client as one, its retries included (the initialize step runs once
 * per call), under the service's name.
 */
export function countingCalls<Client extends { middlewareStack: { add: (...args: never[]) => void } }>(
  client: Client,
  service: string,
): Client {
  // Every SDK client's stack takes an initialize-step middleware; its own types name each client's
  // commands, which this one does not need.
  const add = client.middlewareStack.add.bind(client.middlewareStack) as unknown as AddMiddleware;
  add(
    (next) => async (args) => {
      const startedAt = performance.now();
      try {
        return await next(args);
      } finally {
        const tally = invocation.getStore();
        if (tally) {
          const seen = (tally[service] ??= { calls: 0, ms: 0 });
          seen.calls += 1;
          seen.ms += performance.now() - startedAt;
        }
      }
    },
    { step: 'initialize', name: 'pigskinAwsCalls' },
  );
  return client;
}
