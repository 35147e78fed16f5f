import { randomUUID } from 'node:crypto';
import type { LedgerEntryType, Transaction } from '../../domain/ledger';
import { formatCents } from '../../domain/money';
import { EVEN_MONEY } from '../../domain/odds';
import { seasonOf } from '../../domain/seasons';
import { queryAll, tableName, type TransactItem } from './client';
import { ledgerEntryEntity, type LedgerBetContext, type LedgerEntry } from './entities';
import { ledgerEntryKey, ledgerPrefix } from './keys';
import { queryPage, type Page, type PagedQuery, type PageRequest } from './pages';

export type { LedgerBetContext, LedgerEntry };

/**
 * A ledger entry as one item of a transaction; it is only ever written beside the balance it explains,
 * whose update conditions on the sequence before this entry.
 */
export function ledgerEntryItem(
  entry: Omit<LedgerEntry, 'id' | 'type'> & { type: LedgerEntryType },
): TransactItem {
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
  return queryAll(ledgerEntryEntity, {
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
  return queryPage(ledgerEntryEntity, [ledgerQuery(userId)], { ...request, descending: true });
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
  return queryPage(ledgerEntryEntity, [query], { ...request, descending: true });
}

export function toApiTransaction(entry: LedgerEntry): Transaction {
  const { bet } = entry;
  return {
    id: entry.id,
    type: entry.type,
    amount: formatCents(entry.amountCents),
    balanceAfter: formatCents(entry.balanceAfterCents),
    season: entry.season ?? seasonOf(bet?.game?.gameDate ?? entry.createdAt),
    description: entry.description,
    createdAt: entry.createdAt,
    bet: bet
      ? {
          id: bet.betId,
          betType: bet.betType,
          selection: bet.selection,
          amount: formatCents(bet.amountCents),
          odds: bet.odds ?? EVEN_MONEY,
          spread: bet.spread,
          overUnder: bet.overUnder,
        }
      : null,
    opponent: bet ? { firstName: bet.opponent.firstName } : null,
    opponentEmail: bet?.opponent.email ?? null,
    game: bet?.game ? { ...bet.game, finalScore: bet.game.finalScore } : null,
    userRole: bet?.userRole ?? null,
    isWin: bet?.isWin ?? null,
  };
}
