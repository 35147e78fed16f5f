import { randomUUID } from 'node:crypto';
import type { LedgerEntryType, Transaction } from '../../domain/ledger';
import { formatCents } from '../../domain/money';
import { seasonOf } from '../../domain/seasons';
import { queryAll, tableName, type TransactItem } from './client';
import { ledgerEntryKey, ledgerPrefix } from './keys';
import { queryPage, type Page, type PagedQuery, type PageRequest } from './pages';

/** What a bet's ledger entry remembers of it: history is written once and never re-joined. */
export interface LedgerBetContext {
  betId: string;
  betType: string;
  /** The pick of the user this entry belongs to. */
  selection: string;
  spread: number | null;
  overUnder: number | null;
  amountCents: number;
  userRole: 'proposer' | 'acceptor';
  isWin: boolean | null;
  opponent: { id: string; firstName: string; email: string };
  /** finalScore is "home-away"; null for a voided bet's game, which was not played. */
  game: { id: string; awayTeam: string; homeTeam: string; gameDate: string; finalScore: string | null };
}

export interface LedgerEntry {
  id: string;
  userId: string;
  /** 1 for the initial balance, then one more per change: the user's `ledgerSequence` after it. */
  sequence: number;
  /**
   * The season the change belongs to: a settled bet's game's, otherwise the season under way by the
   * calendar when it happened. Entries written before seasons were recorded (2025) lack it.
   */
  season?: number;
  type: LedgerEntryType;
  /** Signed: what this entry added to the balance. A user's entries sum to their balance. */
  amountCents: number;
  balanceAfterCents: number;
  description: string;
  createdAt: string;
  bet?: LedgerBetContext;
}

/**
 * A ledger entry as one item of a transaction; it is only ever written beside the balance it explains,
 * whose update conditions on the sequence before this entry.
 */
export function ledgerEntryItem(entry: Omit<LedgerEntry, 'id'>): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...entry,
        season: entry.season ?? seasonOf(entry.createdAt),
        id: randomUUID(),
        entity: 'ledgerEntry',
        ...ledgerEntryKey(entry.userId, entry.sequence),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Newest first. */
export function listLedger(userId: string): Promise<LedgerEntry[]> {
  const prefix = ledgerPrefix(userId);
  return queryAll<LedgerEntry>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':ledger': prefix.sk },
    ScanIndexForward: false,
  });
}

/** The ledger as a paged list: its partition, in sequence order. */
function ledgerQuery(userId: string, input: Partial<PagedQuery['input']> = {}): PagedQuery {
  const prefix = ledgerPrefix(userId);
  return {
    name: 'ledger',
    input: {
      ...input,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
      ExpressionAttributeValues: {
        ...input.ExpressionAttributeValues,
        ':pk': prefix.pk,
        ':ledger': prefix.sk,
      },
    },
    partition: { attribute: 'pk', value: prefix.pk },
    sort: { attribute: 'sk', prefix: prefix.sk },
    keyAttributes: ['pk', 'sk'],
  };
}

/** One page of a user's ledger, newest first. */
export function ledgerPage(
  userId: string,
  request: Omit<PageRequest, 'descending'>,
): Promise<Page<LedgerEntry>> {
  return queryPage<LedgerEntry>([ledgerQuery(userId)], { ...request, descending: true });
}

/**
 * One page of the entries settlement wrote for a user, one per settled bet, newest first: a player's
 * bet history in the order their bets settled (docs/decisions.md, "Lists come in pages").
 */
export function settlementEntriesPage(
  userId: string,
  request: Omit<PageRequest, 'descending'>,
): Promise<Page<LedgerEntry>> {
  const query = ledgerQuery(userId, {
    FilterExpression: '#type IN (:win, :loss, :tie)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':win': 'bet_win',
      ':loss': 'bet_loss',
      ':tie': 'bet_tie',
    } satisfies Record<string, LedgerEntryType>,
  });
  return queryPage<LedgerEntry>([query], { ...request, descending: true });
}

export function toApiTransaction(entry: LedgerEntry): Transaction {
  const { bet } = entry;
  return {
    id: entry.id,
    type: entry.type,
    amount: formatCents(entry.amountCents),
    balanceAfter: formatCents(entry.balanceAfterCents),
    season: entry.season ?? seasonOf(bet?.game.gameDate ?? entry.createdAt),
    description: entry.description,
    createdAt: entry.createdAt,
    bet: bet
      ? {
          id: bet.betId,
          betType: bet.betType,
          selection: bet.selection,
          amount: formatCents(bet.amountCents),
          spread: bet.spread,
          overUnder: bet.overUnder,
        }
      : null,
    opponent: bet ? { firstName: bet.opponent.firstName } : null,
    opponentEmail: bet?.opponent.email ?? null,
    game: bet ? { ...bet.game, finalScore: bet.game.finalScore } : null,
    userRole: bet?.userRole ?? null,
    isWin: bet?.isWin ?? null,
  };
}
