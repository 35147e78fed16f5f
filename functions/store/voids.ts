import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COMMITTING_STATUSES, pickLabel, pickOf, type Side } from '../../domain/bets';
import { CURRENCY } from '../../domain/constants';
import { weekCounted } from '../../domain/closing';
import { Conflict, NotFound } from '../../domain/errors';
import type { VoidedStatus } from '../../domain/games';
import { formatCents } from '../../domain/money';
import { adminVoidDescription } from '../../domain/disputes';
import { agreedVoidDescription } from '../../domain/settlement';
import { sideStakes } from '../../domain/stakes';
import { logger } from '../observability/logger';
import { betItems, BETS_CHANGED, proposalsStampItem, releaseItem } from './bet-items';
import { getBet, type BetRecord } from './bets';
import { listGameBets } from './bet-lists';
import { db, getItem, StaleRead, tableName, transact, withFreshReads, type TransactItem } from './client';
import { gameEntity, type GameRecord } from './entities';
import { recordOf } from './entity';
import { gameKey, userKey } from './keys';
import { ledgerEntryItem } from './ledger';
import { ledgerBetContext, ledgerMatchup, type LedgerGame } from './ledger-context';
import { getUsers, type UserRecord } from './users';

export const GAME_FINAL = 'This game is final: its bets are settled';
const NOTHING_TO_VOID = 'This bet no longer holds a stake';
/** A proposition's pick names no team. */
const NO_TEAMS = { home: '', away: '' };

export interface VoidResult {
  game: GameRecord;
  voided: BetRecord[];
  /** Bets that could not be voided this time (logged); voiding the game again retries them. */
  failed: number;
}

/**
 * POST /api/admin/games/{id}/void: a game that will not be played. The game is marked first: from then
 * on proposals, accepts and settlements on it are refused by their own transactions' conditions. Then
 * every bet still holding a stake is voided, each in its own transaction. Voiding again sweeps any bet
 * a first attempt missed, and may change the reason (docs/decisions.md).
 */
export async function voidGame(gameId: string, status: VoidedStatus, now = new Date()): Promise<VoidResult> {
  const game = await markNotPlayed(gameId, status, now);
  const voided: BetRecord[] = [];
  let failed = 0;
  for (const bet of await listGameBets(gameId)) {
    if (!COMMITTING_STATUSES.includes(bet.status)) continue;
    try {
      voided.push(await voidBet(bet.id, game, now));
    } catch (error) {
      if (error instanceof Conflict && error.message === NOTHING_TO_VOID) continue;
      logger.error('A bet of a voided game could not be voided', { betId: bet.id, error });
      failed += 1;
    }
  }
  return { game, voided, failed };
}

async function markNotPlayed(gameId: string, status: VoidedStatus, now: Date): Promise<GameRecord> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: gameKey(gameId),
        // Not played: like a final game, it leaves the index of open games (the week under way).
        UpdateExpression:
          'SET #status = :status, voidedAt = if_not_exists(voidedAt, :now) REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND #status <> :final',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':now': now.toISOString(), ':final': 'final' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return recordOf(gameEntity, Attributes ?? {});
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const game = await getItem(gameEntity, gameKey(gameId), { consistent: true });
    if (!game) throw new NotFound('Game not found');
    throw new Conflict(GAME_FINAL);
  }
}

/**
 * Cancels one bet of a voided game and releases its stakes. An accepted bet gives each player a
 * `bet_refund` entry of 0: no balance moved, but their history shows the bet and why it ended. An open
 * proposal had no opponent and gets no entry, as when its proposer cancels it.
 */
function voidBet(betId: string, game: GameRecord, now: Date): Promise<BetRecord> {
  return withFreshReads(async () => {
    const bet = await getBet(betId);
    if (!bet || !COMMITTING_STATUSES.includes(bet.status)) throw new Conflict(NOTHING_TO_VOID);
    const voided: BetRecord = {
      ...bet,
      status: 'cancelled',
      cancelledAt: now.toISOString(),
      voidedAt: now.toISOString(),
      version: bet.version + 1,
    };
    await writeVoid(bet, voided, game, now);
    return voided;
  });
}

/**
 * docs/product.md, Disputes: the admin voids a proposition, open or accepted, disputed or not, with a
 * reason both players read: each side's own stake back, the reason on the bet and in each ledger line.
 * The caller read the bet strongly; a stale read is read again (`withFreshReads`).
 */
export async function voidAsAdmin(
  bet: BetRecord,
  game: GameRecord | undefined,
  reason: string,
  now: Date,
): Promise<BetRecord> {
  const voided: BetRecord = {
    ...bet,
    status: 'cancelled',
    adminReason: reason,
    cancelledAt: now.toISOString(),
    voidedAt: now.toISOString(),
    version: bet.version + 1,
  };
  await writeVoid(bet, voided, game, now, (side, stakeCents, opponent) =>
    adminVoidDescription(reason, pickLabel(pickOf(bet, side), NO_TEAMS), stakeCents, opponent),
  );
  return voided;
}

/**
 * The bet cancelled and its stakes released in one transaction. The bet and each player's user item
 * condition on what was read; an open proposal leaving everyone's list also bumps the group's stamp
 * (docs/decisions.md).
 */
async function writeVoid(
  bet: BetRecord,
  voided: BetRecord,
  game: GameRecord | undefined,
  now: Date,
  describe?: Describe,
): Promise<void> {
  const players = bet.acceptorId ? await refundItems(bet, game, bet.acceptorId, now, describe) : [];
  await transact(
    {
      ...betItems(voided, game, bet.version),
      ...(bet.acceptorId
        ? { refunds: players }
        : {
            proposerRelease: releaseItem(bet.proposerId, sideStakes(bet).proposer.riskCents, now),
            proposalsStamp: proposalsStampItem(now),
          }),
    },
    () => new StaleRead(),
  );
}

/** A refund's ledger line for one side, when it is not a voided game's. */
type Describe = (side: Side, stakeCents: number, opponent: string) => string;

/**
 * docs/product.md, Propositions: a proposition its players agreed to void, as a voided game's bet: each
 * side's stake back with a `bet_refund` entry of 0. The caller read the bet and checked the agreement;
 * the write conditions on that read (a stale one is read again, `withFreshReads`).
 */
export async function voidAgreed(
  bet: BetRecord,
  game: GameRecord | undefined,
  now: Date,
): Promise<BetRecord> {
  if (!bet.acceptorId) throw new Conflict('This bet has no opponent');
  const voided: BetRecord = {
    ...bet,
    status: 'cancelled',
    agreedOutcome: 'void',
    cancelledAt: now.toISOString(),
    voidedAt: now.toISOString(),
    version: bet.version + 1,
  };
  const refunds = await refundItems(bet, game, bet.acceptorId, now, (side, stakeCents, opponent) =>
    agreedVoidDescription(pickLabel(pickOf(bet, side), NO_TEAMS), stakeCents, opponent),
  );
  await transact({ ...betItems(voided, game, bet.version), refunds }, () => new StaleRead());
  return voided;
}

/**
 * Each player's stake back with a `bet_refund` entry of 0. `describe` words a void by agreement; without
 * it, the entry says the game was not played (so a game-less proposition always has it).
 */
async function refundItems(
  bet: BetRecord,
  game: GameRecord | undefined,
  acceptorId: string,
  now: Date,
  describe?: Describe,
): Promise<TransactItem[]> {
  const users = await getUsers([bet.proposerId, acceptorId], { consistent: true });
  const [proposer, acceptor] = [users.get(bet.proposerId), users.get(acceptorId)];
  if (!proposer || !acceptor) throw new Conflict('A player of this bet no longer exists');
  const matchup = game && (await ledgerMatchup(game, null));
  const week = weekCounted(bet, game);
  if (!week) throw new Conflict('The week of this bet cannot be read');
  const stakes = sideStakes(bet);
  const refund = (side: Side, player: UserRecord, opponent: UserRecord): TransactItem[] => [
    {
      // Invariant: available = balance - open commitments; each side's own stake comes back, the
      // balance stays.
      Update: {
        TableName: tableName,
        Key: userKey(player.id),
        UpdateExpression: `SET availableCents = availableCents + :amount, ledgerSequence = :next, ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
        ConditionExpression: 'ledgerSequence = :sequence',
        ExpressionAttributeValues: {
          ':amount': stakes[side].riskCents,
          ':sequence': player.ledgerSequence,
          ':next': player.ledgerSequence + 1,
          ':now': now.toISOString(),
          ':one': 1,
        },
      },
    },
    ledgerEntryItem({
      userId: player.id,
      sequence: player.ledgerSequence + 1,
      season: week.season,
      type: 'bet_refund',
      amountCents: 0,
      balanceAfterCents: player.balanceCents,
      description:
        describe?.(side, stakes[side].riskCents, opponent.firstName) ??
        describeVoid(stakes[side].riskCents, opponent.firstName, matchup, game?.status),
      createdAt: now.toISOString(),
      bet: ledgerBetContext(bet, side, opponent, matchup, null),
    }),
  ];
  return [...refund('proposer', proposer, acceptor), ...refund('acceptor', acceptor, proposer)];
}

function describeVoid(
  amountCents: number,
  opponent: string,
  matchup: LedgerGame | undefined,
  status: GameRecord['status'] | undefined,
): string {
  const game = matchup ? `${matchup.awayTeam} @ ${matchup.homeTeam}` : 'The game';
  return `${game} was ${status ?? 'voided'}: your ${formatCents(amountCents)} ${CURRENCY} bet with ${opponent} is void`;
}
