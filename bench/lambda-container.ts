import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The runners' `lambdaContext(functionName, logStreamName)`: the context Lambda hands a handler, as
 * source for a script of its own.
 */
export const LAMBDA_CONTEXT = `
import { randomUUID } from 'node:crypto';
const lambdaContext = (functionName, logStreamName) => ({
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:' + functionName,
  memoryLimitInMB: '512',
  awsRequestId: randomUUID(),
  logGroupName: '/aws/lambda/' + functionName,
  logStreamName,
  getRemainingTimeInMillis: () => 29000,
});
`;

/**
 * What Lambda's environment says that a laptop's does not: an on-demand container (so Powertools
 * counts a cold start), JSON logs at INFO and metrics on, as the stack deploys the functions.
 */
export const LAMBDA_ENVIRONMENT = {
  AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  LOG_FORMAT: 'json',
  POWERTOOLS_LOG_LEVEL: 'INFO',
  POWERTOOLS_METRICS_DISABLED: 'false',
  NODE_NO_WARNINGS: '1',
};

/** Marks the runner's own lines, apart from what the function prints. */
const MARK = '@@container ';

/**
 * A Lambda container as a Node process: the bundle imported (its code loaded and run, its source map
 * left unread as in the stack), then one event per line of its standard input, each answered with a
 * Lambda context. The times come from inside the process, so Node's own start is left out. After an
 * answer it marks the end of what the invocation printed on both streams: its logs and metrics come
 * before. Once its input ends, it exits at once, as Lambda ends a container (work left running goes
 * with it).
 */
const RUNNER = `
import { createInterface } from 'node:readline';
${LAMBDA_CONTEXT}
const started = performance.now();
const { handler } = await import(process.argv[2]);
const importMs = performance.now() - started;
let cold = true;
for await (const line of createInterface({ input: process.stdin })) {
  const before = performance.now();
  let result;
  let error;
  try {
    result = await handler(JSON.parse(line), lambdaContext(process.argv[3], 'container'));
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  }
  const handlerMs = performance.now() - before;
  console.log(${JSON.stringify(MARK)} + JSON.stringify({ cold, importMs, handlerMs, result, error }));
  console.error(${JSON.stringify(MARK)});
  cold = false;
}
process.exit(0);
`;

/** One invocation's answer (or what it threw), and every line the function printed during it. */
export interface BundleRun {
  /** Whether it was the container's first: its cold start. */
  cold: boolean;
  /** The bundle's import, when the container started. */
  importMs: number;
  /** The handler's time on this event. */
  handlerMs: number;
  result: unknown;
  /** The message of what the handler threw, if it threw. */
  error?: string;
  /** The lines the function printed: its logs and metrics. */
  output: string[];
}

interface Pending {
  resolve: (run: BundleRun) => void;
  reject: (error: Error) => void;
}

/**
 * A built bundle (`bundle(..., { outdir })`) in a container of its own, in the current environment
 * plus LAMBDA_ENVIRONMENT and `env`. Between invocations the process is stopped (SIGSTOP), as Lambda
 * freezes a container: nothing a handler left running goes on until the next event, and none of it
 * lands in another container's invocation.
 */
export class Container {
  private readonly out: string[] = [];
  private readonly err: string[] = [];
  private answer?: string;
  private errorsEnded = false;
  private pending?: Pending;
  private readonly exited: Promise<void>;
  private turn: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly name: string,
  ) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(MARK)) this.answer = line.slice(MARK.length);
      else this.out.push(line);
      this.settle();
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (line === MARK) this.errorsEnded = true;
      else this.err.push(line);
      this.settle();
    });
    this.exited = new Promise((resolve) =>
      child.once('close', (code) => {
        this.pending?.reject(
          new Error(
            `${name} stopped (${String(code)}) before it answered:\n${this.err.join('\n')}\n${this.out.join('\n')}`,
          ),
        );
        this.pending = undefined;
        resolve();
      }),
    );
  }

  /** Starts a container of `file`; its runner script is written beside it and gone once it stops. */
  static async start(file: string, functionName: string, env: Record<string, string> = {}) {
    const runner = join(dirname(file), `runner-${randomUUID()}.mjs`);
    await writeFile(runner, RUNNER);
    // BENCH_CPU_PROF=<dir>: each container also leaves a V8 CPU profile there (bench/README.md).
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--cpu-prof-interval=100']
      : [];
    const child = spawn(process.execPath, [...profile, runner, file, functionName], {
      env: { ...process.env, ...LAMBDA_ENVIRONMENT, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const container = new Container(child, functionName);
    void container.exited.then(() => rm(runner, { force: true }));
    return container;
  }

  /**
   * Hands the container one event and answers what it did, then freezes it; `last` ends its input
   * instead, and answers once it has exited.
   */
  invoke(event: unknown, { last = false } = {}): Promise<BundleRun> {
    const run = this.turn.then(() => this.invokeNow(event, last));
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Ends the container as Lambda ends a frozen one: at once, whatever it was doing. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }

  private async invokeNow(event: unknown, last: boolean): Promise<BundleRun> {
    const answered = new Promise<BundleRun>((resolve, reject) => (this.pending = { resolve, reject }));
    this.child.kill('SIGCONT');
    this.child.stdin.write(`${JSON.stringify(event)}\n`);
    if (last) this.child.stdin.end();
    const run = await answered;
    if (last) await this.exited;
    else this.child.kill('SIGSTOP');
    return run;
  }

  private settle(): void {
    if (!this.pending || this.answer === undefined || !this.errorsEnded) return;
    const answer = JSON.parse(this.answer) as Omit<BundleRun, 'output'>;
    const output = this.out.splice(0).concat(this.err.splice(0)).filter(Boolean);
    this.pending.resolve({ ...answer, output });
    this.pending = undefined;
    this.answer = undefined;
    this.errorsEnded = false;
  }
}

/** One invocation in a fresh container, which then exits: a cold start, as Lambda makes one. */
export async function runBundle(
  file: string,
  event: unknown,
  functionName: string,
  env: Record<string, string> = {},
): Promise<BundleRun> {
  const container = await Container.start(file, functionName, env);
  return container.invoke(event, { last: true });
}
