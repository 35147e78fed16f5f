import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { BetStatus } from '../../domain/bets';
import { isAccountInactive } from '../../domain/users';
import { db, tableName } from './client';
import {
  betEntity,
  gameEntity,
  ledgerEntryEntity,
  playerBetEntity,
  userEntity,
  type GameRecord,
} from './entities';
import { recordOf, StoredItemInvalid, type Entity } from './entity';
import {
  betProblems,
  leaderboardProblems,
  officialFinalProblems,
  userProblems,
  type BetFacts,
  type EntryFacts,
  type LedgerFacts,
  type RowFacts,
  type UserFacts,
} from './ledger-checks';

/**
 * The ledger audit: every invariant of docs/data-model.md, checked over the whole table. It reads
 * the table a page at a time (`scanPages`) and keeps only the facts the checks need, so a Lambda
 * with its own long timeout can audit a table of any size (the admin dashboard's Run Audit), and
 * `npm run audit` runs the same code. The only Scan outside offline tools.
 */

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

/**
 * Collects the facts of the items it is given, page after page, then lists every violation. None
 * means consistent.
 */
export class LedgerAudit implements LedgerFacts {
  readonly users: UserFacts[] = [];
  readonly entries: EntryFacts[] = [];
  readonly bets: BetFacts[] = [];
  /** `<betId>|<pk>` of each player's copy. */
  readonly copies = new Map<string, { version: number; status: BetStatus }>();
  readonly games = new Map<
    string,
    Pick<GameRecord, 'season' | 'week' | 'status' | 'homeScore' | 'awayScore'>
  >();
  readonly rows: RowFacts[] = [];
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
            season: bet.season,
            week: bet.week,
            status: bet.status,
            amountCents: bet.amountCents,
            odds: bet.odds,
            proposerId: bet.proposerId,
            acceptorId: bet.acceptorId,
            version: bet.version,
            voidedAt: bet.voidedAt,
            finalScore: bet.finalScore,
            agreedOutcome: bet.agreedOutcome,
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
      ...userProblems(this),
      ...betProblems(this),
      ...officialFinalProblems(this),
      ...leaderboardProblems(this),
    ];
  }
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
