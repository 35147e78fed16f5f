import { outcomeOfPick, pickLabel, pickOf, type BetTerms, type Side } from '../../domain/bets';
import type { LiveSwitch } from '../../domain/push';
import type { LiveScore } from '../../domain/live-scores';
import type { Score } from '../../domain/scores';
import type { Team } from '../../domain/teams';
import type { BetRecord, GameRecord } from '../store/entities';

/** One of a player's bets on the game, from their side, and who holds the other side. */
export interface HeldBet {
  bet: BetRecord;
  side: Side;
  opponent: string;
}

/** What a live push needs: the game as it is now, its teams, and the event it tells of. */
export interface LiveNews {
  game: GameRecord;
  teams: { home: Team; away: Team };
  event: LiveSwitch;
}

/** The score the push shows: the official final once there is one, else the live source's. */
const scoreOf = ({ game, event }: LiveNews): Score | undefined =>
  event === 'final' && game.homeScore !== undefined && game.awayScore !== undefined
    ? { home: game.homeScore, away: game.awayScore }
    : game.live;

/** "Q3", "OT", "2OT": the period as the score line names it (5 and up is overtime). */
const periodName = (period: number): string =>
  period <= 4 ? `Q${String(Math.max(period, 1))}` : period === 5 ? 'OT' : `${String(period - 4)}OT`;

/** "Q3 8:12", "Halftime", "End of Q1", "OT 4:12", "Delayed" (docs/product.md, Live scores, On screen). */
function whereTheGameIs(live: LiveScore): string {
  switch (live.phase) {
    case 'halftime':
      return 'Halftime';
    case 'end_of_period':
      return `End of ${periodName(live.period)}`;
    case 'delayed':
      return 'Delayed';
    case 'final':
      return live.period > 4 ? 'Final/OT' : 'Final';
    default:
      return live.clock ? `${periodName(live.period)} ${live.clock}` : periodName(live.period);
  }
}

/**
 * docs/product.md, Live scores (Bets while played): where one pick stands at this score, from its
 * holder's side, as the screens say it: 'Winning by 3.5', 'Losing: Under by 6.5' (the pick held, and
 * by how much it is ahead or behind), 'Push right now'; at the final, how it ended.
 */
function standingOf(pick: BetTerms, score: Score, final: boolean): string {
  const outcome = outcomeOfPick(pick, score);
  if (final) return outcome === 'win' ? 'You won' : outcome === 'loss' ? 'You lost' : 'A push';
  if (outcome === 'tie') return 'Push right now';
  const verdict = outcome === 'win' ? 'Winning' : 'Losing';
  if (pick.betType === 'spread') {
    const spread = pick.spread ?? 0;
    const [mine, theirs] = pick.selection === 'home' ? [score.home, score.away] : [score.away, score.home];
    return `${verdict} by ${String(Math.abs(mine + spread - theirs))}`;
  }
  const margin = Math.abs(score.home + score.away - (pick.overUnder ?? 0));
  return `${verdict}: ${pick.selection === 'over' ? 'Over' : 'Under'} by ${String(margin)}`;
}

/** What the push says first: 'Kickoff', where the game is, or 'Final' ('Final/OT'). */
function headline({ game, event }: LiveNews): string {
  if (event === 'kickoff') return 'Kickoff';
  if (event === 'final') return (game.live?.period ?? 0) > 4 ? 'Final/OT' : 'Final';
  return game.live ? whereTheGameIs(game.live) : 'Live';
}

/**
 * One player's push about their game: 'DET 7 - KC 0' over 'Q1 3:12 · Your Under 53 with Sam: Winning:
 * Under by 46', and how many more bets they hold on it. Short, as a phone shows a notification.
 */
export function livePush(news: LiveNews, held: readonly HeldBet[]): { title: string; body: string } {
  const { teams, event } = news;
  const score = scoreOf(news) ?? { home: 0, away: 0 };
  const title = `${teams.away.abbreviation} ${String(score.away)} - ${teams.home.abbreviation} ${String(score.home)}`;
  const where = headline(news);
  const [first, ...more] = held;
  if (!first) return { title, body: where };
  const abbreviations = { home: teams.home.abbreviation, away: teams.away.abbreviation };
  const pick = pickOf(first.bet, first.side);
  const line = `Your ${pickLabel(pick, abbreviations)} with ${first.opponent}: ${standingOf(pick, score, event === 'final')}`;
  const others =
    more.length > 0 ? ` (+${String(more.length)} more ${more.length === 1 ? 'bet' : 'bets'})` : '';
  return { title, body: `${where} · ${line}${others}` };
}
