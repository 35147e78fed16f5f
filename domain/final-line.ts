import type { Score } from './scores';

/*
 * Apart from domain/settlement.ts: the live standings on screen say a final this way too, and would
 * otherwise bring settlement's rules and stake arithmetic into every screen's shared file.
 */

/** The game's two teams, as a ledger entry names them. */
export interface Matchup {
  awayTeam: string;
  homeTeam: string;
}

/** "PHI 27 - DAL 24": a final as the wallet and messages say it, away team first. */
export function finalLine(matchup: Matchup, score: Score): string {
  return `${matchup.awayTeam} ${score.away} - ${matchup.homeTeam} ${score.home}`;
}
