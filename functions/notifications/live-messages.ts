import { outcomeFor, pickLabel, pickOf, type Side } from '../../domain/bets';
import { CURRENCY } from '../../domain/constants';
import type { LiveSwitch } from '../../domain/push';
import { liveClockText, pickStanding } from '../../domain/live-standing';
import { formatAmount } from '../../domain/money';
import type { Score } from '../../domain/scores';
import { balanceChangeCents, sideStakes } from '../../domain/stakes';
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

type Abbreviations = { home: string; away: string };
const pigskins = (cents: number) => `${formatAmount(cents)} ${CURRENCY}`;

/**
 * What the official final did to the player's bets on the game, which it settles (docs/product.md, Live
 * scores, Pushes): one bet by its pick and what it won or lost, several by what they won or lost
 * together.
 */
function finalLine(held: readonly HeldBet[], score: Score, abbreviations: Abbreviations): string {
  const changes = held.map(({ bet, side }) =>
    balanceChangeCents(outcomeFor(bet, score, side), sideStakes(bet)[side]),
  );
  const [first] = held;
  if (first && held.length === 1) {
    const [change = 0] = changes;
    const pick = pickLabel(pickOf(first.bet, first.side), abbreviations);
    const result =
      change > 0
        ? `You won ${pigskins(change)}`
        : change < 0
          ? `You lost ${pigskins(-change)}`
          : `A push, no ${CURRENCY} moved`;
    return `Your ${pick} with ${first.opponent}: ${result}`;
  }
  const net = changes.reduce((sum, change) => sum + change, 0);
  const bets = `on your ${String(held.length)} bets`;
  if (net > 0) return `You won ${pigskins(net)} ${bets}`;
  return net < 0 ? `You lost ${pigskins(-net)} ${bets}` : `You broke even ${bets}`;
}

/** What the push says first: 'Kickoff', where the game is, or 'Final' ('Final/OT'). */
function headline({ game, event }: LiveNews): string {
  if (event === 'kickoff') return 'Kickoff';
  if (event === 'final') return (game.live?.period ?? 0) > 4 ? 'Final/OT' : 'Final';
  return (game.live && liveClockText(game.live)) ?? 'Live';
}

/**
 * One player's push about their game: 'DET 7 - KC 0' over 'Q1 3:12 · Your Under 53 with Sam: Winning:
 * Under by 46', and how many more bets they hold on it; at the final, what it did to their bets. Short,
 * as a phone shows a notification.
 */
export function livePush(news: LiveNews, held: readonly HeldBet[]): { title: string; body: string } {
  const { teams, event } = news;
  const score = scoreOf(news) ?? { home: 0, away: 0 };
  const title = `${teams.away.abbreviation} ${String(score.away)} - ${teams.home.abbreviation} ${String(score.home)}`;
  const where = headline(news);
  const [first, ...more] = held;
  if (!first) return { title, body: where };
  const abbreviations = { home: teams.home.abbreviation, away: teams.away.abbreviation };
  if (event === 'final') return { title, body: `${where} · ${finalLine(held, score, abbreviations)}` };
  const pick = pickOf(first.bet, first.side);
  const line = `Your ${pickLabel(pick, abbreviations)} with ${first.opponent}: ${pickStanding(pick, score)}`;
  const others =
    more.length > 0 ? ` (+${String(more.length)} more ${more.length === 1 ? 'bet' : 'bets'})` : '';
  return { title, body: `${where} · ${line}${others}` };
}
