import { outcomeOfPick, pickLabel, pickOf, type BetTerms, type Side } from '../../domain/bets';
import type { LiveSwitch } from '../../domain/push';
import { liveClockText, pickStanding } from '../../domain/live-standing';
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

/**
 * How one pick ended, or where it stands now, as the screens say it (docs/product.md, Live scores, Bets
 * while played).
 */
function standingOf(pick: BetTerms, score: Score, final: boolean): string {
  if (!final) return pickStanding(pick, score);
  const outcome = outcomeOfPick(pick, score);
  return outcome === 'win' ? 'You won' : outcome === 'loss' ? 'You lost' : 'A push';
}

/** What the push says first: 'Kickoff', where the game is, or 'Final' ('Final/OT'). */
function headline({ game, event }: LiveNews): string {
  if (event === 'kickoff') return 'Kickoff';
  if (event === 'final') return (game.live?.period ?? 0) > 4 ? 'Final/OT' : 'Final';
  return (game.live && liveClockText(game.live)) ?? 'Live';
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
