import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ACTIVE_STATUSES,
  assertCanAcceptSettlement,
  assertCanSettleAsAdmin,
  balanceChangeCents,
  GAME_VOIDED,
  NOT_SETTLABLE,
  NOT_STARTED,
  outcomeFor,
  pickOf,
  type Outcome,
  type Side,
} from '../../domain/bets';
import { Conflict, NotFound } from '../../domain/errors';
import { hasStarted, isVoided } from '../../domain/games';
import { fromHomeAway, toHomeAway, type Score } from '../../domain/scores';
import { CURRENCY } from '../../domain/constants';
import { formatCents } from '../../domain/money';
import { logger } from '../observability/logger';
import { countSettledBet } from '../observability/metrics';
import { db, StaleRead, tableName, transact, withFreshReads, type TransactItem } from './client';
import { betItems, BETS_CHANGED } from './bet-items';
import { getBet, listGameBets, type BetRecord } from './bets';
import { finalScoreUpdate, getGame, type GameRecord } from './games';
import { gameKey, userKey } from './keys';
import { ledgerEntryItem, type LedgerBetContext } from './ledger';
import { leaderboardItems, versusItem } from './leaderboard';
import { teamsById } from './teams';
import { getUser, type UserRecord } from './users';
import { counted } from '../../domain/words';

const LEDGER_TYPE: Record<Outcome, 'bet_win' | 'bet_loss' | 'bet_tie'> = {
  win: 'bet_win',
  loss: 'bet_loss',
  tie: 'bet_tie',
};

/** POST /api/bets/{id}/accept-settlement: the player who did not propose the score accepts it. */
export function acceptSettlement(user: UserRecord, betId: string, now = new Date()): Promise<BetRecord> {
  return withFreshReads(async () => {
    const { bet, game } = await readBet(betId);
    assertCanAcceptSettlement(bet, game, user.id);
    const score = fromHomeAway(bet.pendingSettlementScore ?? '');
    if (!score) throw new Conflict('The proposed score cannot be read');
    return settle(bet, game, score, 'players', now);
  });
}

/**
 * POST /api/admin/bets/{id}/settle: an admin settles an accepted or pending bet once its game has
 * started; the game becomes final.
 */
export function settleAsAdmin(betId: string, score: Score, now = new Date()): Promise<BetRecord> {
  return withFreshReads(async () => {
    const { bet, game } = await readBet(betId);
    assertCanSettleAsAdmin(bet, game, now);
    return settle(bet, game, score, 'admin', now);
  });
}

/** What settling a game's bets did: bets settled, skipped (settled by their players meanwhile), failed. */
export interface SettledCounts {
  settled: number;
  skipped: number;
  failed: number;
}

/**
 * Settles every accepted and pending bet of a game with one score, each in its own transaction with
 * the rules and ledger entries of settling one. Never throws: a bet its players settled meanwhile is
 * skipped, one that fails otherwise is logged and counted, and `firstError` is kept for the caller.
 */
export async function settleGameBets(
  gameId: string,
  score: Score,
  now = new Date(),
): Promise<SettledCounts & { firstError?: Error }> {
  const candidates = (await listGameBets(gameId)).filter((bet) => ACTIVE_STATUSES.includes(bet.status));
  const counts: SettledCounts & { firstError?: Error } = { settled: 0, skipped: 0, failed: 0 };
  for (const bet of candidates) {
    try {
      countSettledBet(await settleAsAdmin(bet.id, score, now));
      counts.settled += 1;
    } catch (error) {
      // Settled by its players (or otherwise closed) since the list was read: nothing left to do.
      if (error instanceof Conflict && error.message === NOT_SETTLABLE) {
        counts.skipped += 1;
        continue;
      }
      logger.error('A bet of the game could not be settled', { gameId, betId: bet.id, error });
      counts.firstError ??= error instanceof Error ? error : new Error(String(error));
      counts.failed += 1;
    }
  }
  return counts;
}

/** What settling a game's bets did, in a sentence (docs/decisions.md). */
export function settledMessage({ settled, skipped, failed }: SettledCounts) {
  if (settled + skipped + failed === 0) return 'No bets were left to settle';
  if (skipped + failed === 0)
    return settled === 1
      ? 'The bet has been settled'
      : `${counted(settled, 'bet')} have been settled with the same final score`;
  const parts = [`${counted(settled, 'bet')} settled with the same final score`];
  if (skipped > 0) parts.push(`${counted(skipped, 'bet')} had been settled by the players meanwhile`);
  if (failed > 0) parts.push(`${counted(failed, 'bet')} could not be settled: settle them again`);
  return parts.join('; ');
}

/**
 * POST /api/admin/games/{id}/score: the admin's final score for a game that has started and was not
 * voided. The game records it first (final, out of the open games), so the score stands even for a
 * game nobody bet on; then its accepted and pending bets are settled with it. Nothing is done when
 * the game cannot take a score, and no error is thrown once it has one.
 */
export async function scoreGame(gameId: string, score: Score, now = new Date()): Promise<SettledCounts> {
  const game = await getGame(gameId);
  if (!game) throw new NotFound('Game not found');
  assertCanTakeScore(game, now);
  const final = finalScoreUpdate(score);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: gameKey(game.id),
        ...final,
        ConditionExpression: 'NOT #status IN (:postponed, :cancelled) AND gameDate <= :now',
        ExpressionAttributeValues: {
          ...final.ExpressionAttributeValues,
          ':postponed': 'postponed',
          ':cancelled': 'cancelled',
          ':now': now.toISOString(),
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // Voided (or rescheduled) since it was read: say which.
    const current = await getGame(gameId);
    if (current) assertCanTakeScore(current, now);
    throw new Conflict('This game cannot take a score now. Please try again.');
  }
  const { settled, skipped, failed } = await settleGameBets(gameId, score, now);
  return { settled, skipped, failed };
}

function assertCanTakeScore(game: GameRecord, now: Date): void {
  if (isVoided(game)) throw new Conflict(GAME_VOIDED);
  if (!hasStarted(game, now)) throw new Conflict(NOT_STARTED);
}

async function readBet(betId: string): Promise<{ bet: BetRecord; game: GameRecord }> {
  const bet = await getBet(betId);
  if (!bet) throw new Conflict('This bet no longer exists');
  const game = await getGame(bet.gameId);
  if (!game) throw new Conflict('The game of this bet no longer exists');
  return { bet, game };
}

/**
 * Settles a bet in one transaction: the bet, both balances with their ledger entries, both players'
 * weekly and season leaderboard rows and head-to-head records, and (by an admin) the game's score.
 */
async function settle(
  bet: BetRecord,
  game: GameRecord,
  score: Score,
  by: 'players' | 'admin',
  now: Date,
): Promise<BetRecord> {
  if (!bet.acceptorId) throw new Conflict('This bet has no opponent');
  const [proposer, acceptor] = await Promise.all([getUser(bet.proposerId), getUser(bet.acceptorId)]);
  if (!proposer || !acceptor) throw new Conflict('A player of this bet no longer exists');

  const outcomes: Record<Side, Outcome> = {
    proposer: outcomeFor(bet, score, 'proposer'),
    acceptor: outcomeFor(bet, score, 'acceptor'),
  };
  const winnerId =
    outcomes.proposer === 'win' ? proposer.id : outcomes.acceptor === 'win' ? acceptor.id : null;
  const finalScore = toHomeAway(score);
  const settled: BetRecord = {
    ...bet,
    status: 'settled',
    finalScore,
    winnerId,
    settledBy: by,
    settledAt: now.toISOString(),
    version: bet.version + 1,
  };
  const matchup = await ledgerMatchup(game, finalScore);

  const playerItems = (
    side: Side,
    player: UserRecord,
    opponent: UserRecord,
  ): { balance: TransactItem; rest: TransactItem[] } => {
    const outcome = outcomes[side];
    const changeCents = balanceChangeCents(outcome, bet.amountCents);
    return {
      // Invariant: the balance moves by exactly the ledger entry's amount; the condition on the ledger
      // sequence read makes balanceAfter true, and the commitment is released in the same write.
      balance: {
        Update: {
          TableName: tableName,
          Key: userKey(player.id),
          UpdateExpression: `SET balanceCents = :after, availableCents = availableCents + :available, ledgerSequence = :next, ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
          ConditionExpression: 'ledgerSequence = :sequence',
          ExpressionAttributeValues: {
            ':sequence': player.ledgerSequence,
            ':next': player.ledgerSequence + 1,
            ':after': player.balanceCents + changeCents,
            ':available': bet.amountCents + changeCents,
            ':now': now.toISOString(),
            ':one': 1,
          },
        },
      },
      rest: [
        ledgerEntryItem({
          userId: player.id,
          sequence: player.ledgerSequence + 1,
          season: game.season,
          type: LEDGER_TYPE[outcome],
          amountCents: changeCents,
          balanceAfterCents: player.balanceCents + changeCents,
          description: describe(outcome, bet.amountCents, opponent.firstName, matchup),
          createdAt: now.toISOString(),
          bet: ledgerBetContext(bet, side, opponent, matchup, outcome === 'tie' ? null : outcome === 'win'),
        }),
        ...leaderboardItems(player, game, outcome, changeCents),
        versusItem(player.id, opponent.id, outcome),
      ],
    };
  };
  const forProposer = playerItems('proposer', proposer, acceptor);
  const forAcceptor = playerItems('acceptor', acceptor, proposer);
  // A voided game's bets cannot be settled, whoever reads them when; an admin's score waits for kickoff.
  const played = {
    ConditionExpression: 'NOT #status IN (:postponed, :cancelled)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':postponed': 'postponed', ':cancelled': 'cancelled' },
  };
  const final = finalScoreUpdate(score);
  const gameItem: TransactItem =
    by === 'admin'
      ? {
          Update: {
            TableName: tableName,
            Key: gameKey(game.id),
            ...final,
            ConditionExpression: `${played.ConditionExpression} AND gameDate <= :now`,
            ExpressionAttributeNames: {
              ...final.ExpressionAttributeNames,
              ...played.ExpressionAttributeNames,
            },
            ExpressionAttributeValues: {
              ...final.ExpressionAttributeValues,
              ...played.ExpressionAttributeValues,
              ':now': now.toISOString(),
            },
          },
        }
      : { ConditionCheck: { TableName: tableName, Key: gameKey(game.id), ...played } };

  // The bet, the two balances and the game condition on what was read.
  await transact(
    {
      ...betItems(settled, game, bet.version),
      proposerBalance: forProposer.balance,
      acceptorBalance: forAcceptor.balance,
      game: gameItem,
      proposerEntries: forProposer.rest,
      acceptorEntries: forAcceptor.rest,
    },
    (failed) =>
      failed === 'bet' || failed === 'proposerBalance' || failed === 'acceptorBalance' || failed === 'game'
        ? new StaleRead()
        : new Conflict('This bet could not be settled. Please try again.'),
  );
  return settled;
}

function describe(
  outcome: Outcome,
  amountCents: number,
  opponent: string,
  matchup: { awayTeam: string; homeTeam: string },
) {
  const game = `${matchup.awayTeam} @ ${matchup.homeTeam}`;
  const amount = `${formatCents(amountCents)} ${CURRENCY}`;
  if (outcome === 'win') return `Won ${amount} from ${opponent} on ${game}`;
  if (outcome === 'loss') return `Lost ${amount} to ${opponent} on ${game}`;
  return `Push with ${opponent} on ${game}: no ${CURRENCY} moved`;
}

/** The game as a ledger entry remembers it: history is written once and never re-joined. */
export async function ledgerMatchup(
  game: GameRecord,
  finalScore: string | null,
): Promise<LedgerBetContext['game']> {
  const teams = await teamsById();
  return {
    id: game.id,
    awayTeam: teams.get(game.awayTeamId)?.abbreviation ?? `Team ${game.awayTeamId}`,
    homeTeam: teams.get(game.homeTeamId)?.abbreviation ?? `Team ${game.homeTeamId}`,
    gameDate: game.gameDate,
    finalScore,
  };
}

/** What one player's ledger entry about a bet remembers of it: their pick, their role, their opponent. */
export function ledgerBetContext(
  bet: BetRecord,
  side: Side,
  opponent: Pick<UserRecord, 'id' | 'firstName' | 'email'>,
  game: LedgerBetContext['game'],
  isWin: boolean | null,
): LedgerBetContext {
  const pick = pickOf(bet, side);
  return {
    betId: bet.id,
    betType: bet.betType,
    selection: pick.selection,
    spread: pick.spread,
    overUnder: pick.overUnder,
    amountCents: bet.amountCents,
    userRole: side,
    isWin,
    opponent: { id: opponent.id, firstName: opponent.firstName, email: opponent.email },
    game,
  };
}
