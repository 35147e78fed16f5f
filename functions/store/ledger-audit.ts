import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import {
  ACTIVE_STATUSES,
  balanceChangeCents,
  committedCents,
  outcomeFor,
  type BetStatus,
  type BetTerms,
  type Outcome,
  type Side,
} from '../../domain/bets';
import { LEDGER_TYPE } from '../../domain/settlement';
import { MAX_BALANCE_CENTS } from '../../domain/constants';
import type { TransactionType } from '../../domain/ledger';
import { fromHomeAway, toHomeAway } from '../../domain/scores';
import { isAccountInactive } from '../../domain/users';
import { db, tableName } from './client';
import {
  betEntity,
  gameEntity,
  ledgerEntryEntity,
  playerBetEntity,
  userEntity,
  type BetRecord,
  type GameRecord,
  type LedgerEntry,
  type UserRecord,
} from './entities';
import { recordOf, StoredItemInvalid, type Entity } from './entity';
import { versusKey } from './keys';

/**
 * The ledger audit: every invariant of docs/data-model.md, checked over the whole table. It reads
 * the table a page at a time (`scanPages`) and keeps only the facts the checks need, so a Lambda
 * with its own long timeout can audit a table of any size (the admin dashboard's Run Audit), and
 * `npm run audit` runs the same code. The only Scan outside offline tools.
 */

const MINTING_TYPES = new Set<TransactionType>(['initial_balance', 'admin_adjustment', 'balance_adjustment']);

/** A table item as a Scan returns it: its keys, its kind (`entity`), its attributes. */
export type Item = Record<string, unknown> & { pk: string; sk: string; entity?: string };

/** Hands every item of the table to `onPage`, one Scan page (up to 1 MB) at a time; answers how many. */
export async function scanPages(onPage: (items: Item[]) => void): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey, ConsistentRead: true }),
    );
    const items = (page.Items ?? []) as Item[];
    onPage(items);
    count += items.length;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

const SETTLEMENT_TYPES = new Set<string>(Object.values(LEDGER_TYPE));

type UserFacts = Pick<
  UserRecord,
  'id' | 'balanceCents' | 'availableCents' | 'ledgerSequence' | 'deletedAt'
> & {
  inactive: boolean;
};
type EntryFacts = Pick<
  LedgerEntry,
  'id' | 'userId' | 'sequence' | 'type' | 'amountCents' | 'balanceAfterCents'
> & {
  betId?: string;
};
type BetFacts = BetTerms &
  Pick<
    BetRecord,
    | 'id'
    | 'gameId'
    | 'status'
    | 'amountCents'
    | 'proposerId'
    | 'acceptorId'
    | 'version'
    | 'voidedAt'
    | 'finalScore'
  >;
interface RowFacts {
  key: string;
  entity: 'leaderboardRow' | 'versus';
  counts: Record<string, unknown>;
}

/**
 * Collects the facts of the items it is given, page after page, then lists every violation. None
 * means consistent.
 */
export class LedgerAudit {
  private readonly users: UserFacts[] = [];
  private readonly entries: EntryFacts[] = [];
  private readonly bets: BetFacts[] = [];
  /** `<betId>|<pk>` of each player's copy. */
  private readonly copies = new Map<string, { version: number; status: BetStatus }>();
  private readonly games = new Map<
    string,
    Pick<GameRecord, 'season' | 'week' | 'status' | 'homeScore' | 'awayScore'>
  >();
  private readonly rows: RowFacts[] = [];
  /** Items that are not as their entity declares: each is a problem, and adds no facts. */
  private readonly malformed: string[] = [];

  private read<T>(entity: Entity<T>, item: Item): T | undefined {
    try {
      return recordOf(entity, item);
    } catch (error) {
      if (!(error instanceof StoredItemInvalid)) throw error;
      this.malformed.push(error.message);
      return undefined;
    }
  }

  add(items: readonly Item[]): void {
    for (const item of items) {
      switch (item.entity) {
        case 'user': {
          const user = this.read(userEntity, item);
          if (!user) break;
          this.users.push({
            id: user.id,
            balanceCents: user.balanceCents,
            availableCents: user.availableCents,
            ledgerSequence: user.ledgerSequence,
            deletedAt: user.deletedAt,
            inactive: isAccountInactive(user),
          });
          break;
        }
        case 'ledgerEntry': {
          const entry = this.read(ledgerEntryEntity, item);
          if (!entry) break;
          this.entries.push({
            id: entry.id,
            userId: entry.userId,
            sequence: entry.sequence,
            type: entry.type,
            amountCents: entry.amountCents,
            balanceAfterCents: entry.balanceAfterCents,
            betId: entry.bet?.betId,
          });
          break;
        }
        case 'bet': {
          const bet = this.read(betEntity, item);
          if (!bet) break;
          this.bets.push({
            id: bet.id,
            gameId: bet.gameId,
            status: bet.status,
            amountCents: bet.amountCents,
            proposerId: bet.proposerId,
            acceptorId: bet.acceptorId,
            version: bet.version,
            voidedAt: bet.voidedAt,
            finalScore: bet.finalScore,
            betType: bet.betType,
            selection: bet.selection,
            spread: bet.spread,
            overUnder: bet.overUnder,
          });
          break;
        }
        case 'playerBet': {
          const copy = this.read(playerBetEntity, item);
          if (copy) this.copies.set(`${copy.id}|${item.pk}`, { version: copy.version, status: copy.status });
          break;
        }
        case 'game': {
          const game = this.read(gameEntity, item);
          if (game)
            this.games.set(game.id, {
              season: game.season,
              week: game.week,
              status: game.status,
              homeScore: game.homeScore,
              awayScore: game.awayScore,
            });
          break;
        }
        case 'leaderboardRow':
        case 'versus':
          this.rows.push({
            key: `${item.pk}|${item.sk}`,
            entity: item.entity,
            counts: {
              wins: item.wins,
              losses: item.losses,
              ties: item.ties,
              ...(item.entity === 'leaderboardRow'
                ? { totalBets: item.totalBets, netCents: item.netCents }
                : {}),
            },
          });
          break;
      }
    }
  }

  problems(): string[] {
    return [
      ...this.malformed,
      ...this.userProblems(),
      ...this.betProblems(),
      ...this.officialFinalProblems(),
      ...this.leaderboardProblems(),
    ];
  }

  /** Each user's ledger adds up to their balance, in order, and available = balance - open commitments. */
  private userProblems(): string[] {
    const problems: string[] = [];
    const entriesOf = groupBy(this.entries, (entry) => entry.userId);
    const betsOf = groupBy(
      this.bets.flatMap((bet) => [
        { playerId: bet.proposerId, bet },
        ...(bet.acceptorId ? [{ playerId: bet.acceptorId, bet }] : []),
      ]),
      ({ playerId }) => playerId,
    );

    for (const user of this.users) {
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
      const committed = committedCents(theirs);
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
    const userIds = new Set(this.users.map((user) => user.id));
    for (const entry of this.entries)
      if (!userIds.has(entry.userId))
        problems.push(`Ledger entry ${entry.id} belongs to no user (${entry.userId})`);

    // Currency is conserved: what exists is what users started with plus what admins added (under
    // either of the names an admin's change has had).
    const minted = this.entries
      .filter((entry) => MINTING_TYPES.has(entry.type))
      .reduce((total, entry) => total + entry.amountCents, 0);
    const total = this.users.reduce((sum, user) => sum + user.balanceCents, 0);
    if (total !== minted)
      problems.push(`Currency: balances total ${total}, starting balances and adjustments total ${minted}`);
    return problems;
  }

  /** Each bet: its players' copies agree with it, and a settled bet has exactly the entries its outcome implies. */
  private betProblems(): string[] {
    const problems: string[] = [];
    const entriesOf = groupBy(
      this.entries.filter((entry) => entry.betId),
      (entry) => entry.betId ?? '',
    );
    for (const bet of this.bets) {
      for (const playerId of [bet.proposerId, bet.acceptorId].filter(Boolean)) {
        const copy = this.copies.get(`${bet.id}|USER#${playerId ?? ''}`);
        if (!copy) problems.push(`Bet ${bet.id}: no copy for player ${playerId ?? ''}`);
        else if (copy.version !== bet.version || copy.status !== bet.status)
          problems.push(
            `Bet ${bet.id}: ${playerId ?? ''}'s copy is version ${copy.version} (${copy.status}), the bet ${bet.version} (${bet.status})`,
          );
      }
      const entries = entriesOf.get(bet.id) ?? [];
      const entriesFor = (playerId: string) =>
        JSON.stringify(
          entries
            .filter((entry) => entry.userId === playerId)
            .map((entry) => [entry.type, entry.amountCents]),
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
      const score = fromHomeAway(bet.finalScore ?? '');
      if (!score || !bet.acceptorId) {
        problems.push(`Bet ${bet.id}: settled without a readable final score or an acceptor`);
        continue;
      }
      for (const [side, playerId] of [
        ['proposer', bet.proposerId],
        ['acceptor', bet.acceptorId],
      ] as [Side, string][]) {
        // Settlement's entry, then a bet_correction for each re-grading that changed the outcome:
        // together they move what the final score implies.
        const outcome = outcomeFor(bet, score, side);
        const mine = entries.filter((entry) => entry.userId === playerId);
        const settlements = mine.filter((entry) => entry.type !== 'bet_correction');
        const corrections = mine.length - settlements.length;
        const expected = balanceChangeCents(outcome, bet.amountCents);
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
  private officialFinalProblems(): string[] {
    const problems: string[] = [];
    for (const bet of this.bets) {
      const game = this.games.get(bet.gameId);
      if (game?.status !== 'final' || game.homeScore === undefined || game.awayScore === undefined) continue;
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
  private leaderboardProblems(): string[] {
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
    for (const bet of this.bets) {
      if (bet.status !== 'settled') continue;
      const game = this.games.get(bet.gameId);
      const score = fromHomeAway(bet.finalScore ?? '');
      if (!game || !score || !bet.acceptorId) continue;
      for (const [side, playerId, opponentId] of [
        ['proposer', bet.proposerId, bet.acceptorId],
        ['acceptor', bet.acceptorId, bet.proposerId],
      ] as [Side, string, string][]) {
        const outcome = outcomeFor(bet, score, side);
        const net = balanceChangeCents(outcome, bet.amountCents);
        tally(`LEADERBOARD#${game.season}#WEEK#${game.week}|USER#${playerId}`, outcome, net);
        tally(`LEADERBOARD#${game.season}#SEASON|USER#${playerId}`, outcome, net);
        tally(`LEADERBOARD#ALL_TIME|USER#${playerId}`, outcome, net);
        for (const period of [{ season: game.season, week: game.week }, { season: game.season }, {}]) {
          const { pk, sk } = versusKey(playerId, opponentId, period);
          tally(`${pk}|${sk}`, outcome, 0);
        }
      }
    }
    for (const row of this.rows) {
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

/** Every violation among `items` (the table, or part of it, already read). */
export function checkLedger(items: readonly Item[]): string[] {
  const audit = new LedgerAudit();
  audit.add(items);
  return audit.problems();
}

/** Reads the whole table a page at a time and checks it: how many items, and every violation. */
export async function auditLedger(): Promise<{ items: number; problems: string[] }> {
  const audit = new LedgerAudit();
  const items = await scanPages((page) => audit.add(page));
  return { items, problems: audit.problems() };
}
