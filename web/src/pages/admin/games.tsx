import { Ban, CalendarDays, CalendarX2, ClipboardPen, Shield } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { signedLine } from '../../../../domain/bets';
import { gameDisplayStatus, isVoided, type BettingLine, type Game } from '../../../../domain/games';
import { liveStatusText } from '../../../../domain/live-standing';
import { weekLabel } from '../../../../domain/weeks';
import { useTeams } from '../../api/admin';
import { useWeekGames } from '../../api/games';
import { EmptyState } from '../../components/empty-state';
import { lazyComponent } from '../../components/lazy-component';
import { Kickoff } from '../../components/game-time';
import { teamLabel } from '../../components/teams';
import { GAME_STATUS_TONES } from '../../components/status-badges';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSelectedWeek } from '../../components/selected-week';
import { useNow } from '../../components/use-now';
import { WeekSelector } from '../../components/week-selector';
import { AdminPageHeader } from './admin-page-header';
import { CsvUploadCard } from './csv-upload-card';
import { ListSkeleton, LoadError } from './list-states';
import { counted } from '../../../../domain/words';

// Loaded when opened (docs/decisions.md, first-visit budgets).
const GameScoreDialog = lazyComponent(() => import('./game-score-dialog'), 'GameScoreDialog');
const VoidGameDialog = lazyComponent(() => import('./void-game-dialog'), 'VoidGameDialog');

/** docs/product.md, Admin screens: the tabs, in order; the value is what the URL's ?tab= holds. */
const TABS = [
  { value: 'schedule', label: 'Schedule' },
  { value: 'teams', label: 'Teams' },
  { value: 'lines', label: 'Lines' },
  { value: 'scores', label: 'Scores' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/**
 * docs/product.md, Admin screens (Game Management): tabs Schedule, Teams, Lines and Scores. The tab, season
 * and week live in the URL.
 */
export function AdminGamesPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'schedule';
  const selected = useSelectedWeek();

  const update = (changes: Record<string, string>) =>
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), ...changes }), {
      replace: true,
    });

  return (
    <>
      <AdminPageHeader
        title="Game Management"
        description="The schedule, the teams, the betting lines and the final scores"
      />
      <Tabs value={tab} onValueChange={(value) => update({ tab: value })}>
        <TabsList aria-label="Game management" className="w-full sm:w-auto">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-1 px-3 sm:flex-none sm:px-4">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="schedule" className="space-y-6">
          <CsvUploadCard kind="schedule" />
          <WeekSelector
            week={selected.week}
            onChange={(next) => selected.select({ week: next })}
            season={{
              season: selected.season,
              seasons: selected.seasons,
              onChange: (next) => selected.select({ season: next }),
            }}
          />
          <WeekGamesCard season={selected.season} week={selected.week} enabled={!selected.pending} />
        </TabsContent>
        <TabsContent value="teams">
          <TeamsCard />
        </TabsContent>
        <TabsContent value="lines">
          <CsvUploadCard kind="lines" />
        </TabsContent>
        <TabsContent value="scores">
          <ScoresCard onSchedule={() => update({ tab: 'schedule' })} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function WeekGamesCard({ season, week, enabled }: { season: number; week: number; enabled: boolean }) {
  const games = useWeekGames(season, week, enabled);
  const now = useNow();
  const [voiding, setVoiding] = useState<Game | null>(null);
  const [correcting, setCorrecting] = useState<Game | null>(null);
  const sorted = games.data ? [...games.data].sort((a, b) => a.gameDate.localeCompare(b.gameDate)) : [];

  return (
    <Card>
      <CardHeader
        title={`${season} ${weekLabel(week)} Games`}
        description={games.isSuccess ? counted(sorted.length, 'game') : undefined}
      />
      {games.isPending ? (
        <ListSkeleton label="Loading games" className="p-5" />
      ) : games.isError ? (
        <LoadError what="games" error={games.error} onRetry={() => void games.refetch()} />
      ) : sorted.length === 0 ? (
        <EmptyState icon={<CalendarX2 className="h-8 w-8" />} title={`No games for ${weekLabel(week)}`}>
          Upload a schedule CSV above to add them.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label={`${season} ${weekLabel(week)} games`}>
          {sorted.map((game) => (
            <GameRow
              key={game.id}
              game={game}
              now={now}
              onVoid={() => setVoiding(game)}
              onCorrect={() => setCorrecting(game)}
            />
          ))}
        </ul>
      )}
      {voiding && <VoidGameDialog game={voiding} onClose={() => setVoiding(null)} />}
      {correcting && (
        <GameScoreDialog entry={{ game: correcting, bets: [] }} onClose={() => setCorrecting(null)} />
      )}
    </Card>
  );
}

function GameRow({
  game,
  now,
  onVoid,
  onCorrect,
}: {
  game: Game;
  now: Date;
  onVoid: () => void;
  /** docs/product.md, One final score per game: a typo in the official final is corrected here. */
  onCorrect: () => void;
}) {
  // docs/product.md, Admin screens: older data's 'completed' reads as final.
  const rawStatus: string = game.status;
  const status = rawStatus === 'completed' ? 'Final' : gameDisplayStatus(game, now);
  const hasScore = game.homeScore !== null && game.awayScore !== null;
  const line = game.lines[0];

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-semibold break-words">
          {game.awayTeam.name} @ {game.homeTeam.name}
        </p>
        <p className="text-xs text-stone-500">
          <Kickoff iso={game.gameDate} /> · game_id <span className="font-mono break-all">{game.gameId}</span>
        </p>
      </div>
      <p className="text-sm text-stone-600 tabular-nums">{line ? lineText(game, line) : 'No line yet'}</p>
      <div className="flex items-center gap-2">
        {hasScore && status === 'Final' && (
          <span className="text-sm font-bold tabular-nums">
            {teamLabel(game.awayTeam, game.awayTeamId)} {game.awayScore} – {game.homeScore}{' '}
            {teamLabel(game.homeTeam, game.homeTeamId)}
          </span>
        )}
        <Badge tone={GAME_STATUS_TONES[status]}>{liveStatusText(game) ?? status}</Badge>
        {game.status === 'final' && hasScore && (
          <Button variant="ghost" size="sm" onClick={onCorrect}>
            <ClipboardPen className="h-4 w-4" aria-hidden />
            Correct
            <span className="sr-only">
              {' '}
              the final score of {game.awayTeam.name} @ {game.homeTeam.name}
            </span>
          </Button>
        )}
        {status !== 'Final' && !isVoided(game) && (
          <Button variant="ghost-danger" size="sm" onClick={onVoid}>
            <Ban className="h-4 w-4" aria-hidden />
            Void
            <span className="sr-only">
              {' '}
              {game.awayTeam.name} @ {game.homeTeam.name}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** "BUF -2.5 · O/U 48.5": the favourite's spread and the total. */
function lineText(game: Game, line: BettingLine): string {
  const parts: string[] = [];
  if (line.homeSpread !== null) {
    const homeFavoured = line.homeSpread <= 0;
    const spread = homeFavoured ? line.homeSpread : (line.awaySpread ?? -line.homeSpread);
    const team = homeFavoured
      ? teamLabel(game.homeTeam, game.homeTeamId)
      : teamLabel(game.awayTeam, game.awayTeamId);
    parts.push(spread === 0 ? "Pick'em" : `${team} ${signedLine(spread)}`);
  }
  if (line.totalLine !== null) parts.push(`O/U ${line.totalLine}`);
  return parts.join(' · ') || 'No line yet';
}

function TeamsCard() {
  const teams = useTeams();
  const sorted = teams.data ? [...teams.data].sort((a, b) => a.name.localeCompare(b.name)) : [];

  return (
    <Card>
      <CardHeader
        title="Teams"
        description={
          teams.isSuccess
            ? `${sorted.length} teams. Both CSVs name a team by abbreviation, full name or id.`
            : 'The teams a schedule can name'
        }
      />
      {teams.isPending ? (
        <div
          className="grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-label="Loading teams"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : teams.isError ? (
        <LoadError what="teams" error={teams.error} onRetry={() => void teams.refetch()} />
      ) : sorted.length === 0 ? (
        <EmptyState icon={<Shield className="h-8 w-8" />} title="No teams yet" />
      ) : (
        <CardBody>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Teams">
            {sorted.map((team) => (
              <li
                key={team.id}
                className="flex items-center gap-3 rounded-lg border border-stone-200 px-3 py-2"
              >
                <span className="inline-flex h-9 min-w-12 shrink-0 items-center justify-center rounded-md bg-brand-50 px-2 text-sm font-bold text-brand-800">
                  {team.abbreviation}
                </span>
                <span className="min-w-0 flex-1 font-medium break-words">{team.name}</span>
                <span className="text-xs text-stone-600 tabular-nums">
                  <span className="sr-only">team id </span>#{team.id}
                </span>
              </li>
            ))}
          </ul>
        </CardBody>
      )}
    </Card>
  );
}

/**
 * docs/product.md, Admin screens (Game Management): final scores are entered in one place, Bet
 * Settlement, with the bets each settles; a recorded final of any week is corrected from the
 * Schedule tab. The tab stays to say where they went.
 */
function ScoresCard({ onSchedule }: { onSchedule: () => void }) {
  return (
    <Card>
      <CardHeader title="Scores" />
      <CardBody className="flex flex-col items-start gap-3 text-sm text-stone-700">
        <p>
          Final scores are entered on Final Scores &amp; Settlement, game by game: each settles all the
          game&apos;s bets.
        </p>
        <Link to="/admin/bet-settlement" className={buttonClasses('primary', 'md')}>
          <ClipboardPen className="h-4 w-4" aria-hidden />
          Final Scores &amp; Settlement
        </Link>
        <p>
          A final already recorded, of any week, is corrected with Correct on its game in the Schedule tab.
        </p>
        <Button variant="outline" onClick={onSchedule}>
          <CalendarDays className="h-4 w-4" aria-hidden />
          Go to Schedule
        </Button>
      </CardBody>
    </Card>
  );
}
