import { Award, Medal, TrendingUp, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CURRENCY } from '../../../domain/constants';
import { rankBadge, type LeaderboardRow, type RankBadge } from '../../../domain/leaderboard';
import { isVoided } from '../../../domain/games';
import { formatSignedAmount, parseCents } from '../../../domain/money';
import type { User } from '../../../domain/users';
import { leaderboardTitle } from '../../../domain/weeks';
import { useWeekGames } from '../api/games';
import { useAllTimeLeaderboard, useSeasonLeaderboard, useWeeklyLeaderboard } from '../api/leaderboard';
import { useCurrentSeason } from '../api/seasons';
import { Avatar } from '../components/avatar';
import { EmptyState } from '../components/empty-state';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { SeasonSelect } from '../components/season-select';
import { useSelectedWeek } from '../components/selected-week';
import { Badge, type BadgeTone } from '../components/ui/badge';
import { Card, CardHeader } from '../components/ui/card';
import { cn } from '../components/ui/cn';
import { Skeleton } from '../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { WeekSelector } from '../components/week-selector';

const BADGES: Record<RankBadge, { tone: BadgeTone; icon: ReactNode }> = {
  Leading: { tone: 'brand', icon: <TrendingUp className="h-3.5 w-3.5" aria-hidden /> },
  Champion: { tone: 'yellow', icon: <Trophy className="h-3.5 w-3.5" aria-hidden /> },
  'Runner-up': { tone: 'neutral', icon: <Medal className="h-3.5 w-3.5" aria-hidden /> },
  'Third Place': { tone: 'orange', icon: <Award className="h-3.5 w-3.5" aria-hidden /> },
};

const TABS = ['weekly', 'season', 'all-time'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * docs/product.md, Leaderboard: Weekly opens on the latest week with results, Season on its season,
 * All Time ranks every season together; each row's record against the viewer counts the tab's
 * period. The tab, season and week live in the URL.
 */
export function LeaderboardPage({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'weekly';
  const selected = useSelectedWeek({ opensOnResults: true });
  const { season, week } = selected;
  const weekly = useWeeklyLeaderboard(season, week, tab === 'weekly' && !selected.pending);
  // A week is over once every game of it is final or will not be played; a season once the next began.
  const weekGames = useWeekGames(season, week, tab === 'weekly' && !selected.pending);
  const weekOver =
    weekGames.data !== undefined &&
    weekGames.data.length > 0 &&
    weekGames.data.every((game) => game.status === 'final' || isVoided(game));
  const seasonOver = season < useCurrentSeason();
  const seasonal = useSeasonLeaderboard(season, tab === 'season' && !selected.pending);
  const allTime = useAllTimeLeaderboard(tab === 'all-time');
  const seasonControl = {
    season,
    seasons: selected.seasons,
    onChange: (next: number) => selected.select({ season: next }),
  };

  return (
    <>
      <PageHeader
        title="Leaderboard"
        description="Who is up, who is down, and how you fare against each of them"
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), tab: value }), {
            replace: true,
          })
        }
      >
        <TabsList aria-label="Leaderboard period">
          <TabsTrigger value="weekly">Weekly</TabsTrigger>
          <TabsTrigger value="season">Season</TabsTrigger>
          <TabsTrigger value="all-time">All Time</TabsTrigger>
        </TabsList>
        <TabsContent value="weekly" className="space-y-6">
          <WeekSelector
            week={week}
            onChange={(next) => selected.select({ week: next })}
            season={seasonControl}
          />
          <Standings
            title={leaderboardTitle(week)}
            description={`${season} season · ranked by net winnings, then win rate, then wins`}
            query={weekly}
            userId={user.id}
            over={weekOver}
            period="this week"
          />
        </TabsContent>
        <TabsContent value="season" className="space-y-6">
          <SeasonSelect {...seasonControl} />
          <Standings
            title={`${season} Season Leaders`}
            query={seasonal}
            userId={user.id}
            over={seasonOver}
            period="this season"
          />
        </TabsContent>
        <TabsContent value="all-time">
          <Standings
            title="All-Time Leaders"
            description="Every season together · ranked by net winnings, then win rate, then wins"
            query={allTime}
            userId={user.id}
            over={false}
            period="all time"
          />
        </TabsContent>
      </Tabs>
    </>
  );
}

function Standings({
  title,
  description = 'Ranked by net winnings, then win rate, then wins',
  query,
  userId,
  over,
  period,
}: {
  title: string;
  description?: string;
  query: ReturnType<typeof useSeasonLeaderboard>;
  userId: string;
  /** The period is over: medals for the first three; before, only 'Leading' for the first. */
  over: boolean;
  /** The period the viewer's records against each player count, as the legend says it. */
  period: string;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      {query.isPending ? (
        <div className="space-y-3 p-5" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError what="the leaderboard" query={query} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={<Trophy className="h-8 w-8" />} title="No Rankings Yet">
          Rankings appear once bets in this period are settled.
        </EmptyState>
      ) : (
        <>
          <ol aria-label={title} className="divide-y divide-stone-100">
            {query.data.map((row) => (
              <Standing key={row.userId} row={row} isMe={row.userId === userId} over={over} />
            ))}
          </ol>
          <p className="border-t border-stone-100 px-5 py-3 text-xs text-stone-600">
            Records read wins-losses-ties; “you” is your own record against that player, {period}.
          </p>
        </>
      )}
    </Card>
  );
}

function Standing({ row, isMe, over }: { row: LeaderboardRow; isMe: boolean; over: boolean }) {
  const badge = rankBadge(row.rank, over);
  const net = parseCents(row.totalWinnings) ?? 0;
  // docs/product.md, Leaderboard: on a phone what does not fit wraps to the next line, never cut. The
  // pieces that must read whole (the amount, a record) do not break inside; a long name breaks anywhere.
  return (
    <li className={cn('flex items-center gap-3 px-5 py-3', isMe && 'bg-brand-50/60')}>
      <span
        className="w-8 shrink-0 text-center text-lg font-bold tabular-nums text-stone-500"
        aria-label={`Rank ${row.rank}`}
      >
        {row.rank}
      </span>
      <Avatar firstName={row.firstName} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-semibold [overflow-wrap:anywhere]">
            {row.firstName}
            {isMe && <span className="text-sm font-normal text-stone-500">(you)</span>}
            {badge && (
              <Badge tone={BADGES[badge].tone} className="whitespace-nowrap">
                {BADGES[badge].icon}
                {badge}
              </Badge>
            )}
          </p>
          <p
            className={cn(
              'ml-auto whitespace-nowrap text-right font-bold tabular-nums',
              net > 0 ? 'text-green-700' : net < 0 ? 'text-red-700' : 'text-stone-600',
            )}
          >
            {formatSignedAmount(net)} <span className="text-sm font-normal text-stone-500">{CURRENCY}</span>
          </p>
        </div>
        <p className="flex flex-wrap gap-x-1 text-sm text-stone-600">
          <span className="whitespace-nowrap">
            {row.wins}-{row.losses}-{row.ties} · {row.winRate.toFixed(1)}%
            <span className="hidden sm:inline">
              {' '}
              wins · {row.totalBets} bet{row.totalBets === 1 ? '' : 's'}
            </span>
          </span>
          {row.headToHead && (
            <span className="whitespace-nowrap">
              {'· '}
              <span aria-label={`your record against ${row.firstName}`}>
                you {row.headToHead.wins}-{row.headToHead.losses}-{row.headToHead.ties}
              </span>
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
