import * as z from 'zod/mini';
import { isTerm, LONGEST_ODDS, MAX_ODDS_TERM, oddsOf } from './odds';
import { readInput } from './read-input';

/*
 * Odds as requests carry them, apart from domain/odds.ts: the web app words and works out odds with
 * that module, and a schema built when its module loads would bring zod into every screen that shows a
 * bet at odds (tests/infra/web-bundle-size.test.ts).
 */

const ODDS_TERM = `must be a whole number from 1 to ${MAX_ODDS_TERM}`;
const oddsTerm = readInput(
  z.union([z.number(), z.string()], { error: ODDS_TERM }),
  (value) => {
    const term = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    return isTerm(term) ? term : undefined;
  },
  ODDS_TERM,
);

/**
 * Odds as a request carries them: `{ "win": 3, "risk": 2 }` for 3 to 2, each a JSON number or numeric
 * string (docs/decisions.md, Odds travel as a pair), read into lowest terms.
 */
export const oddsInput = readInput(
  z.object({ win: oddsTerm, risk: oddsTerm }),
  ({ win, risk }) => oddsOf(win, risk),
  `must be from 1 to ${LONGEST_ODDS} up to ${LONGEST_ODDS} to 1`,
);
