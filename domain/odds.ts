/**
 * docs/product.md, Odds: what one side of a bet wins for what it risks, the basis of straight-up bets
 * and propositions. Odds are held as friends say them, "3 to 2": whole numbers in lowest terms, a win
 * of 3 for every 2 risked. American odds (+150, -200) read into them exactly; not every pair reads
 * back into whole American odds (5 to 3 is +166.67), which is why the pair is what is kept.
 */
export interface Odds {
  win: number;
  risk: number;
}

export const EVEN_MONEY: Odds = { win: 1, risk: 1 };

/** The longest odds either side may take: 100 to 1, and so 1 to 100 for the other side. */
export const LONGEST_ODDS = 100;
/** The largest number in a pair: +10000 is 100 to 1, -10000 is 1 to 100, +101 is 101 to 100. */
export const MAX_ODDS_TERM = 10_000;

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

export const isTerm = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ODDS_TERM;

/** "6 to 4" as 3 to 2; undefined outside 1 to 100 .. 100 to 1 or with a term that is not 1 to 10000. */
export function oddsOf(win: number, risk: number): Odds | undefined {
  if (!isTerm(win) || !isTerm(risk)) return undefined;
  if (win > risk * LONGEST_ODDS || risk > win * LONGEST_ODDS) return undefined;
  const divisor = greatestCommonDivisor(win, risk);
  return { win: win / divisor, risk: risk / divisor };
}

/** Whole American odds from -10000 to -100 or 100 to 10000; -100 and +100 are both even money. */
export function isAmericanOdds(american: number): boolean {
  return Number.isInteger(american) && Math.abs(american) >= 100 && Math.abs(american) <= MAX_ODDS_TERM;
}

/** +150 (win 150 for 100) is 3 to 2; -200 (risk 200 to win 100) is 1 to 2. */
export function oddsFromAmerican(american: number): Odds | undefined {
  if (!isAmericanOdds(american)) return undefined;
  return american > 0 ? oddsOf(american, 100) : oddsOf(100, -american);
}

/** 3 to 2 is +150, 1 to 2 is -200, even money +100; undefined when not whole (5 to 3). */
export function americanOf(odds: Odds): number | undefined {
  const american = odds.win >= odds.risk ? (100 * odds.win) / odds.risk : (-100 * odds.risk) / odds.win;
  return Number.isInteger(american) ? american : undefined;
}

/** The other side of a bet at 3 to 2 holds 2 to 3. */
export function acceptorOdds(odds: Odds): Odds {
  return { win: odds.risk, risk: odds.win };
}

/** "3 to 2", or "even money" (docs/product.md, Words), as the ledger's descriptions end. */
export function oddsWords(odds: Odds): string {
  return odds.win === odds.risk ? 'even money' : `${odds.win} to ${odds.risk}`;
}
