import {
  ACTIVE_STATUSES,
  assertCanAcceptSettlement,
  isProposition,
  type PropositionSelection,
  assertCanSettleAsAdmin,
  SCORED_MEANWHILE,
  takesAcceptedScore,
  type Side,
} from '../../domain/bets';
import { weekCounted } from '../../domain/closing';
import { Conflict, NotFound } from '../../domain/errors';
import { outcomeAcceptedBy, outcomeOwner } from '../../domain/disputes';
import { fromHomeAway, toHomeAway, type Score } from '../../domain/scores';
import { balanceChangeCents, sideStakes } from '../../domain/stakes';
import {
  correctionCents,
  correctionDescription,
  LEDGER_TYPE,
  otherSide,
  outcomesAgreed,
  outcomesAt,
  regradesOf,
  settledDescription,
  straightUpOf,
  winnerOf,
  type FinalCounts,
  type Verdict,
} from '../../domain/settlement';
import { logger } from '../observability/logger';
import { countSettledBet } from '../observability/metrics';
import { StaleRead, tableName, transact, withFreshReads, type TransactItem } from './client';
import { betItems, BETS_CHANGED, stampItem } from './bet-items';
import { getBet, type BetRecord } from './bets';
import { listGameBets } from './bet-lists';
import { getGame, type FinalSource, type GameRecord } from './games';
import { writeOfficialFinal } from './official-final';
import { gameKey, userKey } from './keys';
import { ledgerEntryItem } from './ledger';
import { ledgerBetContext, ledgerMatchup } from './ledger-context';
import { leaderboardCorrectionItems, leaderboardItems, versusItems } from './leaderboard';
import { beforeWrite } from './write-points';
import { getUsers, type UserRecord } from './users';
import { voidAgreed } from './voids';

/**
 * POST /api/bets/{id}/accept-settlement: the player who did not propose the score accepts it. With
 * `covering`, the bet the player accepted the score on, this bet settles only while it still waits
 * for the same score from the same player when read (game-scores.ts).
 */
export function acceptSettlement(
  user: UserRecord,
  betId: string,
  now = new Date(),
  covering?: BetRecord,
): Promise<BetRecord> {
  return withFreshReads(async () => {
    const { bet, game } = await readBet(betId);
    if (covering && !takesAcceptedScore(bet, covering, user.id)) throw new Conflict(SCORED_MEANWHILE);
    const answered = isProposition(bet) ? { ...bet, settlementProposerId: outcomeOwner(bet, user.id) } : bet;
    assertCanAcceptSettlement(answered, game, user.id);
    if (isProposition(bet)) return settleAgreed(answered, game, user.id, now);
    const score = fromHomeAway(bet.pendingSettlementScore ?? '');
    if (!score) throw new Conflict('The proposed score cannot be read');
    return settle(bet, game, score, 'players', now);
  });
}

/**
 * docs/product.md, Propositions: the outcome one player proposed and the other accepted settles the
 * proposition, yes or no, or voids it (each side's stake back); in a dispute, the other player's
 * outcome (Disputes). `bet` names the player whose outcome it was as its settlement proposer: they are
 * the one told it settled (notifications/settlements.ts).
 */
async function settleAgreed(
  bet: BetRecord,
  game: GameRecord | undefined,
  userId: string,
  now: Date,
): Promise<BetRecord> {
  const agreed = outcomeAcceptedBy(bet, userId);
  if (!agreed) throw new Conflict('The proposed outcome cannot be read');
  if (agreed === 'void') return voidAgreed(bet, game, now);
  return settle(bet, game, { outcome: agreed }, 'players', now);
}

/**
 * POST /api/admin/bets/{id}/settle: an admin settles an accepted or pending bet once its game has
 * started. The score is the game's official final, so every other bet of the game goes by it too
 * (docs/product.md, One final score per game).
 */
export async function settleAsAdmin(betId: string, score: Score, now = new Date()): Promise<FinalCounts> {
  const { bet, game } = await readBet(betId);
  assertCanSettleAsAdmin(bet, game, now);
  return recordOfficialFinal(game, score, now, 'admin');
}

/**
 * POST /api/admin/games/{id}/score (and every admin settlement): the official final of a game that
 * has started and was not voided, entered or corrected. The game records it first, so it stands even
 * for a game nobody bet on and the players can no longer settle by agreement; then every bet of the
 * game is brought to it (`bringToOfficialFinal`). Nothing is done when the game cannot take a score,
 * and no error is thrown once it has one.
 */
export async function scoreGame(
  gameId: string,
  score: Score,
  now = new Date(),
  source: FinalSource = 'admin',
): Promise<FinalCounts> {
  // Read strongly: what it read is the final it may replace (recordOfficialFinal).
  const game = await getGame(gameId, { consistent: true });
  if (!game) throw new NotFound('Game not found');
  return recordOfficialFinal(game, score, now, source);
}

async function recordOfficialFinal(
  game: GameRecord,
  score: Score,
  now: Date,
  source: FinalSource,
): Promise<FinalCounts> {
  return applyOfficialFinal(await writeOfficialFinal(game, score, now, source), now);
}

/**
 * Brings every bet of a final game to its official final, each in its own transaction, and never
 * throws: a bet that fails is logged and counted, and the same final again retries it.
 */
export async function applyOfficialFinal(game: GameRecord, now = new Date()): Promise<FinalCounts> {
  const gameId = game.id;
  const counts: FinalCounts = { settled: 0, regraded: 0, failed: 0 };
  for (const bet of await listGameBets(gameId)) {
    // docs/product.md, Propositions: settled by its players' agreement, never by the final.
    if (isProposition(bet)) continue;
    if (bet.status !== 'settled' && !ACTIVE_STATUSES.includes(bet.status)) continue;
    try {
      const change = await bringToOfficialFinal({ bet, game }, now);
      if (change !== 'unchanged') counts[change] += 1;
    } catch (error) {
      logger.error("A bet could not be brought to its game's official final", {
        gameId,
        betId: bet.id,
        error,
      });
      counts.failed += 1;
    }
  }
  return counts;
}

/**
 * One bet and its game's official final: an accepted or pending bet settles by it, a bet settled at
 * another score is re-graded to it, anything else is left alone. The first attempt trusts the records
 * it is given (the bet as listed, the game as just written); each write conditions on the bet's version
 * and on the final it applies still being the game's, and a retry reads both afresh. So of two finals
 * arriving at once every bet ends on the one the game keeps, and the same final twice changes nothing.
 */
export function bringToOfficialFinal(
  known: { bet: BetRecord; game: GameRecord },
  now = new Date(),
): Promise<'settled' | 'regraded' | 'unchanged'> {
  let given: typeof known | undefined = known;
  return withFreshReads(async () => {
    const { bet, game } = given ?? (await readBet(known.bet.id));
    given = undefined;
    const official = game && officialFinalOf(game);
    if (!game || !official || isProposition(bet)) return 'unchanged';
    if (ACTIVE_STATUSES.includes(bet.status)) {
      // Counted as settled, with its winner's Pigskins, once its write has landed.
      countSettledBet(await settle(bet, game, official, game.finalSource ?? 'admin', now));
      return 'settled';
    }
    if (bet.status !== 'settled' || bet.finalScore === toHomeAway(official)) return 'unchanged';
    await regrade(bet, game, official, now);
    return 'regraded';
  });
}

/** The game's official final, once it has one. */
export function officialFinalOf(game: GameRecord): Score | undefined {
  return game.status === 'final' && game.homeScore !== undefined && game.awayScore !== undefined
    ? { home: game.homeScore, away: game.awayScore }
    : undefined;
}

/** Read strongly: a settlement retried after a stale read must see what made it stale. */
export async function readBet(betId: string): Promise<{ bet: BetRecord; game: GameRecord | undefined }> {
  const bet = await getBet(betId);
  if (!bet) throw new Conflict('This bet no longer exists');
  if (bet.gameId === undefined) return { bet, game: undefined };
  const game = await getGame(bet.gameId, { consistent: true });
  if (!game) throw new Conflict('The game of this bet no longer exists');
  return { bet, game };
}

const NOT_PLAYED = { ':postponed': 'postponed', ':cancelled': 'cancelled' };

/**
 * What a settlement's write checks of the game when it lands: players settle by agreement only a game
 * with no official final that was not voided; an official final settles or re-grades only while it is
 * still the game's.
 */
function gameCheck(game: GameRecord, verdict: Verdict, by: BetRecord['settledBy']): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: gameKey(game.id),
      ExpressionAttributeNames: { '#status': 'status' },
      // A proposition's players settle it whatever the final (docs/product.md, Propositions).
      ...('outcome' in verdict
        ? {
            ConditionExpression: 'NOT #status IN (:postponed, :cancelled)',
            ExpressionAttributeValues: NOT_PLAYED,
          }
        : by === 'players'
          ? {
              ConditionExpression: 'NOT #status IN (:postponed, :cancelled, :final)',
              ExpressionAttributeValues: { ...NOT_PLAYED, ':final': 'final' },
            }
          : {
              ConditionExpression: '#status = :final AND homeScore = :home AND awayScore = :away',
              ExpressionAttributeValues: { ':final': 'final', ':home': verdict.home, ':away': verdict.away },
            }),
    },
  };
}

/**
 * A player's balance moving by `changeCents` with the ledger entry that explains it. Invariant: the
 * balance moves by exactly the entry's amount; the condition on the ledger sequence read makes
 * balanceAfter true. `releaseCents` of commitment comes back to available in the same write.
 */
function balanceItems(
  player: UserRecord,
  changeCents: number,
  releaseCents: number,
  entry: Omit<
    Parameters<typeof ledgerEntryItem>[0],
    'userId' | 'sequence' | 'amountCents' | 'balanceAfterCents'
  >,
): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: userKey(player.id),
        UpdateExpression: `SET balanceCents = :after, availableCents = availableCents + :available, ledgerSequence = :next, ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
        ConditionExpression: 'ledgerSequence = :sequence',
        ExpressionAttributeValues: {
          ':sequence': player.ledgerSequence,
          ':next': player.ledgerSequence + 1,
          ':after': player.balanceCents + changeCents,
          ':available': releaseCents + changeCents,
          ':now': entry.createdAt,
          ':one': 1,
        },
      },
    },
    ledgerEntryItem({
      ...entry,
      userId: player.id,
      sequence: player.ledgerSequence + 1,
      amountCents: changeCents,
      balanceAfterCents: player.balanceCents + changeCents,
    }),
  ];
}

async function playersOf(bet: BetRecord): Promise<Record<Side, UserRecord>> {
  if (!bet.acceptorId) throw new Conflict('This bet has no opponent');
  const users = await getUsers([bet.proposerId, bet.acceptorId], { consistent: true });
  const [proposer, acceptor] = [users.get(bet.proposerId), users.get(bet.acceptorId)];
  if (!proposer || !acceptor) throw new Conflict('A player of this bet no longer exists');
  return { proposer, acceptor };
}

/**
 * Settles a bet in one transaction: the bet, both balances with their ledger entries, both players'
 * weekly and season leaderboard rows and head-to-head records, and the check on its game.
 */
export async function settle(
  bet: BetRecord,
  game: GameRecord | undefined,
  verdict: Score | { outcome: PropositionSelection },
  by: NonNullable<BetRecord['settledBy']>,
  now: Date,
): Promise<BetRecord> {
  const players = await playersOf(bet);
  const outcomes = 'outcome' in verdict ? outcomesAgreed(bet, verdict.outcome) : outcomesAt(bet, verdict);
  const finalScore = 'outcome' in verdict ? null : toHomeAway(verdict);
  const settled: BetRecord = {
    ...bet,
    status: 'settled',
    ...('outcome' in verdict ? { agreedOutcome: verdict.outcome } : { finalScore: toHomeAway(verdict) }),
    winnerId: winnerOf(outcomes, { proposer: players.proposer.id, acceptor: players.acceptor.id }),
    settledBy: by,
    settledAt: now.toISOString(),
    version: bet.version + 1,
  };
  const [matchup, week] = [game && (await ledgerMatchup(game, finalScore)), weekCounted(bet, game)];
  if (!week) throw new Conflict('The week of this bet cannot be read');
  const stakes = sideStakes(bet);
  await beforeWrite('settle');
  // Invariant: each side's own stake is released, and the winner gains exactly what the loser gives up.
  const check = game && gameCheck(game, verdict, by);
  await writeBetAndBalances(bet, settled, game, check, 'settled', (side) => {
    const [player, opponent, outcome] = [players[side], players[otherSide(side)], outcomes[side]];
    const changeCents = balanceChangeCents(outcome, stakes[side]);
    return [
      ...balanceItems(player, changeCents, stakes[side].riskCents, {
        season: week.season,
        type: LEDGER_TYPE[outcome],
        description: settledDescription(
          outcome,
          Math.abs(changeCents),
          opponent.firstName,
          matchup,
          straightUpOf(bet, side, matchup),
        ),
        createdAt: now.toISOString(),
        bet: ledgerBetContext(bet, side, opponent, matchup, outcome === 'tie' ? null : outcome === 'win'),
      }),
      ...leaderboardItems(player, week, outcome, changeCents),
      ...versusItems(player.id, opponent.id, week, outcome),
    ];
  });
  return settled;
}

/**
 * Re-grades a bet its players settled at another score to the game's official final, in one
 * transaction (docs/product.md, One final score per game): each player whose outcome changes gets a
 * `bet_correction` entry moving the difference, their leaderboard and head-to-head rows trade the old
 * outcome for the new one, and the bet takes the official score and winner, keeping the score its
 * players had agreed on. When the outcome is the same, only the bet's score changes.
 */
async function regrade(bet: BetRecord, game: GameRecord, official: Score, now: Date): Promise<BetRecord> {
  const agreed = fromHomeAway(bet.finalScore ?? '');
  if (!agreed) throw new Conflict('The settled score of this bet cannot be read');
  const players = await playersOf(bet);
  const finalScore = toHomeAway(official);
  const outcomes = regradesOf(bet, agreed, official);
  const regraded: BetRecord = {
    ...bet,
    finalScore,
    winnerId: winnerOf(
      { proposer: outcomes.proposer.now, acceptor: outcomes.acceptor.now },
      { proposer: players.proposer.id, acceptor: players.acceptor.id },
    ),
    agreedScore: bet.agreedScore ?? bet.finalScore,
    regradedAt: now.toISOString(),
    version: bet.version + 1,
  };
  const matchup = await ledgerMatchup(game, finalScore);
  const check = gameCheck(game, official, game.finalSource ?? 'admin');
  await writeBetAndBalances(bet, regraded, game, check, 're-graded', (side) => {
    const [player, opponent, outcome] = [players[side], players[otherSide(side)], outcomes[side]];
    if (outcome.was === outcome.now) return [stampItem(player.id, now)];
    const changeCents = correctionCents(outcome, sideStakes(bet)[side]);
    return [
      ...balanceItems(player, changeCents, 0, {
        season: game.season,
        type: 'bet_correction',
        description: correctionDescription(outcome.now, changeCents, opponent.firstName, matchup, official),
        createdAt: now.toISOString(),
        bet: ledgerBetContext(
          bet,
          side,
          opponent,
          matchup,
          outcome.now === 'tie' ? null : outcome.now === 'win',
        ),
      }),
      ...leaderboardCorrectionItems(player, game, outcome, changeCents),
      ...versusItems(player.id, opponent.id, game, outcome),
    ];
  });
  return regraded;
}

/**
 * The one transaction shape of settling and re-grading: the bet at its next version (and its
 * players' copies), the check on its game, and each side's items. A part that fails its condition
 * means something was read stale, and the caller reads again (`withFreshReads`).
 */
async function writeBetAndBalances(
  bet: BetRecord,
  next: BetRecord,
  game: GameRecord | undefined,
  check: TransactItem | undefined,
  what: 'settled' | 're-graded',
  itemsOf: (side: Side) => TransactItem[],
): Promise<void> {
  await transact(
    {
      ...betItems(next, game, bet.version),
      game: check ? [check] : [],
      proposer: itemsOf('proposer'),
      acceptor: itemsOf('acceptor'),
    },
    (failed) =>
      failed === 'bet' || failed === 'game' || failed === 'proposer' || failed === 'acceptor'
        ? new StaleRead()
        : new Conflict(`This bet could not be ${what}. Please try again.`),
  );
}
