import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import { InvalidRequest } from '../../domain/errors';
import { db, tableName } from './client';
import { recordOf, type Entity } from './entity';

/**
 * Lists that grow without bound are read a page at a time (docs/decisions.md, "Lists come in pages").
 * A page is the next `limit` items (at most MAX_PAGE_SIZE) after a cursor: the key of the last item
 * the previous page gave, per Query, as base64url JSON. Cursors are opaque to clients and checked
 * when they come back, so a forged or damaged one is a 400, never a DynamoDB error.
 */

/** One Query of a paged list. A list may merge several (the admin's bets, one Query per status). */
export interface PagedQuery {
  /** Names this Query's position in the cursor. */
  name: string;
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit' | 'ScanIndexForward'>;
  /** The partition read: its key attribute and value. A cursor must name the same one. */
  partition: { attribute: string; value: string };
  /**
   * The sort key, which orders merged Queries; a cursor's must start with `prefix`. `from` is the
   * lowest key the Query's condition lets in, when it moves (kickoffs still to come): a cursor
   * below it, from a page read before it moved, starts the Query at it. `until`, the highest, is
   * where a cursor must not be.
   */
  sort: { attribute: string; prefix?: string; from?: string; until?: string };
  /** The item's table key and, for an index, the index key: what DynamoDB needs to start after it. */
  keyAttributes: readonly string[];
}

export interface PageRequest {
  limit: number;
  cursor?: string;
  /** Newest (highest sort key) first. */
  descending: boolean;
}

export interface Page<T> {
  items: T[];
  /** Present when more items follow. */
  nextCursor?: string;
}

type Key = Record<string, string>;
type Positions = Record<string, Key>;

const INVALID_CURSOR = 'cursor is not a position in this list; load the list again from its start';
// DynamoDB's own bounds for key values: 2,048 bytes for a partition key, 1,024 for a sort key.
const MAX_KEY_CHARACTERS = 2048;

function decodeCursor(cursor: string, queries: readonly PagedQuery[]): Positions {
  let positions: unknown;
  try {
    positions = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidRequest(INVALID_CURSOR);
  }
  if (!isPlainObject(positions)) throw new InvalidRequest(INVALID_CURSOR);
  const byName = new Map(queries.map((query) => [query.name, query]));
  const entries = Object.entries(positions);
  if (entries.length === 0) throw new InvalidRequest(INVALID_CURSOR);
  for (const [name, key] of entries) {
    const query = byName.get(name);
    if (!query || !isKeyOf(query, key)) throw new InvalidRequest(INVALID_CURSOR);
  }
  return positions as Positions;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly the Query's key attributes, as strings, in its partition and its sort-key range. */
function isKeyOf(query: PagedQuery, key: unknown): key is Key {
  if (!isPlainObject(key)) return false;
  const names = Object.keys(key);
  if (names.length !== query.keyAttributes.length) return false;
  for (const attribute of query.keyAttributes) {
    const value = key[attribute];
    if (typeof value !== 'string' || value === '' || value.length > MAX_KEY_CHARACTERS) return false;
  }
  const sortKey = key[query.sort.attribute] as string;
  return (
    key[query.partition.attribute] === query.partition.value &&
    sortKey.startsWith(query.sort.prefix ?? '') &&
    (query.sort.until === undefined || sortKey <= query.sort.until)
  );
}

const encodeCursor = (positions: Positions) =>
  Buffer.from(JSON.stringify(positions), 'utf8').toString('base64url');

const keyOf = (query: PagedQuery, item: Record<string, unknown>): Key =>
  Object.fromEntries(query.keyAttributes.map((attribute) => [attribute, String(item[attribute])]));

/**
 * Up to `wanted` items of one Query after `start`. A Query with a filter reads up to 1 MB a call and
 * keeps reading until it has enough matches; one without reads just what the page needs.
 */
async function readAfter(
  query: PagedQuery,
  start: Key | undefined,
  wanted: number,
  descending: boolean,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const { attribute, from } = query.sort;
  // DynamoDB refuses a start outside the condition; everything below `from` is behind the page anyway.
  let ExclusiveStartKey: Record<string, unknown> | undefined =
    start && from !== undefined && (start[attribute] ?? '') < from ? undefined : start;
  do {
    const page = await db.send(
      new QueryCommand({
        ...query.input,
        TableName: tableName,
        ScanIndexForward: !descending,
        ExclusiveStartKey,
        Limit: query.input.FilterExpression ? undefined : wanted - items.length,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < wanted);
  return items.slice(0, wanted);
}

/**
 * The next page of a list made of one or more Queries, merged in sort-key order. Each Query reads one
 * item more than the page holds, so whether more follow is known without an empty last page.
 */
export async function queryPage<T>(
  entity: Entity<T>,
  queries: readonly PagedQuery[],
  request: PageRequest,
): Promise<Page<T>> {
  if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > MAX_PAGE_SIZE)
    throw new Error(`A page holds 1 to ${MAX_PAGE_SIZE} items, not ${request.limit}`);
  const positions = request.cursor ? decodeCursor(request.cursor, queries) : {};
  const read = await Promise.all(
    queries.map(async (query) =>
      (await readAfter(query, positions[query.name], request.limit + 1, request.descending)).map((item) => ({
        query,
        item,
        sortKey: String(item[query.sort.attribute]),
      })),
    ),
  );
  const direction = request.descending ? -1 : 1;
  const merged = read
    .flat()
    .sort((a, b) => direction * (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  const taken = merged.slice(0, request.limit);
  if (merged.length <= request.limit) return { items: taken.map(({ item }) => recordOf(entity, item)) };
  // A Query none of whose items made this page keeps its position for the next.
  const next: Positions = { ...positions };
  for (const { query, item } of taken) next[query.name] = keyOf(query, item);
  return { items: taken.map(({ item }) => recordOf(entity, item)), nextCursor: encodeCursor(next) };
}
