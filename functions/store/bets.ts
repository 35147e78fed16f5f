import { createHash, randomUUID } from 'node:crypto';
import {
  assertCanAccept,
  assertCanCancel,
  assertCanPropose,
  assertCanProposeSettlement,
  CANNOT_CHALLENGE_YOURSELF,
  SCORED_MEANWHILE,
  sideOf,
  takesProposedScore,
} from '../../domain/bets';
import { proposedOdds, type BetProposal } from '../../domain/bet-proposal';
import { assertClosingTime } from '../../domain/closing';
import { DISPUTED, isDisputed } from '../../domain/disputes';
import { AccountInactive, Conflict, InvalidRequest, NotFound } from '../../domain/errors';
import { toHomeAway } from '../../domain/scores';
import { calendarWeek } from '../../domain/seasons';
import { assertVerdictFits, type Verdict } from '../../domain/settlement';
import { CURRENCY } from '../../domain/constants';
import { formatAmount } from '../../domain/money';
import { sideStakes } from '../../domain/stakes';
import { isAccountInactive } from '../../domain/users';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';
import { getItem, StaleRead, tableName, transact, withFreshReads, type TransactItem } from './client';
import { betEntity, idempotencyEntity, type BetRecord, type ProposalsStamp } from './entities';
import {
  betItems,
  bettingOpenCheck,
  commitItem,
  proposalsStampItem,
  releaseItem,
  stampItem,
} from './bet-items';
import { getGame, type GameRecord } from './games';
import { betKey, idempotencyKey } from './keys';
import { getUser, type UserRecord } from './users';
import { beforeWrite } from './write-points';
import { listOpenPlayerBets } from './bet-lists';

export type { BetRecord, ProposalsStamp };

export const INSUFFICIENT_BALANCE = 'Insufficient available balance';
/** docs/product.md, Bet lifecycle: the acceptor of a bet at odds is told their own stake. */
export const insufficientForStake = (stakeCents: number) =>
  `${INSUFFICIENT_BALANCE}: taking this bet risks ${formatAmount(stakeCents)} ${CURRENCY} of yours`;
/** docs/product.md, Bet lifecycle: one player's open proposals at most, so every list of them stays short. */
export const MAX_OPEN_PROPOSALS = 50;
export const TOO_MANY_PROPOSALS = `You have ${MAX_OPEN_PROPOSALS} open proposals, the most one player may have: cancel one, or wait until one is accepted`;
export const PROPOSER_GONE = 'This bet is no longer available: its proposer can no longer bet';
const BET_NOT_FOUND = 'Bet not found';
const NO_SUCH_MEMBER = 'There is no member to challenge by that id';

export async function getBet(betId: string): Promise<BetRecord | undefined> {
  return getItem(betEntity, betKey(betId), { consistent: true });
}

/** A bet and its game; a game-less proposition has none (docs/product.md, Propositions). */
async function getBetAndGame(betId: string): Promise<{ bet: BetRecord; game: GameRecord | undefined }> {
  const bet = await getBet(betId);
  if (!bet) throw new NotFound(BET_NOT_FOUND);
  if (bet.gameId === undefined) return { bet, game: undefined };
  const game = await getGame(bet.gameId);
  if (!game) throw new NotFound('The game of this bet no longer exists');
  return { bet, game };
}

/** The commitment of the user acting was refused: not enough available, or they may no longer bet. */
class CommitRefused extends Error {}

/**
 * `stake`: the user's own stake, named when it is not the amount the bet shows (docs/product.md, Bet
 * lifecycle): the acceptor of a bet at odds.
 */
async function explainCommitRefused(userId: string, stake?: number): Promise<never> {
  const user = await getUser(userId, { consistent: true });
  if (!user || user.deletedAt || isAccountInactive(user)) throw new AccountInactive();
  throw new Conflict(stake === undefined ? INSUFFICIENT_BALANCE : insufficientForStake(stake));
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

  const gameId = proposal.gameId ?? undefined;
  const [game, open, challengee] = await Promise.all([
    gameId === undefined ? undefined : getGame(gameId),
    listOpenPlayerBets(user.id),
    proposal.challengeeId ? getUser(proposal.challengeeId) : undefined,
  ]);
  if (gameId !== undefined && !game) throw new NotFound('Game not found');
  if (game) assertCanPropose(game, now);
  const chosenClosing = proposal.betType === 'proposition' ? proposal.closesAt : undefined;
  assertClosingTime(chosenClosing, game, now);
  const odds = proposedOdds(proposal);
  if (proposal.challengeeId) assertCanChallenge(user, proposal.challengeeId, challengee);
  // Read, not conditioned: two proposals at the same instant may pass the cap by one, which the flood
  // limit bounds; what the cap prevents is a list of thousands (docs/decisions.md).
  const proposals = open.filter((bet) => bet.status === 'proposed' && bet.proposerId === user.id).length;
  if (proposals >= MAX_OPEN_PROPOSALS) throw new Conflict(TOO_MANY_PROPOSALS);

  const bet: BetRecord = {
    id: randomUUID(),
    ...occasionOf(game, chosenClosing),
    betType: proposal.betType,
    selection: proposal.selection,
    spread: proposal.betType === 'spread' ? proposal.spread : null,
    overUnder: proposal.betType === 'over_under' ? proposal.overUnder : null,
    ...(proposal.betType === 'proposition' && { proposition: proposal.proposition }),
    amountCents: proposal.amount,
    ...(odds && { odds }),
    status: 'proposed',
    proposerId: user.id,
    proposerFirstName: user.firstName,
    ...(challengee && { challengeeId: challengee.id, challengeeFirstName: challengee.firstName }),
    ...(game?.line && { postedLine: game.line }),
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

  await beforeWrite('proposeBet');
  try {
    await transact(
      {
        ...betItems(bet, game),
        // Invariant: currency is only committed if the proposer has it available.
        proposerCommitment: commitItem(user.id, sideStakes(bet).proposer.riskCents, now),
        bettingOpen: game ? [bettingOpenCheck(game.id, now)] : [],
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

/**
 * What a new bet records of when it happens: its game and the game's season, with the closing time its
 * proposer chose, if any; a game-less proposition its closing time and the season and week it counts
 * in (domain/closing.ts).
 */
function occasionOf(
  game: GameRecord | undefined,
  closing: string | undefined,
): Pick<BetRecord, 'gameId' | 'season' | 'week' | 'closesAt'> {
  if (game)
    return { gameId: game.id, season: game.season, ...(closing !== undefined && { closesAt: closing }) };
  if (closing === undefined) throw new Error('A game-less proposition has a closing time');
  // docs/decisions.md, "A game-less proposition counts in the week it closes": by the NFL calendar.
  return { ...calendarWeek(new Date(closing)), closesAt: closing };
}

/**
 * docs/product.md, Challenges: a challenge names another member who may bet now. Whether they still
 * may when they accept is the acceptance's own check.
 */
function assertCanChallenge(user: UserRecord, challengeeId: string, challengee: UserRecord | undefined) {
  if (challengeeId === user.id) throw new InvalidRequest(CANNOT_CHALLENGE_YOURSELF);
  if (!challengee || challengee.deletedAt) throw new NotFound(NO_SUCH_MEMBER);
  if (isAccountInactive(challengee)) throw new Conflict(`${challengee.firstName} cannot bet right now`);
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
    const { acceptor, proposer } = sideStakes(bet);
    const accepted: BetRecord = {
      ...bet,
      status: 'accepted',
      acceptorId: user.id,
      acceptorFirstName: user.firstName,
      acceptedAt: now.toISOString(),
      version: bet.version + 1,
    };
    await beforeWrite('acceptBet');
    try {
      await transact(
        {
          ...betItems(accepted, game, bet.version),
          // Invariant: the acceptor commits their own stake (the odds make it), only if they have it
          // available, and both players may still bet when it lands: no deactivated or deleted user
          // joins a bet.
          acceptorCommitment: commitItem(user.id, acceptor.riskCents, now),
          proposerMayBet: stampItem(bet.proposerId, now, { mayBet: true }),
          bettingOpen: game ? [bettingOpenCheck(game.id, now)] : [],
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
      if (error instanceof CommitRefused)
        return explainCommitRefused(
          user.id,
          acceptor.riskCents === proposer.riskCents ? undefined : acceptor.riskCents,
        );
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
    const game = bet.gameId === undefined ? undefined : await getGame(bet.gameId);
    await transact(
      {
        ...betItems(cancelled, game, bet.version),
        proposerRelease: releaseItem(bet.proposerId, sideStakes(bet).proposer.riskCents, now),
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

/**
 * POST /api/bets/{id}/propose-settlement: the proposing player waits for the other to accept the score,
 * or a proposition's outcome (docs/product.md, Propositions); the other answering a proposition with
 * another outcome disputes it (docs/product.md, Disputes). With
 * `covering`, the bet the player sent the score on, this bet takes the same score only while the rule
 * still says it does when read (game-scores.ts).
 */
export function proposeSettlement(
  user: UserRecord,
  betId: string,
  verdict: Verdict,
  now = new Date(),
  covering?: BetRecord,
): Promise<BetRecord> {
  return withFreshReads(async () => {
    const { bet, game } = await getBetAndGame(betId);
    assertVerdictFits(bet, verdict);
    if (covering && !takesProposedScore(bet, covering, user.id)) throw new Conflict(SCORED_MEANWHILE);
    if (sideOf(bet, user.id) && isDisputed(bet)) throw new Conflict(DISPUTED);
    assertCanProposeSettlement(bet, game, user.id, now);
    const pending: BetRecord = {
      ...bet,
      ...settlementProposal(bet, user.id, verdict, now),
      version: bet.version + 1,
    };
    const players = [bet.proposerId, bet.acceptorId ?? ''];
    await beforeWrite('proposeSettlement');
    await transact(
      { ...betItems(pending, game, bet.version), playerStamps: players.map((id) => stampItem(id, now)) },
      (failed) =>
        failed === 'bet'
          ? new StaleRead()
          : new Conflict(
              `The ${'outcome' in verdict ? 'outcome' : 'score'} could not be proposed. Please try again.`,
            ),
    );
    return pending;
  });
}

/**
 * What a proposed score or outcome changes on the bet. docs/product.md, Disputes: another outcome
 * answering a pending one keeps both, each with its player's words, and the bet stays pending.
 */
function settlementProposal(bet: BetRecord, userId: string, verdict: Verdict, now: Date): Partial<BetRecord> {
  if (!('outcome' in verdict)) {
    return {
      status: 'pending_settlement',
      pendingSettlementScore: toHomeAway(verdict),
      settlementProposerId: userId,
    };
  }
  if (bet.status === 'pending_settlement' && bet.pendingOutcome !== verdict.outcome) {
    return {
      disputedAt: now.toISOString(),
      disputedBy: userId,
      disputeOutcome: verdict.outcome,
      disputeNote: verdict.note,
    };
  }
  return {
    status: 'pending_settlement',
    pendingOutcome: verdict.outcome,
    settlementNote: verdict.note,
    settlementProposerId: userId,
  };
}
