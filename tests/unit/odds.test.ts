import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { InvalidRequest } from '../../domain/errors';
import {
  acceptorOdds,
  americanOf,
  EVEN_MONEY,
  oddsFromAmerican,
  oddsOf,
  oddsWords,
  type Odds,
} from '../../domain/odds';
import { MAX_STAKE_CENTS, STAKE_RANGE, stakesAt, stakeWords } from '../../domain/stakes';
import { oddsInput } from '../../domain/odds-input';
import { describeValidationError } from '../../domain/validation';

/** docs/product.md, Odds. */
describe('odds', () => {
  it.each([
    [150, { win: 3, risk: 2 }],
    [-200, { win: 1, risk: 2 }],
    [100, EVEN_MONEY],
    [-100, EVEN_MONEY],
    // The 2024 opener's moneylines in the schedule file: BAL +124 at KC -148.
    [124, { win: 31, risk: 25 }],
    [-148, { win: 25, risk: 37 }],
    [10_000, { win: 100, risk: 1 }],
    [-10_000, { win: 1, risk: 100 }],
  ])('reads American %i as %o', (american, odds) => {
    expect(oddsFromAmerican(american)).toEqual(odds);
  });

  it.each([0, 99, -99, 10_001, -10_001, 150.5, Number.NaN, Infinity])(
    'refuses %d as American odds',
    (american) => {
      expect(oddsFromAmerican(american)).toBeUndefined();
    },
  );

  it.each([
    [{ win: 3, risk: 2 }, 150],
    [{ win: 1, risk: 2 }, -200],
    [EVEN_MONEY, 100],
    [{ win: 31, risk: 25 }, 124],
    [{ win: 5, risk: 3 }, undefined],
    [{ win: 3, risk: 5 }, undefined],
  ])('gives %o as American %s', (odds, american) => {
    expect(americanOf(odds)).toBe(american);
  });

  it('keeps odds in lowest terms, from 1 to 100 up to 100 to 1', () => {
    expect(oddsOf(6, 4)).toEqual({ win: 3, risk: 2 });
    expect(oddsOf(200, 2)).toEqual({ win: 100, risk: 1 });
    expect(oddsOf(10_000, 9_999)).toEqual({ win: 10_000, risk: 9_999 });
    for (const [win, risk] of [
      [101, 1],
      [1, 101],
      [0, 1],
      [1.5, 1],
      [10_001, 10_000],
    ] as const)
      expect(oddsOf(win, risk), `${win} to ${risk}`).toBeUndefined();
  });

  it('says odds as friends say them, from either side', () => {
    expect(oddsWords({ win: 3, risk: 2 })).toBe('3 to 2');
    expect(oddsWords(acceptorOdds({ win: 3, risk: 2 }))).toBe('2 to 3');
    expect(oddsWords(EVEN_MONEY)).toBe('even money');
  });

  it("says the proposer's stake and the other side's in plain words", () => {
    const stakes = stakesAt(10_000, { win: 3, risk: 2 });
    expect(stakes).toEqual({
      proposer: { riskCents: 10_000, winCents: 15_000 },
      acceptor: { riskCents: 15_000, winCents: 10_000 },
    });
    expect(stakeWords(stakes, 'the Jets', 'Jordan')).toBe(
      'Risk 100.00 to win 150.00 on the Jets; Jordan would risk 150.00 to win 100.00',
    );
    expect(stakeWords(stakesAt(100_000_000, oddsFromAmerican(-148) as Odds), 'KC', 'whoever accepts')).toBe(
      'Risk 1,000,000.00 to win 675,675.68 on KC; whoever accepts would risk 675,675.68 to win 1,000,000.00',
    );
  });

  it.each([
    ['a third of a cent down', 1_000, { win: 1, risk: 3 }, 333],
    ['two thirds of a cent up', 1_000, { win: 2, risk: 3 }, 667],
    ['half a cent down', 201, { win: 1, risk: 2 }, 100],
    ['half a cent down, again', 30_003, { win: 1, risk: 2 }, 15_001],
  ])("rounds the other side's stake to the nearest cent: %s", (_name, stakeCents, odds, otherCents) => {
    expect(stakesAt(stakeCents, odds).acceptor.riskCents).toBe(otherCents);
  });

  it.each([
    [99, EVEN_MONEY, STAKE_RANGE],
    [100.5, EVEN_MONEY, STAKE_RANGE],
    [MAX_STAKE_CENTS + 1, EVEN_MONEY, STAKE_RANGE],
    [
      5_000,
      { win: 1, risk: 100 },
      'At 1 to 100, a stake of 50.00 would have the other side risk 0.50: each side risks at least 1.00',
    ],
    [
      2_000_000_000,
      { win: 100, risk: 1 },
      'At 100 to 1, a stake of 20,000,000.00 would have the other side risk 2,000,000,000.00: no side risks more than 1,000,000,000.00',
    ],
  ])('refuses a stake of %d cents at %o, saying why', (stakeCents, odds, message) => {
    expect(() => stakesAt(stakeCents, odds)).toThrow(new InvalidRequest(message));
  });

  it('reads odds from a request as a pair of whole numbers, and says what is wrong', () => {
    const body = z.object({ odds: oddsInput });
    const read = (odds: unknown) => {
      const parsed = z.safeParse(body, { odds });
      return parsed.success ? parsed.data.odds : describeValidationError(parsed.error);
    };
    expect(read({ win: 3, risk: 2 })).toEqual({ win: 3, risk: 2 });
    expect(read({ win: '6', risk: ' 4 ' })).toEqual({ win: 3, risk: 2 });
    expect(read({ win: 0, risk: 2 })).toBe('odds.win must be a whole number from 1 to 10000');
    expect(read({ win: 3, risk: 2.5 })).toBe('odds.risk must be a whole number from 1 to 10000');
    expect(read({ win: '1e3', risk: 2 })).toBe('odds.win must be a whole number from 1 to 10000');
    expect(read({ win: 101, risk: 1 })).toBe('odds must be from 1 to 100 up to 100 to 1');
    expect(read({ american: 150 })).toBe('odds.win must be a whole number from 1 to 10000');
    expect(read(150)).toBe('odds must be an object');
  });
});

const american = fc.oneof(fc.integer({ min: 100, max: 10_000 }), fc.integer({ min: -10_000, max: -100 }));
/** The odds friends say (1 to 100 .. 100 to 1) and every moneyline a schedule may post. */
const anyOdds: fc.Arbitrary<Odds> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }))
    .map(([win, risk]) => oddsOf(win, risk) as Odds),
  american.map((value) => oddsFromAmerican(value) as Odds),
);
const anyStake = fc.oneof(
  fc.integer({ min: 100, max: 1_000_000 }),
  fc.integer({ min: 100, max: MAX_STAKE_CENTS }),
);

describe('odds, for any stake', () => {
  it('gives two stakes in whole cents, each what the other side wins, at the odds to the nearest cent', () => {
    fc.assert(
      fc.property(anyStake, anyOdds, (stakeCents, odds) => {
        let stakes;
        try {
          stakes = stakesAt(stakeCents, odds);
        } catch (error) {
          // Refused only when the other side would risk less than 1.00 or more than any balance holds.
          const exact = (stakeCents * odds.win) / odds.risk;
          expect(error).toBeInstanceOf(InvalidRequest);
          expect(exact < 100 || exact > MAX_STAKE_CENTS - 1).toBe(true);
          return;
        }
        const { proposer, acceptor } = stakes;
        for (const cents of [proposer.riskCents, acceptor.riskCents]) {
          expect(Number.isSafeInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(100);
          expect(cents).toBeLessThanOrEqual(MAX_STAKE_CENTS);
        }
        // Conservation: what one side wins is what the other loses, to the cent.
        expect(proposer.winCents).toBe(acceptor.riskCents);
        expect(acceptor.winCents).toBe(proposer.riskCents);
        expect(proposer.riskCents).toBe(stakeCents);
        // Within half a cent of the odds, a half rounded down: 2·risk·other − 2·stake·win in [−risk, risk).
        const off = 2 * odds.risk * acceptor.riskCents - 2 * stakeCents * odds.win;
        expect(off).toBeGreaterThanOrEqual(-odds.risk);
        expect(off).toBeLessThan(odds.risk);
      }),
      { numRuns: 500 },
    );
  });

  it('turns American odds into a pair and back exactly, and a pair into American odds and back where they are whole', () => {
    fc.assert(
      fc.property(american, (value) => {
        const odds = oddsFromAmerican(value);
        expect(odds).toBeDefined();
        // -100 and +100 are both even money, said +100.
        expect(americanOf(odds as Odds)).toBe(value === -100 ? 100 : value);
      }),
    );
    fc.assert(
      fc.property(anyOdds, (odds) => {
        const value = americanOf(odds);
        if (value !== undefined) expect(oddsFromAmerican(value)).toEqual(odds);
        expect(acceptorOdds(acceptorOdds(odds))).toEqual(odds);
      }),
    );
  });
});
