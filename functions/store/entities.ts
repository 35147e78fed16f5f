import * as z from 'zod/mini';
import type { FeedImport } from '../../domain/feed';
import type { AuditRun } from '../../domain/audit';
import type { LeaderboardTally } from '../../domain/leaderboard';
import { LEDGER_ENTRY_TYPES, OLDER_ENTRY_TYPES } from '../../domain/ledger';
import type { Team } from '../../domain/teams';
import { declaredEntity, defineEntity, lazily } from './entity';

/**
 * Every kind of item the table holds, declared once: its attributes as a schema, checked whenever the
 * item is read (docs/decisions.md, Entities are declared once). Its keys are built in keys.ts, typed
 * with its name, so that an item is read only with a key of its own entity. The record types the store
 * hands around are these schemas' outputs.
 *
 * Reading keeps attributes a schema does not name (an attribute added by a newer writer survives a
 * read-modify-write by an older reader), so a schema lists what the code relies on, and says
 * optional for every attribute older items may lack.
 */
const isoTime = z.string();
const cents = z.int();

export const userEntity = defineEntity('user', () => ({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.optional(z.string()),
  balanceCents: cents,
  /** Kept so a condition can guard it (docs/data-model.md, Invariants and where they are kept). */
  availableCents: cents,
  isActive: z.boolean(),
  isPaused: z.boolean(),
  /** E.164. */
  phoneNumber: z.optional(z.string()),
  /** When its owner confirmed `phoneNumber` with the code sent to it; SMS goes only to confirmed numbers. */
  phoneConfirmedAt: z.optional(isoTime),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  betProposalSmsAlerts: z.boolean(),
  /** Absent on users from before it existed: on (docs/product.md, Trash talk). */
  commentNotifications: z.optional(z.boolean()),
  /** How others' new proposals reach this user by email; absent: off (docs/product.md, New proposals by email). */
  proposalEmails: z.optional(z.enum(['off', 'instant', 'digest'])),
  /** Push switches; absent on users from before push: PUSH_SWITCH_DEFAULTS (domain/push.ts). */
  pushNotifications: z.optional(z.boolean()),
  pushComments: z.optional(z.boolean()),
  pushProposals: z.optional(z.boolean()),
  /** IANA zone for times in emails and texts; set from the browser at registration, then in Settings. */
  timeZone: z.optional(z.string()),
  createdAt: isoTime,
  /** Bumped by every write that touches one of the user's bets; HEAD /api/bets/my reads it. */
  betsChangedAt: isoTime,
  /** The sequence number of the user's newest ledger entry. */
  ledgerSequence: z.int(),
  /** Set when an admin deleted the user: kept for their ledger and their opponents' history. */
  deletedAt: z.optional(isoTime),
  /**
   * Counts the writes that touched one of the user's bets (absent until the first). Deactivation and
   * deletion condition on the count they read, so no bet of theirs changes unseen (docs/data-model.md).
   */
  betsVersion: z.optional(z.int()),
  /**
   * Epoch seconds: ID tokens from a sign-in before it are refused. Sign out everywhere, deactivation
   * and deletion set it, and who did it (docs/decisions.md, Signing out).
   */
  sessionsValidAfter: z.optional(z.number()),
  sessionsEndedBy: z.optional(z.enum(['user', 'admin'])),
  /** The sign-ins one device's Sign Out ended, `<auth_time>:<id>`, for their lifetime. */
  endedSignInIds: z.optional(z.set(z.string())),
  /** The same, by `auth_time` alone, as Sign Out kept them before sign-ins had ids: read, never added to. */
  endedSignIns: z.optional(z.set(z.number())),
  /** What the admin's search reads (`searchTextOf`); written with the user, or by tools/migrate. */
  searchText: z.optional(z.string()),
}));
/** A user as stored. Money in cents. */
export type UserRecord = z.output<typeof userEntity.schema>;

/** A user's email, pointing at the user: the identity a sign-in carries. */
export const userEmailEntity = defineEntity('userEmail', () => ({ userId: z.string() }));

/** A game's betting line as the lines CSV or the feed posted it. */
const livePhase = z.enum([
  'pre',
  'in',
  'halftime',
  'end_of_period',
  'delayed',
  'final',
  'postponed',
  'cancelled',
]);
/** What a read of the live source said (domain/live-reads.ts), and the live state kept from it. */
const liveReadShape = () => ({
  home: z.int(),
  away: z.int(),
  phase: livePhase,
  period: z.int(),
  clock: z.string(),
});
const liveScore = lazily(() => z.object({ ...liveReadShape(), readAt: isoTime }));
const liveRead = lazily(() => z.object({ ...liveReadShape(), completed: z.boolean() }));

const postedLine = lazily(() =>
  z.object({
    favoriteTeamId: z.nullable(z.int()),
    spreadLine: z.nullable(z.number()),
    totalLine: z.nullable(z.number()),
    updatedAt: isoTime,
  }),
);

/** A bet's main item and each player's copy hold the same attributes. */
const betShape = lazily(() => ({
  id: z.string(),
  /** Absent for a proposition on no game (docs/product.md, Propositions). */
  gameId: z.optional(z.string()),
  /** The game's season. Bets written before seasons were recorded (2025) lack it: read their game's. */
  season: z.optional(z.int()),
  /** A game-less proposition's week, from its closing time by the NFL calendar (docs/decisions.md). */
  week: z.optional(z.int()),
  /**
   * The closing time its proposer chose (a proposition's); absent, a bet closes at its game's kickoff
   * (domain/closing.ts).
   */
  closesAt: z.optional(isoTime),
  betType: z.enum(['spread', 'over_under', 'moneyline', 'proposition']),
  selection: z.enum(['home', 'away', 'over', 'under', 'yes', 'no']),
  /** A proposition's text, plain, as its proposer wrote it (docs/product.md, Propositions). */
  proposition: z.optional(z.string()),
  /** The line for the selected side (spread bets). */
  spread: z.nullable(z.number()),
  /** The total (over/under bets). */
  overUnder: z.nullable(z.number()),
  /** The proposer's stake: what they commit (docs/product.md, Odds). */
  amountCents: cents,
  /** The proposer's odds, in lowest terms; absent is even money (every spread and over/under bet). */
  odds: z.optional(z.object({ win: z.int(), risk: z.int() })),
  status: z.enum(['proposed', 'accepted', 'pending_settlement', 'settled', 'cancelled']),
  proposerId: z.string(),
  proposerFirstName: z.string(),
  acceptorId: z.optional(z.string()),
  acceptorFirstName: z.optional(z.string()),
  /** A challenge: the one member who may accept it, named as when it was made. */
  challengeeId: z.optional(z.string()),
  challengeeFirstName: z.optional(z.string()),
  /** The game's posted line when it was proposed: how the line moved since (docs/product.md, The game page). */
  postedLine: z.optional(postedLine()),
  /** "home-away" */
  pendingSettlementScore: z.optional(z.string()),
  settlementProposerId: z.optional(z.string()),
  /** The outcome a player proposed for a proposition, as pendingSettlementScore is a score. */
  pendingOutcome: z.optional(z.enum(['yes', 'no', 'void'])),
  /** The words the settlement proposer sent with their outcome, for the admin (docs/product.md, Disputes). */
  settlementNote: z.optional(z.string()),
  /** When the other player answered the pending outcome with another: the proposition is disputed. */
  disputedAt: z.optional(isoTime),
  /** The player who answered with another outcome, that outcome, and their words. */
  disputedBy: z.optional(z.string()),
  disputeOutcome: z.optional(z.enum(['yes', 'no', 'void'])),
  disputeNote: z.optional(z.string()),
  /** docs/product.md, Disputes: why the admin decided or voided a proposition, for both players. */
  adminReason: z.optional(z.string()),
  /** "home-away" */
  finalScore: z.optional(z.string()),
  /**
   * The outcome a proposition settled by (yes, no) or was voided by (void): its players' agreement, or
   * the admin's decision (settledBy 'admin').
   */
  agreedOutcome: z.optional(z.enum(['yes', 'no', 'void'])),
  /** Set once settled: the winner, or null for a tie. */
  winnerId: z.optional(z.nullable(z.string())),
  /** Who decided the score it settled at: its players by agreement, or the game's official final. */
  settledBy: z.optional(z.enum(['players', 'admin', 'feed', 'live'])),
  /**
   * "home-away": the score its players had settled at, kept when the official final re-graded the bet
   * to another one (docs/product.md, One final score per game).
   */
  agreedScore: z.optional(z.string()),
  /** When the official final last re-graded the bet. */
  regradedAt: z.optional(isoTime),
  createdAt: isoTime,
  acceptedAt: z.optional(isoTime),
  settledAt: z.optional(isoTime),
  cancelledAt: z.optional(isoTime),
  /**
   * Set when the bet was cancelled because its game will not be played, or an admin voided the
   * proposition (adminReason), or its players agreed to void it: not by its proposer.
   */
  voidedAt: z.optional(isoTime),
  /** Every write conditions on the version it read and increments it. */
  version: z.int(),
}));
export const betEntity = defineEntity('bet', betShape);
export type BetRecord = z.output<typeof betEntity.schema>;
export const playerBetEntity = defineEntity('playerBet', betShape);

/** A retried POST with the same Idempotency-Key finds the bet its first attempt created. */
export const idempotencyEntity = defineEntity('idempotency', () => ({
  betId: z.string(),
  requestHash: z.string(),
}));

/** The group's "open proposals changed" stamp: a counter, so two changes in one millisecond differ. */
const stamp = () => ({ changedAt: isoTime, changes: z.int() });
export const proposalsStampEntity = defineEntity('proposalsStamp', stamp);
export type ProposalsStamp = z.output<typeof proposalsStampEntity.schema>;

/**
 * The live-scores job's state (docs/product.md, Live scores): its stamp, bumped whenever a game's live
 * state changes and read by the polled HEAD with the others; when the source started failing; and the
 * problems already warned of, so each is logged once.
 */
export const liveScoresEntity = defineEntity('liveScores', () => ({
  ...stamp(),
  failingSince: z.optional(isoTime),
  lastError: z.optional(z.string()),
  warned: z.optional(z.array(z.string())),
}));
export type LiveScoresState = z.output<typeof liveScoresEntity.schema>;

/** The activity feed's stamp: a counter, as the proposals stamp. */
export const activityStampEntity = defineEntity('activityStamp', stamp);
export type ActivityStamp = z.output<typeof activityStampEntity.schema>;

/** A comment on a bet or a game (docs/product.md, Trash talk): plain text, as its author wrote it. */
export const commentEntity = defineEntity('comment', () => ({
  id: z.string(),
  on: z.string(),
  authorId: z.string(),
  authorFirstName: z.string(),
  text: z.string(),
  createdAt: isoTime,
}));
export type CommentRecord = z.output<typeof commentEntity.schema>;

/**
 * A game's tally: what each of the group's bets on it puts on it, in cents, by bet id
 * (functions/store/game-tallies.ts). A bet withdrawn, expired or voided has no entry.
 */
export const gameTallyEntity = defineEntity('gameTally', () => ({
  gameId: z.string(),
  stakes: z.record(z.string(), cents),
  /** The bets the group's feed has said "just hit" of (functions/store/activity.ts, recordJustHit). */
  justHit: z.optional(z.set(z.string())),
}));
export type GameTallyRecord = z.output<typeof gameTallyEntity.schema>;

/** One item of the group's activity feed (domain/activity.ts), written once from the stream. */
export const activityEntity = defineEntity('activity', () => ({
  id: z.string(),
  kind: z.enum([
    'proposed',
    'challenged',
    'accepted',
    'settled',
    'big_win',
    'regraded',
    'just_hit',
    'joined',
  ]),
  at: isoTime,
  actor: z.string(),
  other: z.optional(z.string()),
  betId: z.optional(z.string()),
  gameId: z.optional(z.string()),
  matchup: z.optional(z.string()),
  pick: z.optional(z.string()),
  amountCents: z.optional(cents),
  score: z.optional(z.string()),
  push: z.optional(z.boolean()),
}));
export type ActivityRecord = z.output<typeof activityEntity.schema>;

export const gameEntity = defineEntity('game', () => ({
  id: z.string(),
  /** The schedule CSV's game_id. */
  gameId: z.string(),
  season: z.int(),
  week: z.int(),
  /** ISO instant, UTC. */
  gameDate: isoTime,
  status: z.enum(['scheduled', 'in_progress', 'final', 'postponed', 'cancelled']),
  homeTeamId: z.int(),
  awayTeamId: z.int(),
  /** The official final (status final): the admin's, or the schedule feed's. */
  homeScore: z.optional(z.int()),
  awayScore: z.optional(z.int()),
  /** Where the official final came from: an admin's final wins over the feed's (docs/decisions.md). */
  finalSource: z.optional(z.enum(['admin', 'feed', 'live'])),
  /** When an admin voided the game (status postponed or cancelled): it will not be played. */
  voidedAt: z.optional(isoTime),
  /** The latest betting line (the lines CSV), if any. */
  line: z.optional(postedLine()),
  /** The schedule feed's moneylines, American odds on each team (docs/product.md, Odds), if any. */
  moneyline: z.optional(z.object({ away: z.int(), home: z.int() })),
  /**
   * Played at neither team's home, as the schedule feed says (its `location` Neutral): abroad, or a
   * Super Bowl; `stadium` is where, when the feed names it. Absent: the home team's stadium.
   */
  neutralSite: z.optional(z.boolean()),
  stadium: z.optional(z.string()),
  /** What the live source last said (docs/product.md, Live scores); shown, never paid out. */
  live: z.optional(liveScore()),
  /** A live read that contradicted the last one, held back until the next read agrees with it. */
  liveDoubt: z.optional(liveRead()),
  /** Why the live source may no longer give this game its final (it changed a completed score). */
  liveHeld: z.optional(z.string()),
}));
/** A game as stored. */
export type GameRecord = z.output<typeof gameEntity.schema>;

/** The schedule CSV's game_id, pointing at our game. */
export const gameSourceEntity = defineEntity('gameSource', () => ({ id: z.string() }));

/** How many games one week of one season has. */
export const scheduleWeekEntity = defineEntity('scheduleWeek', () => ({
  season: z.int(),
  week: z.int(),
  games: z.int(),
}));

export const invitationEntity = defineEntity('invitation', () => ({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'incomplete', 'completed']),
  /** The registration link's token is stored only as a hash: a table dump cannot be used to register. */
  tokenHash: z.string(),
  createdAt: isoTime,
  expiresAt: isoTime,
  usedAt: z.optional(isoTime),
}));
export type InvitationRecord = z.output<typeof invitationEntity.schema>;

/** One open invitation per email: the email points at it. */
export const invitationEmailEntity = defineEntity('invitationEmail', () => ({ invitationId: z.string() }));
/** The registration link's token (hashed), pointing at its invitation. */
export const invitationTokenEntity = defineEntity('invitationToken', () => ({ invitationId: z.string() }));

const ledgerBetContext = lazily(() =>
  z.object({
    betId: z.string(),
    betType: z.string(),
    /** The pick of the user this entry belongs to. */
    selection: z.string(),
    spread: z.nullable(z.number()),
    overUnder: z.nullable(z.number()),
    /** The stake of the user this entry belongs to (before odds, the bet's one amount). */
    amountCents: cents,
    /** Their odds, for a bet at odds (docs/product.md, Odds). */
    odds: z.optional(z.object({ win: z.int(), risk: z.int() })),
    userRole: z.enum(['proposer', 'acceptor']),
    isWin: z.nullable(z.boolean()),
    opponent: z.object({ id: z.string(), firstName: z.string(), email: z.string() }),
    /**
     * finalScore is "home-away"; null for a voided bet's game, which was not played. Absent for a
     * game-less proposition.
     */
    game: z.optional(
      z.object({
        id: z.string(),
        awayTeam: z.string(),
        homeTeam: z.string(),
        gameDate: isoTime,
        finalScore: z.nullable(z.string()),
      }),
    ),
  }),
);
/** What a bet's ledger entry remembers of it: history is written once and never re-joined. */
export type LedgerBetContext = z.output<ReturnType<typeof ledgerBetContext>>;

export const ledgerEntryEntity = defineEntity('ledgerEntry', () => ({
  id: z.string(),
  userId: z.string(),
  /** 1 for the initial balance, then one more per change: the user's `ledgerSequence` after it. */
  sequence: z.int(),
  /**
   * The season the change belongs to: a settled bet's game's, otherwise the season under way by the
   * calendar when it happened. Entries written before seasons were recorded (2025) lack it.
   */
  season: z.optional(z.int()),
  /** The older names are read, never written (docs/product.md, Balances and the ledger). */
  type: z.enum([...LEDGER_ENTRY_TYPES, ...OLDER_ENTRY_TYPES]),
  /** Signed: what this entry added to the balance. A user's entries sum to their balance. */
  amountCents: cents,
  balanceAfterCents: cents,
  description: z.string(),
  createdAt: isoTime,
  bet: z.optional(ledgerBetContext()),
}));
export type LedgerEntry = z.output<typeof ledgerEntryEntity.schema>;

/** A user's row on one leaderboard (week, season or all time), maintained by settlement. */
export const leaderboardRowEntity = declaredEntity(
  'leaderboardRow',
  () =>
    z.looseObject({
      userId: z.string(),
      firstName: z.string(),
      totalBets: z.int(),
      wins: z.int(),
      losses: z.int(),
      ties: z.int(),
      netCents: cents,
    }) satisfies z.ZodMiniType<LeaderboardTally>,
);

/**
 * The weeks in which a user had a bet settled, kept on their all-time row as a string set of
 * "season#week" (ADD unions, so concurrent settlements and re-runs add each week once).
 */
export const resultWeeksEntity = defineEntity('leaderboardRow', () => ({
  resultWeeks: z.optional(z.set(z.string())),
}));

/** A user's record against one opponent. */
export const versusEntity = defineEntity('versus', () => ({
  opponentId: z.string(),
  wins: z.int(),
  losses: z.int(),
  ties: z.int(),
}));
export type VersusRecord = z.output<typeof versusEntity.schema>;

export const teamEntity = declaredEntity(
  'team',
  () =>
    z.looseObject({
      id: z.int(),
      name: z.string(),
      abbreviation: z.string(),
    }) satisfies z.ZodMiniType<Team>,
);

/** The code sent to confirm a user's phone number, hashed. */
export const phoneCodeEntity = defineEntity('phoneCode', () => ({
  phoneNumber: z.string(),
  codeHash: z.string(),
  expiresAt: isoTime,
  tries: z.int(),
}));
export type PhoneCode = z.output<typeof phoneCodeEntity.schema>;

/** The outcome of one import, as the upload call answers it (docs/product.md, CSV formats). */
export const importEntity = defineEntity('importResult', () => ({
  uploadId: z.string(),
  kind: z.enum(['schedule', 'lines', 'feed']),
  /** `refused`: the file as a whole could not be imported (empty, no header, too many rows). */
  status: z.enum(['done', 'refused', 'failed']),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  /** Every error the import found; `errorDetails` keeps only the first STORED_ERROR_DETAILS of them. */
  errors: z.int(),
  errorDetails: z.array(z.string()),
  /** Rows imported but read otherwise than written, kept as errors are; results saved before have none. */
  warnings: z.optional(z.int()),
  warningDetails: z.optional(z.array(z.string())),
  message: z.string(),
  finishedAt: isoTime,
}));
export type ImportResult = z.output<typeof importEntity.schema>;

/** The ledger audit under way or the last one: a run's outcome fields are written when it finishes. */
export const auditEntity = declaredEntity(
  'auditResult',
  () =>
    z.looseObject({
      status: z.enum(['running', 'done', 'failed']),
      startedAt: isoTime,
      checkedAt: z.optional(z.nullable(isoTime)),
      items: z.optional(z.nullable(z.int())),
      problems: z.optional(z.nullable(z.int())),
      details: z.optional(z.array(z.string())),
      error: z.optional(z.nullable(z.string())),
    }) satisfies z.ZodMiniType<Pick<AuditRun, 'status' | 'startedAt'> & Partial<AuditRun>>,
);

/** The NFL schedule feed's bookkeeping: what the fetch job and the last import left (functions/store/feed.ts). */
export const feedEntity = defineEntity('feedState', () => ({
  etag: z.optional(z.string()),
  lastModified: z.optional(z.string()),
  /** sha256 of the last file fetched: a server that ignores If-None-Match still costs no import. */
  contentHash: z.optional(z.string()),
  lastFetchedAt: z.optional(isoTime),
  lastChangedAt: z.optional(isoTime),
  lastOutcome: z.optional(z.enum(['changed', 'unchanged', 'failed'])),
  failuresInARow: z.optional(z.int()),
  lastError: z.optional(z.string()),
  /** The dashboard's copy of the last import (domain/feed.ts). */
  lastImport: z.optional(
    z.object({
      finishedAt: isoTime,
      games: z.object({ created: z.int(), updated: z.int(), unchanged: z.int() }),
      lines: z.object({ changed: z.int(), unchanged: z.int() }),
      finals: z.object({ applied: z.int(), unchanged: z.int(), settled: z.int(), regraded: z.int() }),
      problems: z.array(z.string()),
      problemCount: z.int(),
      disagreements: z.array(
        z.object({ gameId: z.string(), matchup: z.string(), admin: z.string(), feed: z.string() }),
      ),
    }) satisfies z.ZodMiniType<FeedImport>,
  ),
}));
export type FeedState = z.output<typeof feedEntity.schema>;

/**
 * A browser that receives the user's Web Push notifications: its push subscription, as the browser
 * gave it. The endpoint and keys are credentials (anyone holding them can push to that browser):
 * they are never logged, and the API answers only the id and name.
 */
export const pushDeviceEntity = defineEntity('pushDevice', () => ({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  endpoint: z.string(),
  /** base64url: the browser's P-256 public key and its 16-byte authentication secret. */
  p256dh: z.string(),
  auth: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** Its live-score switches (docs/product.md, Live scores); absent: LIVE_SWITCH_DEFAULTS (domain/push.ts). */
  liveKickoff: z.optional(z.boolean()),
  liveScores: z.optional(z.boolean()),
  liveFinal: z.optional(z.boolean()),
}));
export type PushDeviceRecord = z.output<typeof pushDeviceEntity.schema>;

/** A one-off data migration that has run (tools/migrate). */
export const migrationEntity = defineEntity('migration', () => ({ appliedAt: isoTime }));
