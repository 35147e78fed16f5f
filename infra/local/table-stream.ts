import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamTrigger } from '../../functions/triggers';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | undefined>;

/** How far the reader has got: per shard, the sequence number of the last record done with. */
interface Position {
  streamArn: string;
  shards: Record<string, string>;
  /** Shards read to their end: DynamoDB closed them and opened children. */
  closed: string[];
}

export interface TableStreamOptions {
  endpoint: string;
  tableName: string;
  trigger: StreamTrigger;
  handler: StreamHandler;
  /** Keeps the position in this file, so a restart resumes where the last run stopped. */
  positionFile?: string;
  /**
   * Where a reader without a saved position starts: at the stream's beginning, or past everything
   * already in it (a first start: the seeded demo data is history, not news).
   */
  startAt: 'beginning' | 'end';
}

/**
 * DynamoDB Local's stream of the table, fed to the same handler the cloud's event source mapping
 * feeds, with the same records, filter, batches and partial-failure contract: records are handed over
 * in order; when the handler reports a failed record, the reader resumes from it on the next pass;
 * after the trigger's retries it sets it aside with a log line, as the cloud sets it aside in a queue.
 */
export class TableStream {
  private stopping = false;
  private running: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private poll = () => {};
  private nudged = false;
  private readonly attempts = new Map<string, number>();
  /** The position as last written to the file. */
  private saved?: string;

  private constructor(
    private readonly options: TableStreamOptions,
    private readonly streams: DynamoDBStreamsClient,
    private position: Position,
  ) {}

  static async open(options: TableStreamOptions): Promise<TableStream> {
    const config = { endpoint: options.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    const tables = new DynamoDBClient(config);
    const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
    tables.destroy();
    const streamArn = Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`The table ${options.tableName} has no stream`);
    const saved = options.positionFile ? readPosition(options.positionFile) : undefined;
    const reader = new TableStream(
      options,
      new DynamoDBStreamsClient(config),
      saved?.streamArn === streamArn ? saved : { streamArn, shards: {}, closed: [] },
    );
    if (saved?.streamArn !== streamArn && options.startAt === 'end') await reader.skipToEnd();
    return reader;
  }

  /** Hands every record written so far to the handler; resolves once caught up (or stopped). */
  drain(): Promise<void> {
    const pass = this.running.then(() => this.readAll(true));
    this.running = pass.catch(() => undefined);
    return pass;
  }

  /** Marks everything written so far as done without handing it over. */
  skipToEnd(): Promise<void> {
    const pass = this.running.then(() => this.readAll(false));
    this.running = pass.catch(() => undefined);
    return pass;
  }

  /** Drains every `intervalMs` until stopped, and at once when nudged. */
  start(intervalMs: number): void {
    this.poll = () => {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.drain()
        .catch((error: unknown) => console.error('Reading the table stream failed', error))
        .finally(() => {
          if (!this.stopping && this.timer === undefined)
            this.timer = setTimeout(() => this.poll(), intervalMs);
        });
    };
    this.timer = setTimeout(() => this.poll(), intervalMs);
  }

  /**
   * Something was just written (an API request that changes things): read it now rather than at the
   * next poll. A nudge while one is waiting to run adds nothing.
   */
  nudge(): void {
    if (this.stopping || this.nudged) return;
    this.nudged = true;
    setImmediate(() => {
      this.nudged = false;
      this.poll();
    });
  }

  /** Stops after the batch in hand, its position saved: the next start resumes right after it. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
    this.streams.destroy();
  }

  private async readAll(handle: boolean): Promise<void> {
    const { StreamDescription } = await this.streams.send(
      new DescribeStreamCommand({ StreamArn: this.position.streamArn }),
    );
    for (const shard of parentsFirst(StreamDescription?.Shards ?? [])) {
      if (this.stopping) return;
      const shardId = shard.ShardId ?? '';
      if (this.position.closed.includes(shardId)) continue;
      await this.readShard(shardId, handle);
    }
  }

  private async readShard(shardId: string, handle: boolean): Promise<void> {
    const after = this.position.shards[shardId];
    let { ShardIterator: iterator } = await this.streams.send(
      new GetShardIteratorCommand({
        StreamArn: this.position.streamArn,
        ShardId: shardId,
        ...(after
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    while (iterator && !this.stopping) {
      const page = await this.streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      const records = page.Records ?? [];
      if (records.length === 0) {
        if (!page.NextShardIterator) this.position.closed.push(shardId);
        this.save();
        return;
      }
      const caughtUp = handle ? await this.handlePage(shardId, records) : true;
      if (!handle) this.position.shards[shardId] = sequenceOf(records.at(-1));
      this.save();
      if (!caughtUp) return;
      iterator = page.NextShardIterator;
    }
  }

  /** Answers false when a record failed: the shard waits for the next pass, from that record. */
  private async handlePage(shardId: string, records: StreamRecord[]): Promise<boolean> {
    const { trigger } = this.options;
    const oldest = Date.now() - trigger.maxRecordAgeHours * 60 * 60 * 1000;
    let batch: StreamRecord[] = [];
    const flush = async (upTo: number): Promise<boolean> => {
      if (batch.length > 0) {
        const resumeFrom = await this.handleBatch(batch);
        batch = [];
        if (resumeFrom !== undefined) {
          const index = records.findIndex((record) => sequenceOf(record) === resumeFrom);
          if (index > 0) this.position.shards[shardId] = sequenceOf(records[index - 1]);
          this.save();
          return false;
        }
      }
      this.position.shards[shardId] = sequenceOf(records[upTo]);
      this.save();
      return true;
    };
    for (const [index, record] of records.entries()) {
      if (this.stopping) return false;
      const tooOld = (record.dynamodb?.ApproximateCreationDateTime?.getTime() ?? Date.now()) < oldest;
      if (tooOld) console.warn('A stream record is too old to notify about; set aside', sequenceOf(record));
      if (!tooOld && matches(record, trigger)) batch.push(record);
      if (batch.length === trigger.batchSize && !(await flush(index))) return false;
    }
    return flush(records.length - 1);
  }

  /**
   * Where the shard resumes on the next pass: the first record the handler failed, or the one after
   * it once it has had its retries; undefined when the whole batch is done with.
   */
  private async handleBatch(batch: StreamRecord[]): Promise<string | undefined> {
    let failed: string | undefined;
    try {
      const response = await this.options.handler({
        Records: batch.map((record) => lambdaRecord(record, this.position.streamArn)),
      });
      failed = response?.batchItemFailures[0]?.itemIdentifier;
    } catch (error) {
      console.error('The notify function failed on a batch', error);
      failed = sequenceOf(batch[0]);
    }
    if (failed === undefined) return undefined;
    const attempts = (this.attempts.get(failed) ?? 0) + 1;
    this.attempts.set(failed, attempts);
    if (attempts <= this.options.trigger.retryAttempts) return failed;
    console.error(`A stream record failed ${attempts} times; set aside`, failed);
    // The records of the batch after it are handed over again on the next pass, past it.
    const index = batch.findIndex((record) => sequenceOf(record) === failed);
    return index + 1 < batch.length ? sequenceOf(batch[index + 1]) : undefined;
  }

  private save(): void {
    const file = this.options.positionFile;
    const text = JSON.stringify(this.position);
    if (!file || text === this.saved) return;
    // Written aside and renamed: a crash mid-write leaves the previous position, never half of one.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
    this.saved = text;
  }
}

function readPosition(file: string): Position | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Position;
  } catch {
    return undefined;
  }
}

const sequenceOf = (record: StreamRecord | undefined) => record?.dynamodb?.SequenceNumber ?? '';

/** The trigger's filter, as the event source mapping applies it in the cloud. */
function matches(record: StreamRecord, trigger: StreamTrigger): boolean {
  const eventName = record.eventName;
  const entity = record.dynamodb?.NewImage?.entity?.S;
  return trigger.filters.some(
    (filter) => eventName !== undefined && filter.eventNames.includes(eventName) && filter.entity === entity,
  );
}

/** Children after their parents: a key's records continue in the child once its parent closes. */
function parentsFirst(shards: Shard[]): Shard[] {
  const ids = new Set(shards.map((shard) => shard.ShardId));
  const ordered: Shard[] = [];
  const visit = (shard: Shard) => {
    if (ordered.includes(shard)) return;
    const parent = shards.find((candidate) => candidate.ShardId === shard.ParentShardId);
    if (parent && ids.has(parent.ShardId)) visit(parent);
    ordered.push(shard);
  };
  shards.forEach(visit);
  return ordered;
}

/** A record as Lambda's event source mapping hands it over (creation time in epoch seconds). */
function lambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource,
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ...record.dynamodb,
      ApproximateCreationDateTime: created ? Math.floor(created.getTime() / 1000) : undefined,
    } as DynamoDBRecord['dynamodb'],
  };
}
