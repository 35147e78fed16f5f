import { describe, expect, it } from 'vitest';
import type { BetTerms } from '../../domain/bets';
import { finalLine } from '../../domain/final-line';
import {
  correctionCents,
  correctionDescription,
  finalMessage,
  regradesOf,
  settledDescription,
  winnerOf,
} from '../../domain/settlement';

// The proposer took the home side at -3.5: PHI @ DAL, DAL the home team.
const HOME_MINUS_3_5: BetTerms = { betType: 'spread', selection: 'home', spread: -3.5, overUnder: null };
const MATCHUP = { awayTeam: 'PHI', homeTeam: 'DAL' };
const PLAYERS = { proposer: 'jordan', acceptor: 'sam' };

describe('settling a bet, without the table', () => {
  it('names the winner, or nobody on a push', () => {
    expect(winnerOf({ proposer: 'win', acceptor: 'loss' }, PLAYERS)).toBe('jordan');
    expect(winnerOf({ proposer: 'loss', acceptor: 'win' }, PLAYERS)).toBe('sam');
    expect(winnerOf({ proposer: 'tie', acceptor: 'tie' }, PLAYERS)).toBeNull();
  });

  it('moves the difference between the two outcomes when an official final re-grades a bet', () => {
    // Agreed 24-20 (home covers), official 23-20 (it does not): a win becomes a loss, and back.
    const regrades = regradesOf(HOME_MINUS_3_5, { home: 24, away: 20 }, { home: 23, away: 20 });
    expect(regrades).toEqual({
      proposer: { was: 'win', now: 'loss' },
      acceptor: { was: 'loss', now: 'win' },
    });
    const even = { riskCents: 10_000, winCents: 10_000 };
    expect(correctionCents(regrades.proposer, even)).toBe(-20_000);
    expect(correctionCents(regrades.acceptor, even)).toBe(20_000);
    // A push taken back moves the amount once; the same outcome moves nothing.
    expect(correctionCents({ was: 'tie', now: 'win' }, even)).toBe(10_000);
    expect(correctionCents({ was: 'loss', now: 'loss' }, even)).toBe(0);
  });

  it('says each ledger entry as the wallet shows it', () => {
    expect(finalLine(MATCHUP, { home: 24, away: 27 })).toBe('PHI 27 - DAL 24');
    expect(settledDescription('win', 10_000, 'Sam', MATCHUP)).toBe(
      'Won 100.00 Pigskins from Sam on PHI @ DAL',
    );
    expect(settledDescription('loss', 10_050, 'Sam', MATCHUP)).toBe(
      'Lost 100.50 Pigskins to Sam on PHI @ DAL',
    );
    expect(settledDescription('tie', 10_000, 'Sam', MATCHUP)).toBe(
      'Push with Sam on PHI @ DAL: no Pigskins moved',
    );
    expect(correctionDescription('loss', -20_000, 'Sam', MATCHUP, { home: 24, away: 27 })).toBe(
      'Official final PHI 27 - DAL 24: your bet with Sam is now a loss (-200.00 Pigskins)',
    );
    expect(correctionDescription('tie', 10_000, 'Sam', MATCHUP, { home: 24, away: 24 })).toBe(
      'Official final PHI 24 - DAL 24: your bet with Sam is now a push (+100.00 Pigskins)',
    );
  });

  it("says what an official final did to its game's bets", () => {
    expect(finalMessage({ settled: 0, regraded: 0, failed: 0 })).toBe(
      'The final score is recorded; no bet needed a change',
    );
    expect(finalMessage({ settled: 1, regraded: 0, failed: 0 })).toBe(
      'The final score is recorded. 1 bet has been settled with it',
    );
    expect(finalMessage({ settled: 3, regraded: 1, failed: 2 })).toBe(
      'The final score is recorded. 3 bets have been settled with it; 1 bet its players had settled at another score was re-graded; 2 bets could not be settled: enter the score again',
    );
  });
});
