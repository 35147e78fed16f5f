import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetStatus, Outcome } from '../../domain/bets';
import { InvalidRequest } from '../../domain/errors';
import { oddsOf, type Odds } from '../../domain/odds';
import { correctionCents } from '../../domain/settlement';
import {
  balanceChangeCents,
  committedCents,
  sideStakes,
  stakeOnGame,
  stakesAt,
  wonCents,
} from '../../domain/stakes';

/** docs/product.md, Odds and Balances and the ledger: each side commits, wins and loses its own stake. */
describe('each side of a bet has its own stake', () => {
  const atThreeToTwo = { amountCents: 10_000, odds: { win: 3, risk: 2 } };

  it('has both sides risk the amount of a bet without odds (even money)', () => {
    expect(sideStakes({ amountCents: 2_500 })).toEqual({
      proposer: { riskCents: 2_500, winCents: 2_500 },
      acceptor: { riskCents: 2_500, winCents: 2_500 },
    });
  });

  it('has the acceptor of a bet at 3 to 2 risk 150.00 against the proposer’s 100.00', () => {
    expect(sideStakes(atThreeToTwo)).toEqual({
      proposer: { riskCents: 10_000, winCents: 15_000 },
      acceptor: { riskCents: 15_000, winCents: 10_000 },
    });
    const stakes = sideStakes(atThreeToTwo);
    expect(balanceChangeCents('win', stakes.proposer)).toBe(15_000);
    expect(balanceChangeCents('loss', stakes.acceptor)).toBe(-15_000);
    expect(balanceChangeCents('loss', stakes.proposer)).toBe(-10_000);
    expect(balanceChangeCents('win', stakes.acceptor)).toBe(10_000);
    expect(balanceChangeCents('tie', stakes.acceptor)).toBe(0);
  });

  it('commits to each player their own side’s stake, while the bet holds currency', () => {
    const bet = (status: BetStatus, acceptorId?: string) => ({
      ...atThreeToTwo,
      status,
      proposerId: 'sam',
      ...(acceptorId && { acceptorId }),
    });
    const bets = [bet('proposed'), bet('accepted', 'jordan'), bet('settled', 'jordan'), bet('cancelled')];
    expect(committedCents(bets, 'sam')).toBe(20_000);
    expect(committedCents(bets, 'jordan')).toBe(15_000);
    expect(committedCents(bets, 'taylor')).toBe(0);
    expect(stakeOnGame(bet('proposed'))).toBe(10_000);
    expect(stakeOnGame(bet('accepted', 'jordan'))).toBe(25_000);
    expect(stakeOnGame(bet('cancelled'))).toBe(0);
  });

  it('pays the winner the loser’s stake, and nothing for a push', () => {
    const settled = { ...atThreeToTwo, proposerId: 'sam' };
    expect(wonCents({ ...settled, winnerId: 'sam' })).toBe(15_000);
    expect(wonCents({ ...settled, winnerId: 'jordan' })).toBe(10_000);
    expect(wonCents({ ...settled, winnerId: null })).toBe(0);
  });

  it('moves the uneven difference when a re-grade turns a win into a loss', () => {
    const { proposer, acceptor } = sideStakes(atThreeToTwo);
    expect(correctionCents({ was: 'win', now: 'loss' }, proposer)).toBe(-25_000);
    expect(correctionCents({ was: 'loss', now: 'win' }, acceptor)).toBe(25_000);
    expect(correctionCents({ was: 'tie', now: 'loss' }, acceptor)).toBe(-15_000);
  });

  const validOdds: fc.Arbitrary<Odds> = fc
    .tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }))
    .map(([win, risk]) => oddsOf(win, risk))
    .filter((odds): odds is Odds => odds !== undefined);
  const outcome = fc.constantFrom<Outcome>('win', 'loss', 'tie');

  it('conserves currency at any odds: what one side gains the other gives up, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        validOdds,
        outcome,
        (amountCents, odds, mine) => {
          const stakes = sideStakes({ amountCents, odds });
          // The stakes of a bet as it was made are the ones its proposal was checked at.
          const checked = (() => {
            try {
              return stakesAt(amountCents, odds);
            } catch (error) {
              if (error instanceof InvalidRequest) return stakes;
              throw error;
            }
          })();
          expect(checked).toEqual(stakes);
          const theirs: Outcome = mine === 'win' ? 'loss' : mine === 'loss' ? 'win' : 'tie';
          expect(
            balanceChangeCents(mine, stakes.proposer) + balanceChangeCents(theirs, stakes.acceptor),
          ).toBe(0);
        },
      ),
    );
  });
});
