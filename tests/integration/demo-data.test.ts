import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import { scanTable } from '../../functions/migrations/scan-table';
import { checkLedger } from '../../functions/store/ledger-audit';
import { seedDemoData } from '../../infra/local/seed';

/**
 * The demo `npm start` seeds on empty data (README, Run it): bets in every status and of every kind,
 * through the store's own operations, so the ledgers agree and the count it prints is the count made.
 */
describe('the demo data', () => {
  it('has bets in every status and of every kind, a proposition on no game among them, and ledgers that agree', async () => {
    const summary = await seedDemoData('demo-admin@example.com');
    const items = await scanTable();
    const bets = items.filter((item) => item.entity === 'bet') as unknown as Bet[];

    expect(summary).toContain(
      `${bets.length} bets in every status: spread, over/under, straight-up and propositions`,
    );
    expect(new Set(bets.map((bet) => bet.betType))).toEqual(
      new Set(['spread', 'over_under', 'moneyline', 'proposition']),
    );
    expect(new Set(bets.map((bet) => bet.status))).toEqual(
      new Set(['proposed', 'accepted', 'pending_settlement', 'settled', 'cancelled']),
    );
    const propositions = bets.filter((bet) => bet.betType === 'proposition');
    expect(propositions.map((bet) => [bet.proposition, bet.gameId ?? null, bet.status]).sort()).toEqual([
      ['The Bears make the playoffs', null, 'proposed'],
      ['There is a pick-six', expect.any(String), 'accepted'],
    ]);
    expect(checkLedger(items)).toEqual([]);
  });
});
