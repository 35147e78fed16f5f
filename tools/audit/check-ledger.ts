import {
  ACTIVE_STATUSES,
  balanceChangeCents,
  COMMITTING_STATUSES,
  outcomeFor,
  type Side,
} from '../../domain/bets';
import { MAX_BALANCE_CENTS } from '../../domain/constants';
import { isAccountInactive } from '../../domain/users';
import { fromHomeAway } from '../../domain/scores';
import type { BetRecord } from '../../functions/store/bets';
import type { GameRecord } from '../../functions/store/games';
import type { LedgerEntry } from '../../functions/store/ledger';
import type { UserRecord } from '../../functions/store/users';

/** A table item as a Scan returns it: its keys, its kind (`entity`), its attributes. */
export type Item = Record<string, unknown> & { pk: string; sk: string; entity?: string };

const LEDGER_TYPE = { win: 'bet_win', loss: 'bet_loss', tie: 'bet_tie' } as const;

/**
 * Every invariant of the ledger (docs/data-model.md), checked over the whole table. Answers one line
 * per violation; none means consistent.
 */
export function checkLedger(items: readonly Item[]): string[] {
  const problems: string[] = [];
  const of = <T>(entity: string) => items.filter((item) => item.entity === entity) as unknown as (T & Item)[];
  const users = of<UserRecord>('user');
  const ledger = of<LedgerEntry>('ledgerEntry');
  const bets = of<BetRecord>('bet');
  const copies = of<BetRecord>('playerBet');
  const games = new Map(of<GameRecord>('game').map((game) => [game.id, game]));
  const entriesOf = (userId: string) =>
    ledger.filter((entry) => entry.userId === userId).sort((a, b) => a.sequence - b.sequence);

  // Each user's ledger adds up to their balance, in order, and available = balance - open commitments.
  for (const user of users) {
    const entries = entriesOf(user.id);
    const sum = entries.reduce((total, entry) => total + entry.amountCents, 0);
    if (sum !== user.balanceCents)
      problems.push(`User ${user.id}: ledger sums to ${sum}, balance is ${user.balanceCents}`);
    entries.forEach((entry, index) => {
      if (entry.sequence !== index + 1)
        problems.push(
          `User ${user.id}: ledger entry ${entry.id} has sequence ${entry.sequence}, expected ${index + 1}`,
        );
      const running = entries.slice(0, index + 1).reduce((total, earlier) => total + earlier.amountCents, 0);
      if (entry.balanceAfterCents !== running)
        problems.push(
          `User ${user.id}: entry ${entry.sequence} says balance ${entry.balanceAfterCents}, the entries add up to ${running}`,
        );
    });
    if (user.ledgerSequence !== entries.length)
      problems.push(`User ${user.id}: ledgerSequence ${user.ledgerSequence}, ${entries.length} entries`);
    const committed = bets
      .filter(
        (bet) =>
          COMMITTING_STATUSES.includes(bet.status) &&
          (bet.proposerId === user.id || bet.acceptorId === user.id),
      )
      .reduce((total, bet) => total + bet.amountCents, 0);
    if (user.availableCents !== user.balanceCents - committed) {
      problems.push(
        `User ${user.id}: available ${user.availableCents}, balance ${user.balanceCents} minus open bets ${committed} is ${user.balanceCents - committed}`,
      );
    }
    if (user.availableCents < 0)
      problems.push(`User ${user.id}: available balance is negative (${user.availableCents})`);
    if (user.balanceCents > MAX_BALANCE_CENTS)
      problems.push(
        `User ${user.id}: balance ${user.balanceCents} is above the maximum ${MAX_BALANCE_CENTS}`,
      );
    // Deactivating or deleting a user cancels their proposals; deleting is refused while they have active bets.
    const theirs = bets.filter((bet) => bet.proposerId === user.id || bet.acceptorId === user.id);
    if ((user.deletedAt || isAccountInactive(user)) && theirs.some((bet) => bet.status === 'proposed'))
      problems.push(`User ${user.id}: ${user.deletedAt ? 'deleted' : 'inactive'}, yet has open proposals`);
    if (user.deletedAt && theirs.some((bet) => ACTIVE_STATUSES.includes(bet.status)))
      problems.push(`User ${user.id}: deleted, yet has accepted bets`);
  }
  for (const entry of ledger) {
    if (!users.some((user) => user.id === entry.userId))
      problems.push(`Ledger entry ${entry.id} belongs to no user (${entry.userId})`);
  }

  // Currency is conserved: what exists is what users started with plus what admins added.
  const minted = ledger
    .filter((entry) => entry.type === 'initial_balance' || entry.type === 'admin_adjustment')
    .reduce((total, entry) => total + entry.amountCents, 0);
  const total = users.reduce((sum, user) => sum + user.balanceCents, 0);
  if (total !== minted)
    problems.push(`Currency: balances total ${total}, starting balances and adjustments total ${minted}`);

  // Each bet: its players' copies agree with it, and a settled bet has exactly the entries its outcome implies.
  for (const bet of bets) {
    for (const playerId of [bet.proposerId, bet.acceptorId].filter(Boolean)) {
      const copy = copies.find(
        (candidate) => candidate.id === bet.id && candidate.pk === `USER#${playerId ?? ''}`,
      );
      if (!copy) problems.push(`Bet ${bet.id}: no copy for player ${playerId ?? ''}`);
      else if (copy.version !== bet.version || copy.status !== bet.status)
        problems.push(
          `Bet ${bet.id}: ${playerId ?? ''}'s copy is version ${copy.version} (${copy.status}), the bet ${bet.version} (${bet.status})`,
        );
    }
    const entries = ledger.filter((entry) => entry.bet?.betId === bet.id);
    if (bet.status === 'cancelled' && bet.voidedAt && bet.acceptorId) {
      // A voided bet that had an opponent: one bet_refund of 0 for each player, and nothing else.
      for (const playerId of [bet.proposerId, bet.acceptorId]) {
        const mine = entries.filter((entry) => entry.userId === playerId);
        if (mine.length !== 1 || mine[0]?.type !== 'bet_refund' || mine[0].amountCents !== 0)
          problems.push(
            `Bet ${bet.id}: voided, so ${playerId} should have one bet_refund of 0, has ${JSON.stringify(mine.map((entry) => [entry.type, entry.amountCents]))}`,
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
      const outcome = outcomeFor(bet, score, side);
      const mine = entries.filter((entry) => entry.userId === playerId);
      const expected = balanceChangeCents(outcome, bet.amountCents);
      if (mine.length !== 1 || mine[0]?.type !== LEDGER_TYPE[outcome] || mine[0].amountCents !== expected) {
        problems.push(
          `Bet ${bet.id}: the ${side} should have one ${LEDGER_TYPE[outcome]} of ${expected}, has ${JSON.stringify(mine.map((entry) => [entry.type, entry.amountCents]))}`,
        );
      }
    }
  }

  problems.push(
    ...checkLeaderboards(
      items,
      bets.filter((bet) => bet.status === 'settled'),
      games,
    ),
  );
  return problems;
}

/** Leaderboard and head-to-head rows equal what the settled bets imply. */
function checkLeaderboards(
  items: readonly Item[],
  settled: BetRecord[],
  games: Map<string, GameRecord>,
): string[] {
  const problems: string[] = [];
  const expected = new Map<
    string,
    { totalBets: number; wins: number; losses: number; ties: number; netCents: number }
  >();
  const tally = (key: string, outcome: 'win' | 'loss' | 'tie', net: number) => {
    const row = expected.get(key) ?? { totalBets: 0, wins: 0, losses: 0, ties: 0, netCents: 0 };
    row.totalBets += 1;
    row[outcome === 'win' ? 'wins' : outcome === 'loss' ? 'losses' : 'ties'] += 1;
    row.netCents += net;
    expected.set(key, row);
  };
  for (const bet of settled) {
    const game = games.get(bet.gameId);
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
      tally(`USER#${playerId}|VERSUS#${opponentId}`, outcome, 0);
    }
  }
  const stored = items.filter((item) => item.entity === 'leaderboardRow' || item.entity === 'versus');
  for (const item of stored) {
    const key = `${item.pk}|${item.sk}`;
    const want = expected.get(key);
    const got = {
      wins: item.wins,
      losses: item.losses,
      ties: item.ties,
      ...(item.entity === 'leaderboardRow' ? { totalBets: item.totalBets, netCents: item.netCents } : {}),
    };
    const wanted = want && {
      wins: want.wins,
      losses: want.losses,
      ties: want.ties,
      ...(item.entity === 'leaderboardRow' ? { totalBets: want.totalBets, netCents: want.netCents } : {}),
    };
    if (JSON.stringify(got) !== JSON.stringify(wanted))
      problems.push(
        `${item.entity === 'versus' ? 'Head to head' : 'Leaderboard'} ${key}: stored ${JSON.stringify(got)}, settled bets imply ${JSON.stringify(wanted ?? 'no row')}`,
      );
    expected.delete(key);
  }
  for (const key of expected.keys())
    problems.push(`Leaderboard or head to head ${key}: settled bets imply a row that does not exist`);
  return problems;
}
