import { describe, expect, it } from 'vitest';
import { outcomeFor, pickOf, type BetTerms, type Outcome } from '../../domain/bets';
import { balanceChangeCents } from '../../domain/stakes';

const spread = (selection: 'home' | 'away', line: number): BetTerms => ({
  betType: 'spread',
  selection,
  spread: line,
  overUnder: null,
});
const total = (selection: 'over' | 'under', line: number): BetTerms => ({
  betType: 'over_under',
  selection,
  spread: null,
  overUnder: line,
});

// [case, terms, final score, proposer's outcome, acceptor's outcome]
const CASES: [string, BetTerms, { home: number; away: number }, Outcome, Outcome][] = [
  ['home favourite -3.5 covers', spread('home', -3.5), { home: 27, away: 20 }, 'win', 'loss'],
  [
    'home favourite -3.5 wins by 3, does not cover',
    spread('home', -3.5),
    { home: 23, away: 20 },
    'loss',
    'win',
  ],
  ['home favourite -3 wins by exactly 3: push', spread('home', -3), { home: 23, away: 20 }, 'tie', 'tie'],
  ['home underdog +6.5 loses by 6, covers', spread('home', 6.5), { home: 14, away: 20 }, 'win', 'loss'],
  ['home underdog +6.5 loses by 7', spread('home', 6.5), { home: 13, away: 20 }, 'loss', 'win'],
  ['home underdog +7 loses by 7: push', spread('home', 7), { home: 13, away: 20 }, 'tie', 'tie'],
  ['away favourite -7 wins by 10', spread('away', -7), { home: 10, away: 20 }, 'win', 'loss'],
  ['away favourite -7 wins by 7: push', spread('away', -7), { home: 13, away: 20 }, 'tie', 'tie'],
  ['away favourite -2.5 loses outright', spread('away', -2.5), { home: 21, away: 17 }, 'loss', 'win'],
  ['away underdog +3.5 loses by 3', spread('away', 3.5), { home: 24, away: 21 }, 'win', 'loss'],
  ['away underdog +1 loses by 1: push', spread('away', 1), { home: 22, away: 21 }, 'tie', 'tie'],
  ["pick'em 0, home wins", spread('home', 0), { home: 17, away: 10 }, 'win', 'loss'],
  ["pick'em 0, tied game: push", spread('away', 0), { home: 17, away: 17 }, 'tie', 'tie'],
  ['over 44.5 with 45', total('over', 44.5), { home: 24, away: 21 }, 'win', 'loss'],
  ['over 44.5 with 44', total('over', 44.5), { home: 24, away: 20 }, 'loss', 'win'],
  ['under 44.5 with 44', total('under', 44.5), { home: 24, away: 20 }, 'win', 'loss'],
  ['under 44.5 with 45', total('under', 44.5), { home: 24, away: 21 }, 'loss', 'win'],
  ['over 45 with exactly 45: push', total('over', 45), { home: 24, away: 21 }, 'tie', 'tie'],
  ['under 45 with exactly 45: push', total('under', 45), { home: 30, away: 15 }, 'tie', 'tie'],
  ['under 0.5 in a 0-0 game', total('under', 0.5), { home: 0, away: 0 }, 'win', 'loss'],
];

describe('bet outcome (docs/product.md, Settlement)', () => {
  it.each(CASES)('%s', (_name, terms, score, proposer, acceptor) => {
    expect(outcomeFor(terms, score, 'proposer')).toBe(proposer);
    expect(outcomeFor(terms, score, 'acceptor')).toBe(acceptor);
  });

  it('gives the acceptor the opposite pick: home/away flipped with the spread inverted, over/under swapped', () => {
    expect(pickOf(spread('home', -3.5), 'acceptor')).toEqual(spread('away', 3.5));
    expect(pickOf(spread('away', 7), 'acceptor')).toEqual(spread('home', -7));
    expect(pickOf(spread('home', 0), 'acceptor')).toEqual(spread('away', 0));
    expect(pickOf(total('over', 47.5), 'acceptor')).toEqual(total('under', 47.5));
    expect(pickOf(total('under', 38), 'proposer')).toEqual(total('under', 38));
  });

  it('pays even money: the winner gains the amount, the loser loses it, a tie moves nothing', () => {
    const even = { riskCents: 2500, winCents: 2500 };
    expect(balanceChangeCents('win', even)).toBe(2500);
    expect(balanceChangeCents('loss', even)).toBe(-2500);
    expect(balanceChangeCents('tie', even)).toBe(0);
  });
});
