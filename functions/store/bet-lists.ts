import { ACTIVE_STATUSES, COMMITTING_STATUSES, type BetStatus } from '../../domain/bets';
import { batchGetAll, queryAll } from './client';
import { betEntity, playerBetEntity, type BetRecord } from './entities';
import { betsByStatus, gameBetsCollection, playerBetKey, playerBetsPrefix } from './keys';
import { queryPage, type Page, type PageRequest } from './pages';

/**
 * The lists of bets: a player's own copies, the bets of a game, of a status, the open proposals. One
 * Query or BatchGet each (docs/data-model.md, Access patterns); the bets change in bets.ts.
 */

/** Every bet a user proposed or accepted, from their own partition (one Query). */
export function listPlayerBets(userId: string, options: { consistent?: boolean } = {}): Promise<BetRecord[]> {
  const prefix = playerBetsPrefix(userId);
  return queryAll(playerBetEntity, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :bets)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':bets': prefix.sk },
    ConsistentRead: options.consistent,
  });
}

/** Bets in one status, in kickoff order; `startedBefore` keeps those whose game began before it. */
export function listBetsByStatus(status: BetStatus, startedBefore?: Date): Promise<BetRecord[]> {
  const index = betsByStatus(status);
  return queryAll(betEntity, {
    IndexName: 'gsi2',
    KeyConditionExpression: startedBefore ? 'gsi2pk = :status AND gsi2sk < :before' : 'gsi2pk = :status',
    ExpressionAttributeValues: {
      ':status': index.gsi2pk,
      ...(startedBefore ? { ':before': startedBefore.toISOString() } : {}),
    },
  });
}

/**
 * The accepted and pending propositions whose game has started (two Queries of gsi2): the admin's
 * unsettled list picks the disputed and the overdue among them (docs/product.md, Disputes). A group's
 * bets on games under way or past and still open are few.
 */
export async function listUnsettledPropositions(now = new Date()): Promise<BetRecord[]> {
  const lists = await Promise.all(ACTIVE_STATUSES.map((status) => listBetsByStatus(status, now)));
  return lists.flat().filter((bet) => bet.betType === 'proposition');
}

export function listGameBets(gameId: string): Promise<BetRecord[]> {
  return queryAll(betEntity, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :game',
    ExpressionAttributeValues: { ':game': gameBetsCollection(gameId).gsi1pk },
  });
}

/** Accepted bets whose game kicks off in [from, until). */
export function listAcceptedBetsKickingOff(from: Date, until: Date): Promise<BetRecord[]> {
  return queryAll(betEntity, {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :accepted AND gsi2sk BETWEEN :from AND :until',
    ExpressionAttributeValues: {
      ':accepted': betsByStatus('accepted').gsi2pk,
      ':from': from.toISOString(),
      ':until': until.toISOString(),
    },
  });
}

/**
 * The bets a player still has open (proposed, accepted, waiting for a score), from their partition.
 * The Query also reads their closed copies and filters them out: the answer stays the open bets,
 * the read grows by about 1 KB per settled or cancelled bet (docs/decisions.md, "Lists come in pages").
 */
export function listOpenPlayerBets(
  userId: string,
  options: { consistent?: boolean } = {},
): Promise<BetRecord[]> {
  const prefix = playerBetsPrefix(userId);
  const open = COMMITTING_STATUSES.map((status, index) => [`:open${index}`, status] as const);
  return queryAll(playerBetEntity, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :bets)',
    FilterExpression: `#status IN (${open.map(([name]) => name).join(', ')})`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': prefix.pk, ':bets': prefix.sk, ...Object.fromEntries(open) },
    ConsistentRead: options.consistent,
  });
}

/** A player's copies of these bets, in the order of the ids given (one BatchGet per 100). */
export async function getPlayerBets(userId: string, betIds: readonly string[]): Promise<BetRecord[]> {
  const bets = new Map(
    (
      await batchGetAll(
        playerBetEntity,
        betIds.map((betId) => playerBetKey(userId, betId)),
      )
    ).map((bet) => [bet.id, bet]),
  );
  return betIds.flatMap((betId) => bets.get(betId) ?? []);
}

/**
 * One page of the bets in these statuses, by kickoff: one Query of gsi2 per status, merged. A bet
 * whose status changes between two pages can show on both or neither.
 */
export function betsPage(statuses: readonly BetStatus[], request: PageRequest): Promise<Page<BetRecord>> {
  return queryPage(
    betEntity,
    statuses.map((status) => {
      const { gsi2pk } = betsByStatus(status);
      return {
        name: status,
        input: {
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :status',
          ExpressionAttributeValues: { ':status': gsi2pk },
        },
        partition: { attribute: 'gsi2pk', value: gsi2pk },
        sort: { attribute: 'gsi2sk' },
        keyAttributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
      };
    }),
    request,
  );
}

/** Above every bet id: the end of a kickoff's bets in gsi2's sort keys (`{gameDate}#{betId}`). */
const AFTER_EVERY_BET = '#\uffff';

/**
 * One page of the open proposals others made on games kicking off from `from` on (not before now:
 * a begun game takes no acceptance) until `until`, soonest kickoff first: one Query of gsi2, which
 * reads only the page (docs/decisions.md, "Lists come in pages").
 */
export async function openProposalsPage(
  { exceptProposer, from, until }: { exceptProposer: string; from: Date; until?: Date },
  request: Omit<PageRequest, 'descending'>,
): Promise<Page<BetRecord>> {
  const { gsi2pk } = betsByStatus('proposed');
  const lowest = from.toISOString();
  const highest = until && `${until.toISOString()}${AFTER_EVERY_BET}`;
  // BETWEEN with its bounds the wrong way round is an error to DynamoDB, and the answer is nothing.
  if (highest !== undefined && highest < lowest) return { items: [] };
  return queryPage(
    betEntity,
    [
      {
        name: 'proposed',
        input: {
          IndexName: 'gsi2',
          KeyConditionExpression: `gsi2pk = :status AND ${highest ? 'gsi2sk BETWEEN :from AND :until' : 'gsi2sk >= :from'}`,
          FilterExpression: 'proposerId <> :me',
          ExpressionAttributeValues: {
            ':status': gsi2pk,
            ':from': lowest,
            ':me': exceptProposer,
            ...(highest ? { ':until': highest } : {}),
          },
        },
        partition: { attribute: 'gsi2pk', value: gsi2pk },
        sort: { attribute: 'gsi2sk', from: lowest, until: highest },
        keyAttributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
      },
    ],
    { ...request, descending: false },
  );
}
