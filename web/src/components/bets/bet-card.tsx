import { CircleCheck, Clock, Hourglass, Lock, Scale, Swords, Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../toasts';
import { outcomeFor, pickOf, sideOf, type Bet, type Side } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { hasStarted } from '../../../../domain/games';
import { formatAmount } from '../../../../domain/money';
import { fromHomeAway, type Score } from '../../../../domain/scores';
import type { User } from '../../../../domain/users';
import { weekLabel } from '../../../../domain/weeks';
import { useAcceptSettlement, useCancelBet } from '../../api/bets';
import { messageOf } from '../../api/http';
import { useCurrentSeason } from '../../api/seasons';
import { describePick, outcomeWithAmount, settledText } from '../bet-terms';
import { CoinAmount } from '../currency';
import { Kickoff } from '../game-time';
import { teamLabel } from '../teams';
import { BET_STATUS_LABELS, BetStatusBadge } from '../status-badges';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Card } from '../ui/card';
import { ConfirmDialog, preloadDialogs } from '../ui/dialog';
import { AcceptBetSheet } from './accept-bet-sheet';
import { acceptBlocked } from './accept-rules';
import { FinalScoreDialog } from './final-score-dialog';
import { OutcomeNote, OutcomePreview } from './outcome-note';

interface Props {
  bet: Bet;
  user: Pick<User, 'id' | 'availableBalance'>;
  now: Date;
  /**
   * An open proposal that has left the list since it was shown (steady lists, docs/decisions.md):
   * the viewer accepted it, or it went otherwise (taken by someone else, withdrawn).
   */
  gone?: 'accepted' | 'unavailable';
  onAccepted?: (bet: Bet) => void;
  /** On the bet's own page: its title does not link to where it is. */
  standalone?: boolean;
}

/**
 * One bet, from the viewer's side: their pick, the opponent, and what they can do next (docs/product.md,
 * My Bets). A bet the viewer is not part of is an open proposal they could accept, or, once taken,
 * the two players' bet as the group sees it (docs/product.md, Bets as links).
 */
export function BetCard({ bet, user, now, gone, onAccepted, standalone }: Props) {
  const side = sideOf(bet, user.id);
  const spectator = !side && bet.status !== 'proposed';
  // Someone else's open proposal: the viewer would become the acceptor.
  const viewerSide: Side = side ?? 'acceptor';
  const { game } = bet;
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const opponent = side === 'proposer' ? bet.acceptor?.firstName : bet.proposer.firstName;
  const currentSeason = useCurrentSeason();

  return (
    <Card
      role="article"
      tabIndex={-1}
      data-focus-fallback
      aria-label={`${BET_STATUS_LABELS[bet.status]} bet: ${away} @ ${home}`}
      className="flex flex-col p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <BetStatusBadge status={bet.status} />
            <span className="text-xs font-medium text-stone-500">
              {bet.betType === 'spread' ? 'Spread' : 'Over/Under'}
            </span>
          </div>
          <h3 className="mt-2 text-lg font-bold">
            {standalone ? (
              <>
                {away} <span className="font-medium text-stone-500">@</span> {home}
              </>
            ) : (
              <Link to={`/bets/${encodeURIComponent(bet.id)}`} className="underline-offset-2 hover:underline">
                {away} <span className="font-medium text-stone-500">@</span> {home}
              </Link>
            )}
          </h3>
          <p className="text-xs text-stone-500">
            {game.season !== currentSeason && `${game.season} · `}
            {weekLabel(game.week)} · <Kickoff iso={game.gameDate} />
          </p>
        </div>
        <CoinAmount amount={bet.amount} className="shrink-0 text-lg" />
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-stone-50 px-3 py-2 text-sm">
        {side ? (
          <Term label="Your pick">{describePick(pickOf(bet, side), game)}</Term>
        ) : (
          <Term label={`${bet.proposer.firstName}'s pick`}>{describePick(bet, game)}</Term>
        )}
        {side ? (
          <Term label="Opponent">{opponent ?? <span className="text-stone-500">Not yet accepted</span>}</Term>
        ) : spectator ? (
          <Term label={bet.acceptor ? `${bet.acceptor.firstName}'s pick` : 'The other side'}>
            {describePick(pickOf(bet, 'acceptor'), game)}
          </Term>
        ) : (
          <Term label="You would take">{describePick(pickOf(bet, 'acceptor'), game)}</Term>
        )}
      </dl>

      <div className="mt-3 space-y-3">
        {spectator ? (
          <SpectatorNotes bet={bet} />
        ) : (
          <BetActions
            bet={bet}
            user={user}
            now={now}
            side={side}
            viewerSide={viewerSide}
            opponent={opponent}
            gone={gone}
            onAccepted={onAccepted}
          />
        )}
      </div>
    </Card>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs text-stone-500">{label}</dt>
      <dd className="truncate font-semibold">{children}</dd>
    </div>
  );
}

function BetActions({
  bet,
  user,
  side,
  viewerSide,
  opponent,
  now,
  gone,
  onAccepted,
}: Props & { side: Side | undefined; viewerSide: Side; opponent: string | undefined }) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmingSettle, setConfirmingSettle] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [enteringScore, setEnteringScore] = useState(false);
  const cancel = useCancelBet();
  const acceptSettlement = useAcceptSettlement();
  const started = hasStarted(bet.game, now);

  async function run(action: () => Promise<unknown>, success: [string, string], failure: string) {
    try {
      await action();
    } catch (error) {
      toast.error(failure, { description: messageOf(error, 'Unknown error occurred') });
      return false;
    }
    toast.success(success[0], { description: success[1] });
    return true;
  }

  const scoreDialog = enteringScore && (
    <FinalScoreDialog bet={bet} side={viewerSide} onClose={() => setEnteringScore(false)} />
  );

  switch (bet.status) {
    case 'proposed': {
      if (side === 'proposer') {
        return (
          <>
            <Note icon={<Hourglass />}>
              {bet.challengee
                ? `Waiting for ${bet.challengee.firstName} to accept`
                : 'Waiting for someone to accept'}
            </Note>
            <Button
              variant="outline"
              className="w-full"
              onPointerDown={preloadDialogs}
              onClick={() => setConfirmingCancel(true)}
            >
              Cancel Proposal
            </Button>
            <ConfirmDialog
              open={confirmingCancel}
              onOpenChange={(open) => !cancel.isPending && setConfirmingCancel(open)}
              title="Cancel your bet proposal?"
              description={`Your ${formatAmount(bet.amount)} ${CURRENCY} are released and nobody can accept this bet any more.`}
              confirmLabel="Cancel Proposal"
              pendingLabel="Cancelling..."
              pending={cancel.isPending}
              destructive
              onConfirm={() =>
                void run(
                  () => cancel.mutateAsync(bet.id),
                  ['Bet Cancelled', 'Your bet proposal has been cancelled successfully'],
                  'Failed to Cancel Bet',
                ).then(() => setConfirmingCancel(false))
              }
            />
          </>
        );
      }
      // Gone, a card keeps the height its Accept button (44 px on phones, 40 from sm) and the lines with
      // it gave it (a reason it is disabled, a challenge to the viewer): the cards below stay under the
      // finger.
      const reason = acceptBlocked(bet, user, started);
      const challengedYou = bet.challengeeId === user.id;
      const keptHeight = ['min-h-11 sm:min-h-10', 'min-h-19 sm:min-h-18', 'min-h-27 sm:min-h-26'];
      // An open sheet outlives its card's button: it says who took the bet or that the viewer did, then
      // closes itself. Its key keeps it (and its request's state) whichever branch below shows it.
      const sheet = accepting && (
        <AcceptBetSheet
          key="accept-sheet"
          bet={bet}
          gone={gone === 'unavailable'}
          onClose={() => setAccepting(false)}
          onAccepted={(taken) => onAccepted?.(taken)}
        />
      );
      if (gone === 'accepted') {
        return (
          <>
            <Note icon={<CircleCheck />} className={keptHeight[challengedYou ? 1 : 0]}>
              <span>
                You accepted this bet.{' '}
                <Link to="/my-bets" className="font-semibold text-brand-800 underline underline-offset-2">
                  See it in My Bets
                </Link>
              </span>
            </Note>
            {sheet}
          </>
        );
      }
      if (gone === 'unavailable')
        return (
          <>
            <Note icon={<Lock />} className={keptHeight[(reason ? 1 : 0) + (challengedYou ? 1 : 0)]}>
              No longer available
            </Note>
            {sheet}
          </>
        );
      return (
        <>
          {challengedYou && <Note icon={<Swords />}>{bet.proposer.firstName} challenged you</Note>}
          <Button
            className="w-full"
            disabled={reason !== undefined}
            onPointerDown={preloadDialogs}
            onClick={() => setAccepting(true)}
          >
            Accept Bet
          </Button>
          {reason && <Note icon={<Lock />}>{reason}</Note>}
          {sheet}
        </>
      );
    }
    case 'accepted':
      return started ? (
        <>
          <Button className="w-full" onClick={() => setEnteringScore(true)}>
            Enter Final Score
          </Button>
          {scoreDialog}
        </>
      ) : (
        <Note icon={<Clock />}>You can enter the final score once the game has started</Note>
      );
    case 'pending_settlement': {
      const score = bet.pendingSettlementScore ? fromHomeAway(bet.pendingSettlementScore) : undefined;
      const proposedByViewer = bet.settlementProposerId === user.id;
      return (
        <>
          {score && (
            <ScoreLine
              label={proposedByViewer ? 'You proposed' : `${opponent ?? 'Your opponent'} proposed`}
              bet={bet}
              score={score}
            />
          )}
          {proposedByViewer ? (
            <Note icon={<Hourglass />}>Waiting for opponent to accept your proposed score</Note>
          ) : (
            <>
              {score && <OutcomePreview outcome={outcomeFor(bet, score, viewerSide)} />}
              <Button
                className="w-full"
                disabled={acceptSettlement.isPending || !score}
                onPointerDown={preloadDialogs}
                onClick={() => setConfirmingSettle(true)}
              >
                Accept & Settle Bet
              </Button>
              {score && (
                <ConfirmDialog
                  open={confirmingSettle}
                  onOpenChange={(open) => !acceptSettlement.isPending && setConfirmingSettle(open)}
                  title="Settle this bet?"
                  description={`You agree that ${scoreText(bet, score)} was the final score. The bet is settled and cannot be changed.`}
                  confirmLabel="Accept & Settle"
                  pendingLabel="Settling..."
                  pending={acceptSettlement.isPending}
                  onConfirm={() =>
                    void run(
                      () => acceptSettlement.mutateAsync(bet.id),
                      ['Bet Settled', `The bet has been settled and the ${CURRENCY} transferred`],
                      'Failed to Accept Settlement',
                    ).then(() => setConfirmingSettle(false))
                  }
                >
                  <div className="mt-4">
                    <OutcomeNote outcome={outcomeFor(bet, score, viewerSide)}>
                      {outcomeWithAmount(outcomeFor(bet, score, viewerSide), formatAmount(bet.amount))}
                    </OutcomeNote>
                  </div>
                </ConfirmDialog>
              )}
              <Button
                variant="outline"
                className="w-full"
                disabled={acceptSettlement.isPending}
                onClick={() => setEnteringScore(true)}
              >
                Propose Different Score
              </Button>
              {scoreDialog}
            </>
          )}
        </>
      );
    }
    case 'settled': {
      const score = bet.finalScore ? fromHomeAway(bet.finalScore) : undefined;
      const outcome = bet.winnerId === null ? 'tie' : bet.winnerId === user.id ? 'win' : 'loss';
      const agreed = bet.agreedScore ? fromHomeAway(bet.agreedScore) : undefined;
      return (
        <>
          {score && <ScoreLine label={agreed ? 'Official final' : 'Final score'} bet={bet} score={score} />}
          {agreed && (
            <Note icon={<Scale />}>
              Re-graded by the official final: you had settled at {scoreText(bet, agreed)}
            </Note>
          )}
          <OutcomeNote outcome={outcome}>{settledText(outcome, formatAmount(bet.amount))}</OutcomeNote>
        </>
      );
    }
    case 'cancelled':
      return <Note>This proposal was cancelled</Note>;
  }
}

/** Another pair's bet, as the group sees it: where it stands, and who won. */
function SpectatorNotes({ bet }: { bet: Bet }) {
  const proposer = bet.proposer.firstName;
  const acceptor = bet.acceptor?.firstName ?? 'their opponent';
  const amount = formatAmount(bet.amount);
  switch (bet.status) {
    case 'proposed':
    case 'accepted':
      return (
        <Note icon={<Clock />}>
          {proposer} and {acceptor} settle it after the game
        </Note>
      );
    case 'pending_settlement': {
      const score = bet.pendingSettlementScore ? fromHomeAway(bet.pendingSettlementScore) : undefined;
      const by = bet.settlementProposerId === bet.proposerId ? proposer : acceptor;
      return score ? (
        <ScoreLine label={`${by} proposed`} bet={bet} score={score} />
      ) : (
        <Note icon={<Hourglass />}>Waiting for the final score</Note>
      );
    }
    case 'settled': {
      const score = bet.finalScore ? fromHomeAway(bet.finalScore) : undefined;
      const winner = bet.winnerId === bet.proposerId ? proposer : bet.winnerId ? acceptor : undefined;
      return (
        <>
          {score && <ScoreLine label="Final score" bet={bet} score={score} />}
          <Note icon={winner ? <Trophy /> : <Scale />}>
            {winner ? `${winner} won ${amount} ${CURRENCY}` : `A push: no ${CURRENCY} moved`}
          </Note>
        </>
      );
    }
    case 'cancelled':
      return <Note>This proposal was cancelled</Note>;
  }
}

/** A score, away first as the matchup reads: "KC 24 – BUF 17". */
function scoreText(bet: Bet, score: Score): string {
  const { game } = bet;
  return `${teamLabel(game.awayTeam, game.awayTeamId)} ${score.away} – ${teamLabel(game.homeTeam, game.homeTeamId)} ${score.home}`;
}

function ScoreLine({ label, bet, score }: { label: string; bet: Bet; score: Score }) {
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
      <span className="text-stone-600">{label}</span>
      <span className="font-bold tabular-nums">{scoreText(bet, score)}</span>
    </p>
  );
}

function Note({ icon, className, children }: { icon?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <p
      className={cn(
        'flex items-center gap-2 text-sm text-stone-600 [&_svg]:h-4 [&_svg]:w-4 [&_svg]:shrink-0',
        className,
      )}
    >
      {icon && <span aria-hidden>{icon}</span>}
      {children}
    </p>
  );
}
