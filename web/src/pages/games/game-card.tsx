import { ArrowRight, ChevronDown, CircleCheck, Lock, Trophy } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { bettingClosedReason, pickOf, type Bet, type BetType } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { gameDisplayStatus, isBettingOpen, type Game, type GameTally } from '../../../../domain/games';
import { liveScoreText, liveStatusText, showsLiveScore } from '../../../../domain/live-standing';
import type { User } from '../../../../domain/users';
import { weekLabel } from '../../../../domain/weeks';
import { atEvenMoney, describePick, shownStakes } from '../../components/bet-terms';
import { describeLine, finalResult } from '../../components/game-lines';
import { preloadDialogs } from '../../components/ui/dialog';
import { acceptBlocked } from '../../components/bets/accept-rules';
import { useSteadyList } from '../../components/bets/steady-list';
import { formatKickoff } from '../../components/game-time';
import { NeutralSite } from '../../components/neutral-site';
import { teamLabel } from '../../components/teams';
import { GAME_STATUS_TONES } from '../../components/status-badges';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { formatAmount } from '../../../../domain/money';
import { counted } from '../../../../domain/words';

interface Props {
  game: Game;
  now: Date;
  user: Pick<User, 'id' | 'availableBalance'>;
  /** The user has an accepted or pending-settlement bet on this game. */
  hasActiveBets: boolean;
  /** Others' open proposals on this game, the same array until they change. */
  proposals: readonly Bet[];
  /** Proposals the user took from this screen. */
  taken: ReadonlySet<string>;
  onPropose: (game: Game, betType: BetType) => void;
  onTake: (bet: Bet) => void;
}

/**
 * docs/product.md, Games: a compact game card (teams, kickoff or live score, the line, the viewer's bets,
 * the open proposals, each one tap from the accept sheet) and one Propose control. Drawn again only when
 * its props change: each of the screen's reads lands in a render of its own.
 */
export const GameCard = memo(function GameCard({
  game,
  now,
  user,
  hasActiveBets,
  proposals,
  taken,
  onPropose,
  onTake,
}: Props) {
  const status = gameDisplayStatus(game, now);
  const open = isBettingOpen(game, now);
  const isFinal = game.status === 'final' && game.homeScore !== null && game.awayScore !== null;
  // docs/product.md, Live scores (On screen): while it is played, the live score where the final goes.
  const live = showsLiveScore(game) ? game.live : undefined;
  const away = { team: game.awayTeam, id: game.awayTeamId, score: live ? live.away : game.awayScore };
  const home = { team: game.homeTeam, id: game.homeTeamId, score: live ? live.home : game.homeScore };
  const closedReason = open ? undefined : bettingClosedReason(game, now);
  const titleId = `game-${game.id}`;

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      // Where focus goes once a proposal taken from here leaves the card.
      data-focus-fallback
      tabIndex={-1}
      className={cn(
        'flex w-full flex-col outline-none',
        hasActiveBets && 'ring-2 ring-brand-600 ring-offset-2 ring-offset-stone-50',
      )}
    >
      {/* On the narrowest phones the kickoff moves under the week whole rather than breaking up. */}
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-3">
        <span className="text-xs font-semibold whitespace-nowrap uppercase tracking-wide text-stone-500">
          {weekLabel(game.week)}
        </span>
        <Badge tone={GAME_STATUS_TONES[status]} className="whitespace-nowrap">
          {status === 'In Progress' && game.live?.phase !== 'final' && (
            <span className="h-1.5 w-1.5 rounded-full bg-orange-500 motion-safe:animate-pulse" aria-hidden />
          )}
          {status === 'Scheduled' ? (
            <time dateTime={game.gameDate}>{formatKickoff(game.gameDate) ?? 'Date TBD'}</time>
          ) : (
            (liveStatusText(game) ?? status)
          )}
        </Badge>
      </div>

      <h3 id={titleId} className="sr-only">
        {game.awayTeam.name} @ {game.homeTeam.name}
      </h3>
      <div className="space-y-1 px-4 pt-2" aria-hidden>
        {[away, home].map((side, index) => {
          const won = isFinal && (side.score ?? 0) > ((index === 0 ? home.score : away.score) ?? 0);
          return (
            <div key={side.id} className="flex items-center gap-2.5">
              <span className="inline-flex h-7 w-9 shrink-0 items-center justify-center rounded-md bg-stone-100 text-xs font-bold text-stone-700">
                {teamLabel(side.team, side.id).slice(0, 3)}
              </span>
              <span className={cn('min-w-0 flex-1 truncate', won ? 'font-bold' : 'font-medium')}>
                {index === 1 && <span className="mr-1 text-xs font-semibold text-stone-600">@</span>}
                {side.team.name}
              </span>
              {(isFinal || live) && (
                <span className={cn('text-lg tabular-nums', won || live ? 'font-bold' : 'text-stone-500')}>
                  {side.score}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {isFinal && (
        <p className="sr-only">
          Final score: {game.awayTeam.name} {game.awayScore}, {game.homeTeam.name} {game.homeScore}
        </p>
      )}
      {/* One polite region per card: the score and clock are heard when they change, not on load. */}
      <p className="sr-only" aria-live="polite">
        {live && `Live: ${liveScoreText(game) ?? ''}, ${liveStatusText(game) ?? ''}`}
      </p>
      <NeutralSite game={game} className="px-4 pt-1.5" />
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 pt-2">
        <p className="text-xs text-stone-600">{describeLine(game)}</p>
        {game.tally && <GameTallyLine tally={game.tally} />}
      </div>

      {hasActiveBets && (
        <p className="mx-4 mt-2 flex items-center gap-1.5 text-sm font-medium text-brand-800">
          <CircleCheck className="h-4 w-4 shrink-0" aria-hidden />
          You have active bets on this game
        </p>
      )}

      {open && (
        <OpenProposals
          game={game}
          proposals={proposals}
          taken={taken}
          userId={user.id}
          blocked={(bet) => acceptBlocked(bet, user, false)}
          onTake={onTake}
        />
      )}

      <div className="mt-auto px-4 pt-2 pb-3">
        <div className="flex flex-wrap items-center justify-between gap-x-3 border-t border-stone-100 pt-2">
          <Link
            to={`/games/${encodeURIComponent(game.id)}`}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            Bets on this game
            <span className="sr-only">
              : {game.awayTeam.name} @ {game.homeTeam.name}
            </span>
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
          {!isFinal && <ProposeChoice open={open} onChoose={(betType) => onPropose(game, betType)} />}
        </div>
        {isFinal ? (
          // Nothing to propose on a game that is over: its result, where the Propose control was.
          <p className="flex items-center gap-1.5 text-sm font-semibold text-stone-800">
            <Trophy className="h-4 w-4 shrink-0 text-amber-600" aria-hidden />
            {finalResult(game)}
          </p>
        ) : (
          closedReason && (
            <p className="flex items-center gap-1.5 text-sm text-stone-500">
              <Lock className="h-3.5 w-3.5 shrink-0" aria-hidden />
              {closedReason}
            </p>
          )
        )}
      </div>
    </Card>
  );
});

/**
 * docs/product.md, Games: one Propose control per card; it opens the choice of a spread, an
 * over/under or a straight-up bet or a proposition in place, a button each, so the card stays short until the viewer asks.
 */
function ProposeChoice({ open, onChoose }: { open: boolean; onChoose: (betType: BetType) => void }) {
  const [choosing, setChoosing] = useState(false);
  const choicesId = useId();
  return (
    <>
      <Button
        variant={open ? 'primary' : 'secondary'}
        disabled={!open}
        aria-expanded={choosing}
        aria-controls={choicesId}
        onClick={() => setChoosing((was) => !was)}
      >
        Propose<span className="sr-only"> a bet</span>
        <ChevronDown className={cn('h-4 w-4 transition-transform', choosing && 'rotate-180')} aria-hidden />
      </Button>
      <div id={choicesId} hidden={!choosing || !open} className="grid w-full gap-2 pt-1">
        {choosing && open && (
          <>
            <Button onClick={() => onChoose('spread')}>Propose Spread Bet</Button>
            <Button variant="outline" onClick={() => onChoose('over_under')}>
              Propose Over/Under Bet
            </Button>
            <Button variant="outline" onClick={() => onChoose('moneyline')}>
              Propose Straight-Up Bet
            </Button>
            <Button variant="outline" onClick={() => onChoose('proposition')}>
              Propose Proposition
            </Button>
          </>
        )}
      </div>
    </>
  );
}

/** Others' proposals on this game, steady while on screen; the Take button opens the accept sheet. */
function OpenProposals({
  game,
  proposals,
  taken,
  userId,
  blocked,
  onTake,
}: {
  game: Game;
  proposals: readonly Bet[];
  taken: ReadonlySet<string>;
  userId: string;
  blocked: (bet: Bet) => string | undefined;
  onTake: (bet: Bet) => void;
}) {
  const shown = useSteadyList(proposals);
  if (shown.length === 0) return null;
  const headingId = `proposals-${game.id}`;
  // Rows stay in place once taken or withdrawn (steady-list.ts); the heading counts what is still open.
  const openCount = shown.filter(({ item, gone }) => !gone && !taken.has(item.id)).length;
  return (
    <div className="mx-4 mt-3 rounded-lg bg-amber-50/70 px-3 py-2 ring-1 ring-amber-200">
      <h4 id={headingId} className="text-sm font-semibold text-amber-950">
        {openCount > 0 ? `Open proposals (${openCount})` : 'No proposals open now'}
      </h4>
      <ul aria-labelledby={headingId} className="mt-1 divide-y divide-amber-200/70">
        {shown.map(({ item: bet, gone }) => {
          // docs/product.md, Games: a proposal reads from the taker's side, what Take gives the reader.
          const yours = describePick(pickOf(bet, 'acceptor'), bet.game);
          // What Take commits: the taker's own stake, which at odds is not the proposer's.
          const { risk, win } = shownStakes(bet, 'acceptor');
          const stake = atEvenMoney(bet)
            ? `${risk} ${CURRENCY}`
            : `risking ${risk} to win ${win} ${CURRENCY}`;
          const forMe = bet.challengeeId === userId;
          const reason = blocked(bet);
          return (
            <li
              key={bet.id}
              className={cn(
                'flex min-h-12 items-center justify-between gap-3 py-1.5 text-sm',
                forMe && '-mx-2 rounded-md bg-white px-2 ring-2 ring-brand-600',
              )}
            >
              {/* A long first name breaks anywhere rather than push the Take button off a 320 px screen. */}
              <span className="min-w-0 wrap-anywhere">
                {forMe ? (
                  <>
                    <span className="mb-0.5 block text-xs font-bold tracking-wide text-brand-800 uppercase">
                      For you
                    </span>
                    <span className="font-semibold">{bet.proposer.firstName} challenged you:</span> you'd take{' '}
                    <span className="font-semibold">{yours}</span>, {stake}
                  </>
                ) : (
                  <>
                    You'd take <span className="font-semibold">{yours}</span> against{' '}
                    <span className="font-semibold">{bet.proposer.firstName}</span>, {stake}
                  </>
                )}
                {/* Kept once the row is gone, so the rows below stay where they were. */}
                {reason && !taken.has(bet.id) && (
                  <span className="block text-xs text-stone-600">{reason}</span>
                )}
              </span>
              {taken.has(bet.id) ? (
                <Link
                  to="/my-bets"
                  className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
                >
                  Taken
                  <span className="sr-only">: {bet.proposer.firstName}'s bet, see My Bets</span>
                </Link>
              ) : gone ? (
                <span className="shrink-0 text-xs font-medium text-stone-600">No longer open</span>
              ) : (
                <Button
                  variant="outline"
                  className="shrink-0"
                  disabled={reason !== undefined}
                  onPointerDown={preloadDialogs}
                  onClick={() => onTake(bet)}
                  aria-label={`Take ${yours} against ${bet.proposer.firstName}, ${stake}`}
                >
                  Take
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** docs/product.md, Games: how many of the group's bets are on the game, and what they put on it. */
function GameTallyLine({ tally }: { tally: GameTally }) {
  return (
    <p className="text-xs text-stone-600" data-testid="game-tally">
      {tally.bets === 0
        ? 'No bets yet'
        : `${counted(tally.bets, 'bet')} · ${formatAmount(tally.staked)} ${CURRENCY}`}
    </p>
  );
}
