import { createHash, randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  assertCanAccept,
  assertCanCancel,
  assertCanPropose,
  assertCanProposeSettlement,
  type AdminBet,
  type Bet,
  type BetStatus,
  COMMITTING_STATUSES,
} from '../../domain/bets';
import type { BetProposal } from '../../domain/bet-proposal';
import { AccountInactive, Conflict, NotFound } from '../../domain/errors';
import { isBettingOpen } from '../../domain/games';
import { formatCents } from '../../domain/money';
import { seasonOf } from '../../domain/seasons';
import { toHomeAway, type Score } from '../../domain/scores';
import { isAccountInactive } from '../../domain/users';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';
import {
  batchGetAll,
  db,
  getItem,
  queryAll,
  StaleRead,
  tableName,
  transact,
  withFreshReads,
  type TransactItem,
} from './client';
import {
  betEntity,
  idempotencyEntity,
  playerBetEntity,
  type BetRecord,
  type ProposalsStamp,
} from './entities';
import { getGame, getGames, toApiGame, type GameRecord } from './games';
import {
  betKey,
  betsByStatus,
  gameBetsCollection,
  gameKey,
  idempotencyKey,
  playerBetKey,
  playerBetsPrefix,
  proposalsStampKey,
  userKey,
} from './keys';
import { queryPage, type Page, type PageRequest } from './pages';
import { teamsById } from './teams';
import { getUser, getUsers, MAY_BET, type UserRecord } from './users';

export type { BetRecord, ProposalsStamp };

export const INSUFFICIENT_BALANCE = 'Insufficient available balance';
export const PROPOSER_GONE = 'This bet is no longer available: its proposer can no longer bet';
const BET_NOT_FOUND = 'Bet not found';

export async function getBet(betId: string): Promise<BetRecord | undefined> {
  return getItem(betEntity, betKey(betId), { consistent: true });
}

async function getBetAndGame(betId: string): Promise<{ bet: BetRecord; game: GameRecord }> {
  const bet = await getBet(betId);
  if (!bet) throw new NotFound(BET_NOT_FOUND);
  const game = await getGame(bet.gameId);
  if (!game) throw new NotFound('The game of this bet no longer exists');
  return { bet, game };
}

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

export function listGameBets(gameId: string): Promise<BetRecord[]> {
  return queryAll(betEntity, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :game',
    ExpressionAttributeValues: { ':game': gameBetsCollection(gameId).gsi1pk },
  });
}

// Items a bet transaction is made of.

/**
 * The bet's main item (with its indexes), conditioned on the version read, and each player's copy
 * (unconditional: the main item's condition guards them).
 */
export function betItems(
  bet: BetRecord,
  game: Pick<GameRecord, 'gameDate'>,
  previousVersion?: number,
): { bet: TransactItem; playerCopies: TransactItem[] } {
  const main: TransactItem = {
    Put: {
      TableName: tableName,
      Item: {
        ...bet,
        entity: 'bet',
        ...betKey(bet.id),
        ...betsByStatus(bet.status, game.gameDate, bet.id),
        ...gameBetsCollection(bet.gameId, bet.createdAt, bet.id),
      },
      ...(previousVersion === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: 'version = :seen',
            ExpressionAttributeValues: { ':seen': previousVersion },
          }),
    },
  };
  const players = [bet.proposerId, ...(bet.acceptorId ? [bet.acceptorId] : [])];
  const playerCopies: TransactItem[] = players.map((userId) => ({
    Put: {
      TableName: tableName,
      Item: { ...bet, entity: 'playerBet', ...playerBetKey(userId, bet.id) },
    },
  }));
  return { bet: main, playerCopies };
}

/**
 * What every write that touches one of a user's bets does to the user item: the "bets changed at"
 * stamp HEAD /api/bets/my answers with, and the `betsVersion` deactivation and deletion condition on.
 */
export const BETS_CHANGED = { SET: 'betsChangedAt = :now', ADD: 'betsVersion :one' } as const;
const betsChanged = (now: Date) => ({ ':now': now.toISOString(), ':one': 1 });

/**
 * Commits an amount: available goes down, and never below zero; and only for a user who may bet
 * (the conditions keep both so).
 */
function commitItem(userId: string, amountCents: number, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET availableCents = availableCents - :amount, ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
      ConditionExpression: `availableCents >= :amount AND ${MAY_BET.ConditionExpression}`,
      ExpressionAttributeValues: {
        ':amount': amountCents,
        ...betsChanged(now),
        ...MAY_BET.ExpressionAttributeValues,
      },
    },
  };
}

/** Releases a commitment back to available. */
export function releaseItem(userId: string, amountCents: number, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET availableCents = availableCents + :amount, ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':amount': amountCents, ...betsChanged(now) },
    },
  };
}

/** Marks that one of the user's bets changed; with `mayBet`, only while the user may still bet. */
function stampItem(userId: string, now: Date, options: { mayBet?: boolean } = {}): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
      ConditionExpression: options.mayBet ? MAY_BET.ConditionExpression : 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ...betsChanged(now),
        ...(options.mayBet ? MAY_BET.ExpressionAttributeValues : {}),
      },
    },
  };
}

/** The commitment of the user acting was refused: not enough available, or they may no longer bet. */
class CommitRefused extends Error {}

async function explainCommitRefused(userId: string): Promise<never> {
  const user = await getUser(userId, { consistent: true });
  if (!user || user.deletedAt || isAccountInactive(user)) throw new AccountInactive();
  throw new Conflict(INSUFFICIENT_BALANCE);
}

/**
 * Bumps the group's "open proposals changed" stamp, so everyone's next poll sees a new or taken
 * proposal (docs/decisions.md). It has no condition, so it never fails a transaction.
 */
export function proposalsStampItem(now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: proposalsStampKey(),
      UpdateExpression: 'SET changedAt = :now, entity = :entity ADD changes :one',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':entity': 'proposalsStamp', ':one': 1 },
    },
  };
}

/** Guards that betting is still open when the write lands, not only when the game was read. */
function bettingOpenCheck(gameId: string, now: Date): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: gameKey(gameId),
      ConditionExpression: '#status = :scheduled AND gameDate > :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':scheduled': 'scheduled', ':now': now.toISOString() },
    },
  };
}

const IDEMPOTENCY_SECONDS = 24 * 60 * 60;

class IdempotentReplay extends Error {}

/**
 * POST /api/bets. A retry with the same Idempotency-Key (a double click, a network retry) gets the
 * bet the first attempt created instead of a second proposal.
 */
export async function proposeBet(
  user: UserRecord,
  proposal: BetProposal,
  options: { idempotencyKey?: string; now?: Date } = {},
): Promise<{ bet: BetRecord; replayed: boolean }> {
  const now = options.now ?? new Date();
  const requestHash = createHash('sha256').update(JSON.stringify(proposal)).digest('base64url');
  if (options.idempotencyKey) {
    const replayed = await replayedProposal(user.id, options.idempotencyKey, requestHash);
    if (replayed) return { bet: replayed, replayed: true };
  }

  const game = await getGame(proposal.gameId);
  if (!game) throw new NotFound('Game not found');
  assertCanPropose(game, now);

  const bet: BetRecord = {
    id: randomUUID(),
    gameId: game.id,
    season: game.season,
    betType: proposal.betType,
    selection: proposal.selection,
    spread: proposal.betType === 'spread' ? proposal.spread : null,
    overUnder: proposal.betType === 'over_under' ? proposal.overUnder : null,
    amountCents: proposal.amount,
    status: 'proposed',
    proposerId: user.id,
    proposerFirstName: user.firstName,
    createdAt: now.toISOString(),
    version: 1,
  };
  const idempotency: TransactItem[] = options.idempotencyKey
    ? [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...idempotencyKey(user.id, options.idempotencyKey),
              entity: 'idempotency',
              betId: bet.id,
              requestHash,
              [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]
    : [];

  try {
    await transact(
      {
        ...betItems(bet, game),
        // Invariant: currency is only committed if the proposer has it available.
        proposerCommitment: commitItem(user.id, bet.amountCents, now),
        bettingOpen: bettingOpenCheck(game.id, now),
        idempotency,
        proposalsStamp: proposalsStampItem(now),
      },
      (failed) => {
        if (failed === 'proposerCommitment') return new CommitRefused();
        if (failed === 'bettingOpen') return new Conflict('Betting is closed - game has started');
        if (failed === 'idempotency') return new IdempotentReplay();
        return new Conflict('This bet could not be created. Please try again.');
      },
    );
  } catch (error) {
    if (error instanceof CommitRefused) return explainCommitRefused(user.id);
    if (!(error instanceof IdempotentReplay) || !options.idempotencyKey) throw error;
    const replayed = await replayedProposal(user.id, options.idempotencyKey, requestHash);
    if (!replayed) throw new Conflict('This bet could not be created. Please try again.');
    return { bet: replayed, replayed: true };
  }
  return { bet, replayed: false };
}

async function replayedProposal(
  userId: string,
  key: string,
  requestHash: string,
): Promise<BetRecord | undefined> {
  const record = await getItem(idempotencyEntity, idempotencyKey(userId, key), {
    consistent: true,
  });
  if (!record) return undefined;
  if (record.requestHash !== requestHash)
    throw new Conflict('This Idempotency-Key was already used for a different bet');
  return getBet(record.betId);
}

/** POST /api/bets/{id}/accept. Of simultaneous accepts, the first write wins; the rest re-read and get 409. */
export function acceptBet(user: UserRecord, betId: string, now = new Date()): Promise<BetRecord> {
  return withFreshReads(async () => {
    const { bet, game } = await getBetAndGame(betId);
    assertCanAccept(bet, game, user.id, now);
    const accepted: BetRecord = {
      ...bet,
      status: 'accepted',
      acceptorId: user.id,
      acceptorFirstName: user.firstName,
      acceptedAt: now.toISOString(),
      version: bet.version + 1,
    };
    try {
      await transact(
        {
          ...betItems(accepted, game, bet.version),
          // Invariant: the acceptor commits the same amount, only if they have it available, and both
          // players may still bet when it lands: no deactivated or deleted user joins a bet.
          acceptorCommitment: commitItem(user.id, bet.amountCents, now),
          proposerMayBet: stampItem(bet.proposerId, now, { mayBet: true }),
          bettingOpen: bettingOpenCheck(game.id, now),
          proposalsStamp: proposalsStampItem(now),
        },
        (failed) => {
          if (failed === 'bet') return new StaleRead();
          if (failed === 'acceptorCommitment') return new CommitRefused();
          if (failed === 'proposerMayBet') return new Conflict(PROPOSER_GONE);
          if (failed === 'bettingOpen') return new Conflict('Betting is closed - game has started');
          return new Conflict('This bet could not be accepted. Please try again.');
        },
      );
    } catch (error) {
      if (error instanceof CommitRefused) return explainCommitRefused(user.id);
      throw error;
    }
    return accepted;
  });
}

/**
 * Cancels an open proposal and releases its amount: DELETE /api/bets/{id} by its proposer, and the
 * cleanup of proposals whose game has started (`byUserId` undefined).
 */
export function cancelBet(betId: string, byUserId: string | undefined, now = new Date()): Promise<BetRecord> {
  return withFreshReads(async () => {
    const bet = await getBet(betId);
    if (!bet) throw new NotFound(BET_NOT_FOUND);
    if (byUserId) assertCanCancel(bet, byUserId);
    else if (bet.status !== 'proposed') throw new Conflict('Only an open proposal can be cancelled');
    const cancelled: BetRecord = {
      ...bet,
      status: 'cancelled',
      cancelledAt: now.toISOString(),
      version: bet.version + 1,
    };
    const game = (await getGame(bet.gameId)) ?? { gameDate: '' };
    await transact(
      {
        ...betItems(cancelled, game, bet.version),
        proposerRelease: releaseItem(bet.proposerId, bet.amountCents, now),
        proposalsStamp: proposalsStampItem(now),
      },
      (failed) =>
        failed === 'bet'
          ? new StaleRead()
          : new Conflict('This bet could not be cancelled. Please try again.'),
    );
    return cancelled;
  });
}

/** POST /api/bets/{id}/propose-settlement: the proposing player waits for the other to accept. */
export function proposeSettlement(
  user: UserRecord,
  betId: string,
  score: Score,
  now = new Date(),
): Promise<BetRecord> {
  return withFreshReads(async () => {
    const { bet, game } = await getBetAndGame(betId);
    assertCanProposeSettlement(bet, game, user.id, now);
    const pending: BetRecord = {
      ...bet,
      status: 'pending_settlement',
      pendingSettlementScore: toHomeAway(score),
      settlementProposerId: user.id,
      version: bet.version + 1,
    };
    const players = [bet.proposerId, bet.acceptorId ?? ''];
    await transact(
      { ...betItems(pending, game, bet.version), playerStamps: players.map((id) => stampItem(id, now)) },
      (failed) =>
        failed === 'bet'
          ? new StaleRead()
          : new Conflict('The score could not be proposed. Please try again.'),
    );
    return pending;
  });
}

/** How many bets are in a status (admin statistics; a COUNT query reads no items back). */
export async function countBets(status: BetStatus): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :status',
        ExpressionAttributeValues: { ':status': betsByStatus(status).gsi2pk },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/**
 * docs/product.md, The admin area (Cleanup): cancels proposals whose game has started and releases their
 * amounts. The index finds candidates by the kickoff recorded at proposal time; the game itself has the last
 * word.
 */
export async function cancelExpiredProposals(now = new Date()): Promise<number> {
  let cancelled = 0;
  for (const bet of await listBetsByStatus('proposed', now)) {
    const game = await getGame(bet.gameId);
    if (game && isBettingOpen(game, now)) continue;
    try {
      await cancelBet(bet.id, undefined, now);
      cancelled += 1;
    } catch (error) {
      // Accepted or cancelled in the meantime: nothing to clean up.
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return cancelled;
}

/** Bets as the API returns them: the game and its teams joined at read time (one BatchGet). */
export async function apiBets(bets: readonly BetRecord[]): Promise<Bet[]> {
  const [games, teams] = await Promise.all([getGames(bets.map((bet) => bet.gameId)), teamsById()]);
  return bets.map((bet) => {
    const game = games.get(bet.gameId);
    const apiGame = game ? toApiGame(game, teams) : undefined;
    return {
      id: bet.id,
      gameId: bet.gameId,
      game: {
        gameDate: apiGame?.gameDate ?? '',
        status: apiGame?.status ?? 'scheduled',
        season: apiGame?.season ?? bet.season ?? seasonOf(bet.createdAt),
        week: apiGame?.week ?? 0,
        homeTeamId: apiGame?.homeTeamId ?? 0,
        awayTeamId: apiGame?.awayTeamId ?? 0,
        homeScore: apiGame?.homeScore ?? null,
        awayScore: apiGame?.awayScore ?? null,
        homeTeam: { name: apiGame?.homeTeam.name ?? '', abbreviation: apiGame?.homeTeam.abbreviation ?? '' },
        awayTeam: { name: apiGame?.awayTeam.name ?? '', abbreviation: apiGame?.awayTeam.abbreviation ?? '' },
      },
      betType: bet.betType,
      selection: bet.selection,
      spread: bet.spread,
      overUnder: bet.overUnder,
      amount: formatCents(bet.amountCents),
      status: bet.status,
      proposerId: bet.proposerId,
      acceptorId: bet.acceptorId ?? null,
      proposer: { firstName: bet.proposerFirstName },
      acceptor: bet.acceptorFirstName ? { firstName: bet.acceptorFirstName } : null,
      pendingSettlementScore: bet.pendingSettlementScore ?? null,
      settlementProposerId: bet.settlementProposerId ?? null,
      finalScore: bet.finalScore ?? null,
      winnerId: bet.winnerId ?? null,
      createdAt: bet.createdAt,
      acceptedAt: bet.acceptedAt ?? null,
      settledAt: bet.settledAt ?? null,
    };
  });
}

/** Bets as the admin screens list them: with team names, kickoff and both players' emails. */
export async function adminApiBets(records: readonly BetRecord[]): Promise<AdminBet[]> {
  const [bets, users] = await Promise.all([
    apiBets(records),
    getUsers(records.flatMap((bet) => [bet.proposerId, ...(bet.acceptorId ? [bet.acceptorId] : [])])),
  ]);
  return bets.map((bet) => ({
    ...bet,
    awayTeamName: bet.game.awayTeam.name,
    homeTeamName: bet.game.homeTeam.name,
    gameDate: bet.game.gameDate,
    proposerEmail: users.get(bet.proposerId)?.email ?? null,
    acceptorEmail: bet.acceptorId ? (users.get(bet.acceptorId)?.email ?? null) : null,
  }));
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
export function listOpenPlayerBets(userId: string): Promise<BetRecord[]> {
  const prefix = playerBetsPrefix(userId);
  const open = COMMITTING_STATUSES.map((status, index) => [`:open${index}`, status] as const);
  return queryAll(playerBetEntity, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :bets)',
    FilterExpression: `#status IN (${open.map(([name]) => name).join(', ')})`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': prefix.pk, ':bets': prefix.sk, ...Object.fromEntries(open) },
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
