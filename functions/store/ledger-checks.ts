import { weekCounted } from '../../domain/closing';
import { ACTIVE_STATUSES, type BetStatus, type BetTerms, type Outcome, type Side } from '../../domain/bets';
import { LEDGER_TYPE, settledOutcomes } from '../../domain/settlement';
import { MAX_BALANCE_CENTS } from '../../domain/constants';
import type { TransactionType } from '../../domain/ledger';
import { oddsOf } from '../../domain/odds';
import { toHomeAway } from '../../domain/scores';
import { balanceChangeCents, committedCents, sideStakes } from '../../domain/stakes';
import type { BetRecord, GameRecord, LedgerEntry, UserRecord } from './entities';
import { versusKey } from './keys';

/**
 * The ledger audit's checks (functions/store/ledger-audit.ts collects the facts): every invariant of
 * docs/data-model.md, over what the audit kept of the table. No I/O.
 */

const MINTING_TYPES = new Set<TransactionType>(['initial_balance', 'admin_adjustment', 'balance_adjustment']);
const SETTLEMENT_TYPES = new Set<string>(Object.values(LEDGER_TYPE));

export type UserFacts = Pick<
  UserRecord,
  'id' | 'balanceCents' | 'availableCents' | 'ledgerSequence' | 'deletedAt'
> & {
  inactive: boolean;
};
export type EntryFacts = Pick<
  LedgerEntry,
  'id' | 'userId' | 'sequence' | 'type' | 'amountCents' | 'balanceAfterCents'
> & {
  betId?: string;
};
export type BetFacts = BetTerms &
  Pick<
    BetRecord,
    | 'id'
    | 'gameId'
    | 'season'
    | 'week'
    | 'status'
    | 'amountCents'
    | 'odds'
    | 'proposerId'
    | 'acceptorId'
    | 'version'
    | 'voidedAt'
    | 'finalScore'
    | 'agreedOutcome'
  >;
export interface RowFacts {
  key: string;
  entity: 'leaderboardRow' | 'versus';
  counts: Record<string, unknown>;
}

/** What the audit keeps of the table's items: only what its checks read. */
export interface LedgerFacts {
  readonly users: readonly UserFacts[];
  readonly entries: readonly EntryFacts[];
  readonly bets: readonly BetFacts[];
  /** `<betId>|<pk>` of each player's copy. */
  readonly copies: ReadonlyMap<string, { version: number; status: BetStatus }>;
  readonly games: ReadonlyMap<
    string,
    Pick<GameRecord, 'season' | 'week' | 'status' | 'homeScore' | 'awayScore'>
  >;
  readonly rows: readonly RowFacts[];
}

/** Each user's ledger adds up to their balance, in order, and available = balance - open commitments. */
export function userProblems(facts: LedgerFacts): string[] {
  const problems: string[] = [];
  const entriesOf = groupBy(facts.entries, (entry) => entry.userId);
  const betsOf = groupBy(
    facts.bets.flatMap((bet) => [
      { playerId: bet.proposerId, bet },
      ...(bet.acceptorId ? [{ playerId: bet.acceptorId, bet }] : []),
    ]),
    ({ playerId }) => playerId,
  );

  for (const user of facts.users) {
    const entries = (entriesOf.get(user.id) ?? []).sort((a, b) => a.sequence - b.sequence);
    let running = 0;
    entries.forEach((entry, index) => {
      running += entry.amountCents;
      if (entry.sequence !== index + 1)
        problems.push(
          `User ${user.id}: ledger entry ${entry.id} has sequence ${entry.sequence}, expected ${index + 1}`,
        );
      if (entry.balanceAfterCents !== running)
        problems.push(
          `User ${user.id}: entry ${entry.sequence} says balance ${entry.balanceAfterCents}, the entries add up to ${running}`,
        );
    });
    if (running !== user.balanceCents)
      problems.push(`User ${user.id}: ledger sums to ${running}, balance is ${user.balanceCents}`);
    if (user.ledgerSequence !== entries.length)
      problems.push(`User ${user.id}: ledgerSequence ${user.ledgerSequence}, ${entries.length} entries`);
    const theirs = (betsOf.get(user.id) ?? []).map(({ bet }) => bet);
    const committed = committedCents(theirs, user.id);
    if (user.availableCents !== user.balanceCents - committed)
      problems.push(
        `User ${user.id}: available ${user.availableCents}, balance ${user.balanceCents} minus open bets ${committed} is ${user.balanceCents - committed}`,
      );
    // A correction may take what is no longer available (docs/decisions.md), and only that.
    const corrected = (entriesOf.get(user.id) ?? [])
      .filter((entry) => entry.type === 'bet_correction' && entry.amountCents < 0)
      .reduce((sum, entry) => sum + entry.amountCents, 0);
    if (user.availableCents < Math.min(0, corrected))
      problems.push(`User ${user.id}: available balance is negative (${user.availableCents})`);
    if (user.balanceCents > MAX_BALANCE_CENTS)
      problems.push(
        `User ${user.id}: balance ${user.balanceCents} is above the maximum ${MAX_BALANCE_CENTS}`,
      );
    // Deactivating or deleting a user cancels their proposals; deleting is refused while they have active bets.
    if ((user.deletedAt || user.inactive) && theirs.some((bet) => bet.status === 'proposed'))
      problems.push(`User ${user.id}: ${user.deletedAt ? 'deleted' : 'inactive'}, yet has open proposals`);
    if (user.deletedAt && theirs.some((bet) => ACTIVE_STATUSES.includes(bet.status)))
      problems.push(`User ${user.id}: deleted, yet has accepted bets`);
  }
  const userIds = new Set(facts.users.map((user) => user.id));
  for (const entry of facts.entries)
    if (!userIds.has(entry.userId))
      problems.push(`Ledger entry ${entry.id} belongs to no user (${entry.userId})`);

  // Currency is conserved: what exists is what users started with plus what admins added (under
  // either of the names an admin's change has had).
  const minted = facts.entries
    .filter((entry) => MINTING_TYPES.has(entry.type))
    .reduce((total, entry) => total + entry.amountCents, 0);
  const total = facts.users.reduce((sum, user) => sum + user.balanceCents, 0);
  if (total !== minted)
    problems.push(`Currency: balances total ${total}, starting balances and adjustments total ${minted}`);
  return problems;
}

/** Each bet: its players' copies agree with it, and a settled bet has exactly the entries its outcome implies. */
export function betProblems(facts: LedgerFacts): string[] {
  const problems: string[] = [];
  const entriesOf = groupBy(
    facts.entries.filter((entry) => entry.betId),
    (entry) => entry.betId ?? '',
  );
  for (const bet of facts.bets) {
    for (const playerId of [bet.proposerId, bet.acceptorId].filter(Boolean)) {
      const copy = facts.copies.get(`${bet.id}|USER#${playerId ?? ''}`);
      if (!copy) problems.push(`Bet ${bet.id}: no copy for player ${playerId ?? ''}`);
      else if (copy.version !== bet.version || copy.status !== bet.status)
        problems.push(
          `Bet ${bet.id}: ${playerId ?? ''}'s copy is version ${copy.version} (${copy.status}), the bet ${bet.version} (${bet.status})`,
        );
    }
    // Stakes are worked out from the odds whenever money moves: odds outside the rules would move
    // amounts nobody agreed to (docs/product.md, Odds).
    const odds = bet.odds && oddsOf(bet.odds.win, bet.odds.risk);
    if (bet.odds && (odds?.win !== bet.odds.win || odds.risk !== bet.odds.risk))
      problems.push(`Bet ${bet.id}: its odds ${bet.odds.win} to ${bet.odds.risk} are not odds Pigskin takes`);
    const entries = entriesOf.get(bet.id) ?? [];
    const entriesFor = (playerId: string) =>
      JSON.stringify(
        entries.filter((entry) => entry.userId === playerId).map((entry) => [entry.type, entry.amountCents]),
      );
    if (bet.status === 'cancelled' && bet.voidedAt && bet.acceptorId) {
      // A voided bet that had an opponent: one bet_refund of 0 for each player, and nothing else.
      for (const playerId of [bet.proposerId, bet.acceptorId]) {
        const mine = entries.filter((entry) => entry.userId === playerId);
        if (mine.length !== 1 || mine[0]?.type !== 'bet_refund' || mine[0].amountCents !== 0)
          problems.push(
            `Bet ${bet.id}: voided, so ${playerId} should have one bet_refund of 0, has ${entriesFor(playerId)}`,
          );
      }
      continue;
    }
    if (bet.status !== 'settled') {
      if (entries.length > 0)
        problems.push(`Bet ${bet.id}: ${bet.status}, yet it has ${entries.length} ledger entries`);
      continue;
    }
    const outcomes = settledOutcomes(bet);
    if (!outcomes || !bet.acceptorId) {
      problems.push(`Bet ${bet.id}: settled without a readable final score (or outcome) or an acceptor`);
      continue;
    }
    for (const [side, playerId] of [
      ['proposer', bet.proposerId],
      ['acceptor', bet.acceptorId],
    ] as [Side, string][]) {
      // Settlement's entry, then a bet_correction for each re-grading that changed the outcome:
      // together they move what the final score implies.
      const outcome = outcomes[side];
      const mine = entries.filter((entry) => entry.userId === playerId);
      const settlements = mine.filter((entry) => entry.type !== 'bet_correction');
      const corrections = mine.length - settlements.length;
      const expected = balanceChangeCents(outcome, sideStakes(bet)[side]);
      const moved = mine.reduce((sum, entry) => sum + entry.amountCents, 0);
      const settlementType = settlements[0]?.type;
      if (
        settlements.length !== 1 ||
        !SETTLEMENT_TYPES.has(settlementType ?? '') ||
        moved !== expected ||
        (corrections === 0 && settlementType !== LEDGER_TYPE[outcome])
      )
        problems.push(
          `Bet ${bet.id}: the ${side} should have one ${LEDGER_TYPE[outcome]} of ${expected}${corrections > 0 ? ' with its corrections' : ''}, has ${entriesFor(playerId)}`,
        );
    }
  }
  return problems;
}

/**
 * docs/product.md, One final score per game: every bet of a game with an official final is
 * settled by it; one still open or on another score was missed by it (entering the final again
 * brings it over).
 */
export function officialFinalProblems(facts: LedgerFacts): string[] {
  const problems: string[] = [];
  for (const bet of facts.bets) {
    const game = bet.gameId === undefined ? undefined : facts.games.get(bet.gameId);
    if (game?.status !== 'final' || game.homeScore === undefined || game.awayScore === undefined) continue;
    // docs/product.md, Propositions: settled by its players' agreement, never by the final.
    if (bet.betType === 'proposition') continue;
    const official = toHomeAway({ home: game.homeScore, away: game.awayScore });
    if (ACTIVE_STATUSES.includes(bet.status))
      problems.push(`Bet ${bet.id}: still ${bet.status}, though its game's official final is ${official}`);
    else if (bet.status === 'settled' && bet.finalScore !== official)
      problems.push(
        `Bet ${bet.id}: settled at ${bet.finalScore ?? 'no score'}, its game's official final is ${official}`,
      );
  }
  return problems;
}

/** Leaderboard and head-to-head rows equal what the settled bets imply. */
export function leaderboardProblems(facts: LedgerFacts): string[] {
  const problems: string[] = [];
  const expected = new Map<
    string,
    { totalBets: number; wins: number; losses: number; ties: number; netCents: number }
  >();
  const tally = (key: string, outcome: Outcome, net: number) => {
    const row = expected.get(key) ?? { totalBets: 0, wins: 0, losses: 0, ties: 0, netCents: 0 };
    row.totalBets += 1;
    row[outcome === 'win' ? 'wins' : outcome === 'loss' ? 'losses' : 'ties'] += 1;
    row.netCents += net;
    expected.set(key, row);
  };
  for (const bet of facts.bets) {
    if (bet.status !== 'settled') continue;
    // A game-less proposition counts in the week of its closing time (domain/closing.ts).
    const game = weekCounted(bet, bet.gameId === undefined ? undefined : facts.games.get(bet.gameId));
    const outcomes = settledOutcomes(bet);
    if (!game || !outcomes || !bet.acceptorId) continue;
    for (const [side, playerId, opponentId] of [
      ['proposer', bet.proposerId, bet.acceptorId],
      ['acceptor', bet.acceptorId, bet.proposerId],
    ] as [Side, string, string][]) {
      const outcome = outcomes[side];
      const net = balanceChangeCents(outcome, sideStakes(bet)[side]);
      tally(`LEADERBOARD#${game.season}#WEEK#${game.week}|USER#${playerId}`, outcome, net);
      tally(`LEADERBOARD#${game.season}#SEASON|USER#${playerId}`, outcome, net);
      tally(`LEADERBOARD#ALL_TIME|USER#${playerId}`, outcome, net);
      for (const period of [{ season: game.season, week: game.week }, { season: game.season }, {}]) {
        const { pk, sk } = versusKey(playerId, opponentId, period);
        tally(`${pk}|${sk}`, outcome, 0);
      }
    }
  }
  for (const row of facts.rows) {
    const want = expected.get(row.key);
    const wanted = want && {
      wins: want.wins,
      losses: want.losses,
      ties: want.ties,
      ...(row.entity === 'leaderboardRow' ? { totalBets: want.totalBets, netCents: want.netCents } : {}),
    };
    if (JSON.stringify(row.counts) !== JSON.stringify(wanted))
      problems.push(
        `${row.entity === 'versus' ? 'Head to head' : 'Leaderboard'} ${row.key}: stored ${JSON.stringify(row.counts)}, settled bets imply ${JSON.stringify(wanted ?? 'no row')}`,
      );
    expected.delete(row.key);
  }
  for (const key of expected.keys())
    problems.push(`Leaderboard or head to head ${key}: settled bets imply a row that does not exist`);
  return problems;
}

function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}
