/**
 * Every key of the table is built here and nowhere else (docs/decisions.md, How the code reads).
 * `pk`/`sk` locate an item; `gsi1pk`/`gsi1sk` put it into a listed collection.
 */
declare const locates: unique symbol;

/**
 * A key, and for an item's own key the entity it locates (as entities.ts names it): the store reads
 * an item only with a key of its entity (store/client.ts, getItem), so a bet is never read with a
 * game's key. A prefix for a Query locates no one entity.
 */
export interface Key<Entity extends string = string> {
  pk: string;
  sk: string;
  readonly [locates]?: Entity;
}

export const userKey = (userId: string): Key<'user'> => ({ pk: `USER#${userId}`, sk: 'PROFILE' });

/** Points an email at its user: the identity a sign-in carries (docs/product.md, Access and roles). */
export const userEmailKey = (email: string): Key<'userEmail'> => ({ pk: `EMAIL#${email}`, sk: 'USER' });

/** Names of the collections listed through gsi1. */
export const COLLECTION = { users: 'USERS', invitations: 'INVITATIONS' } as const;

export const usersCollection = (createdAt: string, userId: string) => ({
  gsi1pk: COLLECTION.users,
  gsi1sk: `${createdAt}#${userId}`,
});

/**
 * A user's ledger, in the order its entries were applied: by the user's ledger sequence, not by
 * time (two changes can share a millisecond). A reverse Query reads newest first.
 */
export const ledgerPrefix = (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'LEDGER#' });
export const ledgerEntryKey = (userId: string, sequence: number): Key<'ledgerEntry'> => ({
  pk: `USER#${userId}`,
  sk: `LEDGER#${String(sequence).padStart(10, '0')}`,
});

export const invitationKey = (invitationId: string): Key<'invitation'> => ({
  pk: `INVITATION#${invitationId}`,
  sk: 'INVITATION',
});

/** One open invitation per email: inviting the same address again re-sends it. */
export const invitationEmailKey = (email: string): Key<'invitationEmail'> => ({
  pk: `EMAIL#${email}`,
  sk: 'INVITATION',
});

/** The registration link's token is stored only as a hash: a table dump cannot be used to register. */
export const invitationTokenKey = (tokenHash: string): Key<'invitationToken'> => ({
  pk: `INVITATION_TOKEN#${tokenHash}`,
  sk: 'INVITATION_TOKEN',
});

export const invitationsCollection = (createdAt: string, invitationId: string) => ({
  gsi1pk: COLLECTION.invitations,
  gsi1sk: `${createdAt}#${invitationId}`,
});

export const teamKey = (teamId: number): Key<'team'> => ({
  pk: 'TEAMS',
  sk: `TEAM#${String(teamId).padStart(3, '0')}`,
});
export const teamsPartition = 'TEAMS';

export const gameKey = (gameId: string): Key<'game'> => ({ pk: `GAME#${gameId}`, sk: 'GAME' });

/** The schedule CSV's game_id, pointing at our game: imports are idempotent by it. */
export const gameSourceKey = (sourceGameId: string): Key<'gameSource'> => ({
  pk: `GAME_SOURCE#${sourceGameId}`,
  sk: 'GAME_SOURCE',
});

/**
 * Games not yet final, in kickoff order (a sparse index: a game leaves it when it becomes final). It
 * answers where the schedule is under way without reading whole seasons.
 */
export const openGamesIndex = (gameDate = '', gameId = '') => ({
  gsi2pk: 'OPEN_GAMES',
  gsi2sk: gameDate === '' ? '' : `${gameDate}#${gameId}`,
});

/** How many games one week of one season has: every week the schedule covers, in one Query. */
export const SCHEDULE_PARTITION = 'SCHEDULE';
export const scheduleWeekKey = (season: number, week: number): Key<'scheduleWeek'> => ({
  pk: SCHEDULE_PARTITION,
  sk: `WEEK#${season}#${week}`,
});

export const weekGamesCollection = (season: number, week: number, gameDate?: string, gameId?: string) => ({
  gsi1pk: `WEEK#${season}#${week}`,
  gsi1sk: gameDate === undefined ? '' : `${gameDate}#${gameId ?? ''}`,
});

export const betKey = (betId: string): Key<'bet'> => ({ pk: `BET#${betId}`, sk: 'BET' });

/** Each player's copy of a bet, so "my bets" is one Query of the player's partition. */
export const playerBetKey = (userId: string, betId: string): Key<'playerBet'> => ({
  pk: `USER#${userId}`,
  sk: `BET#${betId}`,
});
export const playerBetsPrefix = (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'BET#' });

export const betsByStatus = (status: string, gameDate = '', betId = '') => ({
  gsi2pk: `BETS#${status}`,
  gsi2sk: gameDate === '' ? '' : `${gameDate}#${betId}`,
});

/**
 * The group's "open proposals changed" stamp: every proposal, acceptance and cancellation bumps it, and
 * the polled HEAD /api/bets/my reads it in the same call as the session's user (docs/decisions.md).
 */
export const proposalsStampKey = (): Key<'proposalsStamp'> => ({ pk: 'PROPOSALS', sk: 'STAMP' });

/** The live-scores job's state and the stamp of every game's live state (entities.ts). */
export const liveScoresKey = (): Key<'liveScores'> => ({ pk: 'LIVE_SCORES', sk: 'STATE' });

/** docs/product.md, Trash talk: a thread per bet or game, its comments in the order they were made. */
export const commentKey = (subject: string, commentId: string): Key<'comment'> => ({
  pk: `COMMENTS#${subject}`,
  sk: `COMMENT#${commentId}`,
});

/** docs/product.md, The group's activity: one partition, newest last by time, then event. */
export const ACTIVITY_PARTITION = 'ACTIVITY';
export const activityKey = (at: string, id: string): Key<'activity'> => ({
  pk: ACTIVITY_PARTITION,
  sk: `${at}#${id}`,
});
/**
 * The feed's own stamp, bumped with each new item and read by the polled HEAD with the others. Not the
 * proposals stamp: the API's bet transactions write that one, and a second writer made them conflict.
 */
export const ACTIVITY_STAMP_PARTITION = 'ACTIVITY_STAMP';
export const activityStampKey = (): Key<'activityStamp'> => ({ pk: ACTIVITY_STAMP_PARTITION, sk: 'STAMP' });

/**
 * A game's tally of the group's bets (docs/product.md, The game page), apart from the game item: the
 * stream function that keeps it may write these partitions and no game.
 */
export const GAME_TALLY_PREFIX = 'TALLY#';
export const gameTallyKey = (gameId: string): Key<'gameTally'> => ({
  pk: `${GAME_TALLY_PREFIX}${gameId}`,
  sk: 'TALLY',
});

export const gameBetsCollection = (gameId: string, createdAt = '', betId = '') => ({
  gsi1pk: `GAME_BETS#${gameId}`,
  gsi1sk: createdAt === '' ? '' : `${createdAt}#${betId}`,
});

/** Leaderboard rows, maintained by settlement: one partition per week, one per season, one for all time. */
export const weekLeaderboardKey = (season: number, week: number, userId: string): Key<'leaderboardRow'> => ({
  pk: `LEADERBOARD#${season}#WEEK#${week}`,
  sk: `USER#${userId}`,
});
export const seasonLeaderboardKey = (season: number, userId: string): Key<'leaderboardRow'> => ({
  pk: `LEADERBOARD#${season}#SEASON`,
  sk: `USER#${userId}`,
});
export const allTimeLeaderboardKey = (userId: string): Key<'leaderboardRow'> => ({
  pk: 'LEADERBOARD#ALL_TIME',
  sk: `USER#${userId}`,
});

/**
 * The period a head-to-head record counts, like the leaderboards': a week, a season, or all time
 * (neither). Each period's records share a sort-key prefix, so one Query reads a caller's records for
 * the leaderboard tab they look at.
 */
export interface VersusPeriod {
  season?: number;
  week?: number;
}

const versusSortPrefix = ({ season, week }: VersusPeriod): string =>
  season === undefined
    ? 'VERSUS#'
    : week === undefined
      ? `VERSUS_SEASON#${season}#`
      : `VERSUS_WEEK#${season}#${week}#`;

/** A player's record against one opponent (head to head) in one period. */
export const versusKey = (userId: string, opponentId: string, period: VersusPeriod = {}): Key<'versus'> => ({
  pk: `USER#${userId}`,
  sk: `${versusSortPrefix(period)}${opponentId}`,
});
export const versusPrefix = (userId: string, period: VersusPeriod = {}): Key => ({
  pk: `USER#${userId}`,
  sk: versusSortPrefix(period),
});

/** A retried POST with the same Idempotency-Key finds the bet its first attempt created. */
export const idempotencyKey = (userId: string, key: string): Key<'idempotency'> => ({
  pk: `IDEMPOTENCY#${userId}#${key}`,
  sk: 'IDEMPOTENCY',
});

/**
 * The partitions of notification bookkeeping, the only items the notify function and the reminders
 * job may write (infra/aws/permissions.ts scopes their writes to these prefixes).
 */
export const NOTIFICATION_PARTITION_PREFIXES = ['DELIVERY#', 'ALERTS#'] as const;
const [DELIVERY, ALERTS] = NOTIFICATION_PARTITION_PREFIXES;

/**
 * The claim on sending one notice (a bet's transition, a pre-game reminder) to one user on one
 * channel: it is sent once however often the stream or the job delivers it.
 */
export const deliveryKey = (notice: string, userId: string, channel: string): Key => ({
  pk: `${DELIVERY}${notice}`,
  sk: `${channel}#USER#${userId}`,
});

/** When a user's last proposal alert went out, and how many proposals were held back since. */
export const proposalAlertsKey = (userId: string): Key => ({ pk: `${ALERTS}${userId}`, sk: 'PROPOSALS' });

/** When a user's last message about one thread's comments went out, and how many were held back since. */
export const commentAlertsKey = (userId: string, on: string): Key => ({
  pk: `${ALERTS}${userId}`,
  sk: `COMMENTS#${on}`,
});

/** When one device last heard of a game's score changing (docs/product.md, Live scores: one a minute). */
export const liveScoreAlertsKey = (userId: string, gameId: string, deviceId: string): Key => ({
  pk: `${ALERTS}${userId}`,
  sk: `LIVE#${gameId}#${deviceId}`,
});

/**
 * A user's push devices, a partition of their own (not the user's `USER#`): the notify function may
 * delete these, when a push service says a subscription is gone, and nothing of the user's else
 * (infra/aws/permissions.ts scopes its deletes to this prefix).
 */
export const PUSH_DEVICE_PARTITIONS = 'PUSH#';
export const pushDevicesPrefix = (userId: string): Key => ({
  pk: `${PUSH_DEVICE_PARTITIONS}${userId}`,
  sk: 'DEVICE#',
});
export const pushDeviceKey = (userId: string, deviceId: string): Key<'pushDevice'> => ({
  pk: `${PUSH_DEVICE_PARTITIONS}${userId}`,
  sk: `DEVICE#${deviceId}`,
});

/** The code sent to confirm a user's phone number; one at a time, replaced by the next. */
export const phoneCodeKey = (userId: string): Key<'phoneCode'> => ({
  pk: `USER#${userId}`,
  sk: 'PHONE_CODE',
});

/** The result of importing one uploaded (or hand-copied) CSV file. */
export const importKey = (uploadId: string): Key<'importResult'> => ({
  pk: `IMPORT#${uploadId}`,
  sk: 'IMPORT',
});

/** The ledger audit under way or the last one (only the audit may write this partition). */
export const AUDIT_PARTITION = 'AUDIT';
export const auditKey = (): Key<'auditResult'> => ({ pk: AUDIT_PARTITION, sk: 'LATEST' });

/** Every rate-limit window's partition starts so: a role that counts may write only these. */
export const RATE_LIMIT_PARTITIONS = 'RATE#';

/**
 * One fixed window of a rate limit: how often `subject` (a user id, an address) did `limit` (a name)
 * since `windowStart` (epoch seconds). Expires with its window.
 */
export const rateLimitKey = (limit: string, subject: string, windowStart: number): Key => ({
  pk: `${RATE_LIMIT_PARTITIONS}${limit}#${subject}`,
  sk: `WINDOW#${windowStart}`,
});

/** The NFL schedule feed's bookkeeping (functions/store/feed.ts). */
export const feedKey = (): Key<'feedState'> => ({ pk: 'FEED', sk: 'NFLVERSE' });

/** A one-off data migration that has run (functions/migrations/). */
export const migrationKey = (name: string): Key<'migration'> => ({ pk: 'MIGRATION', sk: name });
