import { hasClosed, type Closing } from './closing';
import { Conflict, Forbidden } from './errors';
import { hasStarted, isBettingOpen, isVoided, type BettingLine, type Game } from './games';
import type { Score } from './scores';

/**
 * docs/product.md, Bet lifecycle: a spread, a total, a winner picked straight up (a moneyline), or a
 * proposition its players write and settle by agreement (Propositions).
 */
export type BetType = 'spread' | 'over_under' | 'moneyline' | 'proposition';
export type BetStatus = 'proposed' | 'accepted' | 'pending_settlement' | 'settled' | 'cancelled';
export const BET_STATUSES: readonly BetStatus[] = [
  'proposed',
  'accepted',
  'pending_settlement',
  'settled',
  'cancelled',
];
export type SpreadSelection = 'home' | 'away';
export type TotalSelection = 'over' | 'under';
/** A proposition's side: that it happens, or that it does not. */
export type PropositionSelection = 'yes' | 'no';
export type Selection = SpreadSelection | TotalSelection | PropositionSelection;
/** docs/product.md, Propositions: what its players agree happened; void gives both stakes back. */
export type PropositionOutcome = PropositionSelection | 'void';

/**
 * These statuses commit the amount: available = balance minus their amounts (docs/product.md, Balances and
 * the ledger).
 */
export const COMMITTING_STATUSES: readonly BetStatus[] = ['proposed', 'accepted', 'pending_settlement'];
/** docs/product.md, My Bets: Active Bets are accepted or waiting for a score to be accepted. */
export const ACTIVE_STATUSES: readonly BetStatus[] = ['accepted', 'pending_settlement'];

/** What was bet: the proposer's pick and line (none for a straight-up bet or a proposition). */
export interface BetTerms {
  betType: BetType;
  selection: Selection;
  /** The line for the selected side (spread bets). */
  spread: number | null;
  /** The total (over/under bets). */
  overUnder: number | null;
  /** A proposition's text, as its proposer wrote it: plain text, never markup. */
  proposition?: string | null | undefined;
}

/**
 * A bet as the API returns it. Money is a decimal string; scores are "home-away" (docs/product.md,
 * Settlement).
 */
export interface Bet extends BetTerms {
  id: string;
  /** null for a proposition on no game (docs/product.md, Propositions). */
  gameId: string | null;
  /** Its game; a game-less proposition's: its week and closing time, no teams (docs/decisions.md). */
  game: Pick<
    Game,
    | 'gameDate'
    | 'status'
    | 'season'
    | 'week'
    | 'homeTeamId'
    | 'awayTeamId'
    | 'homeScore'
    | 'awayScore'
    | 'live'
  > & {
    homeTeam: { name: string; abbreviation: string };
    awayTeam: { name: string; abbreviation: string };
  };
  /** A proposition's text (docs/product.md, Propositions); null for every other type. */
  proposition: string | null;
  /** When it stops taking acceptances: its game's kickoff, or a proposition's own (domain/closing.ts). */
  closesAt: string;
  /** The proposer's stake. */
  amount: string;
  /**
   * The proposer's odds in lowest terms, `{ win: 3, risk: 2 }` for 3 to 2 (docs/product.md, Odds); even
   * money, `{ win: 1, risk: 1 }`, for every spread and over/under bet.
   */
  odds: { win: number; risk: number };
  /** What each side risks and wins: each wins exactly what the other risks. */
  stakes: Record<Side, { risk: string; win: string }>;
  status: BetStatus;
  proposerId: string;
  acceptorId: string | null;
  proposer: { firstName: string };
  acceptor: { firstName: string } | null;
  /** A challenge names the one member who may accept it (docs/product.md, Challenges). */
  challengeeId: string | null;
  challengee: { firstName: string } | null;
  pendingSettlementScore: string | null;
  /** The outcome one player proposed for a proposition, waiting for the other (null otherwise). */
  pendingOutcome: PropositionOutcome | null;
  settlementProposerId: string | null;
  finalScore: string | null;
  /**
   * "home-away": the score its players had settled at, when the game's official final re-graded the
   * bet to another (docs/product.md, One final score per game).
   */
  agreedScore: string | null;
  /** The outcome a proposition settled or was voided by, its players' or the admin's (else null). */
  outcome: PropositionOutcome | null;
  /** Whose that outcome is: the players' agreement or the admin's decision or void (else null). */
  outcomeBy: 'players' | 'admin' | null;
  /** docs/product.md, Disputes: each side's proposed outcome and words (a proposition's; else null). */
  claims: Record<Side, { outcome: PropositionOutcome; note: string | null } | null> | null;
  /** When a proposition's players proposed different outcomes (null unless it was disputed). */
  disputedAt: string | null;
  /** Why the admin decided or voided a proposition (null otherwise): both players read it. */
  adminReason: string | null;
  /**
   * A bet still to settle on a game with no official final: the score two players already settled
   * another bet of the game at (GET /api/bets/my only; null elsewhere), so the score dialog opens on it.
   */
  settledElsewhere: { score: string; players: string[] } | null;
  /** null once settled means a tie. */
  winnerId: string | null;
  createdAt: string;
  acceptedAt: string | null;
  settledAt: string | null;
}

/**
 * POST /api/bets/{id}/propose-settlement and /accept-settlement: the bet, and the other bets of the
 * player on its game the same score went to (docs/product.md, One score proposal per player and game).
 */
export type ScoreAnswer = Bet & { alsoBets: string[] };

/** GET /api/games/{id}: one game and every bet of the group on it (docs/product.md, The game page). */
export interface GamePage {
  game: Game;
  /** Open, accepted and settled, the newest first; withdrawn and voided proposals left out. */
  bets: Bet[];
  /** The posted line when the game's first proposal was made, to show how it moved since. */
  lineAtFirstProposal: BettingLine | null;
}

/**
 * A game that has kicked off, as the admin's Bet Settlement lists it: with the accepted and pending
 * bets its final score still has to settle.
 */
export interface StartedGame {
  game: Game;
  bets: AdminBet[];
}

/**
 * An admin's bet list item: a bet with the names and emails the admin screens show (docs/product.md, Admin
 * screens).
 */
export interface AdminBet extends Bet {
  awayTeamName: string;
  homeTeamName: string;
  gameDate: string;
  proposerEmail: string | null;
  acceptorEmail: string | null;
  /** Why the admin's unsettled list shows it: disputed, or unsettled a week after it closed. */
  unsettled: 'disputed' | 'overdue' | null;
}

export const MINIMUM_AMOUNT_CENTS = 100;

export type Side = 'proposer' | 'acceptor';
export type Outcome = 'win' | 'loss' | 'tie';

const OPPOSITE: Record<Selection, Selection> = {
  home: 'away',
  away: 'home',
  over: 'under',
  under: 'over',
  yes: 'no',
  no: 'yes',
};

/**
 * docs/product.md, Settlement: the acceptor holds the opposite pick: home/away flipped with the spread
 * inverted, over/under and yes/no swapped.
 */
export function pickOf(terms: BetTerms, side: Side): BetTerms {
  if (side === 'proposer') return terms;
  return {
    ...terms,
    selection: OPPOSITE[terms.selection],
    spread: terms.spread === null ? null : -terms.spread || 0,
  };
}

/**
 * How far a pick is ahead at a score, in points: positive wins, negative loses, 0 is a push
 * (docs/product.md, Settlement; Live scores reads it at the score of the moment).
 */
export function marginOfPick(pick: BetTerms, score: Score): number {
  if (pick.betType === 'moneyline')
    return pick.selection === 'home' ? score.home - score.away : score.away - score.home;
  if (pick.betType === 'spread') {
    const spread = pick.spread ?? 0;
    return pick.selection === 'home' ? score.home + spread - score.away : score.away + spread - score.home;
  }
  // A proposition is not decided by the score (docs/product.md, Propositions): no margin either way.
  if (pick.betType === 'proposition') return 0;
  const total = score.home + score.away;
  const line = pick.overUnder ?? 0;
  return pick.selection === 'over' ? total - line : line - total;
}

/** docs/product.md, Settlement: the outcome of one pick. */
export function outcomeOfPick(pick: BetTerms, score: Score): Outcome {
  const margin = marginOfPick(pick, score);
  return margin > 0 ? 'win' : margin < 0 ? 'loss' : 'tie';
}

export function outcomeFor(terms: BetTerms, score: Score, side: Side): Outcome {
  return outcomeOfPick(pickOf(terms, side), score);
}

/** docs/product.md, Propositions: the side whose answer its players agreed on wins; the other loses. */
export function propositionOutcomeFor(terms: BetTerms, agreed: PropositionSelection, side: Side): Outcome {
  return pickOf(terms, side).selection === agreed ? 'win' : 'loss';
}

export const isProposition = (terms: Pick<BetTerms, 'betType'>): boolean => terms.betType === 'proposition';

/** What the rules read of a bet's game: none for a proposition on no game. */
type GameState = Pick<Game, 'gameDate' | 'status'> | undefined;

/** The part of a bet the permission rules read; stored records and API bets both fit. */
interface BetState extends Closing {
  betType?: BetType;
  status: BetStatus;
  proposerId: string;
  acceptorId?: string | null;
  settlementProposerId?: string | null;
  challengeeId?: string | null;
}

export const sideOf = (bet: Pick<BetState, 'proposerId' | 'acceptorId'>, userId: string): Side | undefined =>
  bet.proposerId === userId ? 'proposer' : bet.acceptorId === userId ? 'acceptor' : undefined;

// Who may do what, and when (docs/product.md, Bet lifecycle). Each throws the error the caller should see.

export const BETTING_CLOSED = 'Betting is closed - game has started';

/** Why a game takes no new bets: it has started, or (not yet started) it will not be played. */
export function bettingClosedReason(game: Pick<Game, 'gameDate' | 'status'>, now: Date): string {
  return hasStarted(game, now) || !isVoided(game)
    ? BETTING_CLOSED
    : `Betting is closed - game ${game.status}`;
}

export function assertCanPropose(game: Pick<Game, 'gameDate' | 'status'>, now: Date): void {
  if (!isBettingOpen(game, now)) throw new Conflict(bettingClosedReason(game, now));
}

/** docs/product.md, Propositions: a proposition that closed before its game's kickoff, or on no game. */
export const PROPOSITION_CLOSED = 'Betting is closed - this proposition has closed';

export function assertCanAccept(bet: BetState, game: GameState, userId: string, now: Date): void {
  if (bet.proposerId === userId) throw new Forbidden('You cannot accept your own bet');
  if (!mayAccept(bet, userId)) throw new Forbidden(CHALLENGED_SOMEONE_ELSE);
  if (bet.status !== 'proposed')
    throw new Conflict('This bet is no longer open: it was accepted or cancelled');
  if (game && !isBettingOpen(game, now)) throw new Conflict(bettingClosedReason(game, now));
  if (hasClosed(bet, game, now)) throw new Conflict(PROPOSITION_CLOSED);
}

export const CHALLENGED_SOMEONE_ELSE = 'This bet is a challenge to another member: only they can accept it';
export const CANNOT_CHALLENGE_YOURSELF = 'You cannot challenge yourself: leave the challenge out';

/** docs/product.md, Challenges: a challenge is open to the member it names alone. */
export const mayAccept = (bet: Pick<BetState, 'challengeeId'>, userId: string): boolean =>
  !bet.challengeeId || bet.challengeeId === userId;

/** A score the other player of the bet proposed: it waits for this user's answer. */
export const waitsForAnswerFrom = (bet: BetState, userId: string): boolean =>
  bet.status === 'pending_settlement' &&
  sideOf(bet, userId) !== undefined &&
  bet.settlementProposerId !== userId;

export function assertCanCancel(bet: BetState, userId: string): void {
  if (bet.proposerId !== userId) throw new Forbidden('Only the proposer can cancel a bet');
  if (bet.status !== 'proposed') throw new Conflict('Only an open proposal can be cancelled');
}

export function assertCanProposeSettlement(bet: BetState, game: GameState, userId: string, now: Date): void {
  if (!sideOf(bet, userId)) throw new Forbidden('Only the two players of a bet can settle it');
  const what = bet.betType === 'proposition' ? 'outcome' : 'score';
  if (bet.status === 'pending_settlement' && bet.settlementProposerId === userId) {
    throw new Conflict(`Waiting for your opponent to accept your proposed ${what}`);
  }
  if (bet.status !== 'accepted' && bet.status !== 'pending_settlement') {
    throw new Conflict('Only an accepted bet can be settled');
  }
  if (game && isVoided(game)) throw new Conflict(GAME_VOIDED);
  if (what === 'outcome') {
    if (!hasClosed(bet, game, now)) throw new Conflict(PROPOSITION_NOT_CLOSED);
    return;
  }
  if (!game) throw new Conflict('The game of this bet no longer exists');
  // docs/product.md, Propositions: the official final settles every bet of the game but a proposition.
  if (game.status === 'final') throw new Conflict(SETTLED_BY_OFFICIAL_FINAL);
  if (!hasStarted(game, now)) throw new Conflict('The game has not started yet');
}

export function assertCanAcceptSettlement(bet: BetState, game: GameState, userId: string): void {
  if (!sideOf(bet, userId)) throw new Forbidden('Only the two players of a bet can settle it');
  const what = bet.betType === 'proposition' ? 'outcome' : 'score';
  if (bet.status !== 'pending_settlement') throw new Conflict(`There is no proposed ${what} to accept`);
  if (bet.settlementProposerId === userId) {
    throw new Forbidden(`You proposed this ${what}: your opponent has to accept it`);
  }
  if (game && isVoided(game)) throw new Conflict(GAME_VOIDED);
  if (game?.status === 'final' && what === 'score') throw new Conflict(SETTLED_BY_OFFICIAL_FINAL);
}

/** The bet a player proposed or accepted a score on, as the rules below compare it with their others. */
type ScoredBet = BetState & { id: string; pendingSettlementScore?: string | null };

/**
 * docs/product.md, One score proposal per player and game: a score the user proposes on one bet goes
 * to every other accepted bet of theirs on the same game (one already carrying a score is left as it is).
 */
export const takesProposedScore = (bet: ScoredBet, proposed: ScoredBet, userId: string): boolean =>
  bet.betType !== 'proposition' &&
  proposed.betType !== 'proposition' &&
  bet.id !== proposed.id &&
  bet.gameId === proposed.gameId &&
  bet.status === 'accepted' &&
  sideOf(bet, userId) !== undefined;

/**
 * docs/product.md, One score proposal per player and game: accepting a score accepts it on every other
 * bet of the user on the game where the same player proposed the same score.
 */
export const takesAcceptedScore = (bet: ScoredBet, accepted: ScoredBet, userId: string): boolean =>
  bet.betType !== 'proposition' &&
  accepted.betType !== 'proposition' &&
  bet.id !== accepted.id &&
  bet.gameId === accepted.gameId &&
  bet.status === 'pending_settlement' &&
  bet.settlementProposerId === accepted.settlementProposerId &&
  bet.pendingSettlementScore === accepted.pendingSettlementScore &&
  waitsForAnswerFrom(bet, userId);

/** A bet another score went to meanwhile (or that settled): it is left as it now is. */
export const SCORED_MEANWHILE = 'This bet changed since your score was sent: it keeps its own';

export const NOT_SETTLABLE = 'Only accepted or pending-settlement bets can be settled';
export const NOT_STARTED =
  'This game has not started yet: its bets can be settled once it kicks off. If it will not be played, void it.';
export const GAME_VOIDED = 'This game will not be played: its bets were voided';
/** docs/product.md, One final score per game: once a game has its official final, players no longer settle. */
export const SETTLED_BY_OFFICIAL_FINAL = "This game's official final is in: its bets are settled by it";
/** docs/product.md, Propositions: its players settle it once it has closed (domain/closing.ts). */
export const PROPOSITION_NOT_CLOSED =
  'This proposition is still open to bets: its outcome can be proposed once it closes';
/** docs/product.md, Propositions: what settles which kind of bet. */
export const OUTCOME_NOT_SCORE =
  'A proposition is settled by its outcome, not a score: send { "outcome": "yes" }, "no" or "void"';
export const SCORE_NOT_OUTCOME =
  'This bet is settled by the final score, not an outcome: send homeScore and awayScore';
export const PROPOSITION_BY_AGREEMENT =
  "A proposition is settled by its players' agreement, not by a final score";

/** docs/decisions.md: an admin can settle any accepted or pending bet, once its game has started. */
export function assertCanSettleAsAdmin<G extends Pick<Game, 'gameDate' | 'status'>>(
  bet: Pick<BetState, 'status' | 'betType'>,
  game: G | undefined,
  now: Date,
): asserts game is G {
  if (bet.betType === 'proposition' || !game) throw new Conflict(PROPOSITION_BY_AGREEMENT);
  if (bet.status !== 'accepted' && bet.status !== 'pending_settlement') throw new Conflict(NOT_SETTLABLE);
  if (isVoided(game)) throw new Conflict(GAME_VOIDED);
  if (!hasStarted(game, now)) throw new Conflict(NOT_STARTED);
}

/** A spread as bettors write it: "+3.5", "-2.5", "0". */
export function signedLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

/**
 * A pick as people say it, on every screen and in every message: "KC +2.5", "BUF -3", "PHI PK",
 * "Over 47.5", "NYJ straight up", 'Yes: "Kelce scores a touchdown"'. `teams` are the names the reader knows the teams by (abbreviations, or
 * full names on the admin screens).
 */
export function pickLabel(pick: BetTerms, teams: { home: string; away: string }): string {
  if (pick.betType === 'proposition') return propositionPick(pick);
  if (pick.betType === 'moneyline')
    return `${pick.selection === 'home' ? teams.home : teams.away} straight up`;
  if (pick.betType === 'spread') {
    const spread = pick.spread ?? 0;
    return `${pick.selection === 'home' ? teams.home : teams.away} ${spread === 0 ? 'PK' : signedLine(spread)}`;
  }
  return `${pick.selection === 'over' ? 'Over' : 'Under'} ${String(pick.overUnder ?? '')}`.trim();
}

/**
 * docs/product.md, Propositions: a side of a proposition, its answer then the text in double quotes,
 * 'No: "Kelce scores a touchdown"'. The text is plain (no control characters, never markup); each
 * screen and message escapes it as it escapes any text.
 */
function propositionPick(pick: BetTerms): string {
  return `${pick.selection === 'yes' ? 'Yes' : 'No'}: "${pick.proposition ?? ''}"`;
}
