import { CircleCheck, Clock, Hourglass, Lock, Scale, Swords } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../toasts';
import { ACTIVE_STATUSES, outcomeFor, type Bet, type Side } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { formatAmount } from '../../../../domain/money';
import { fromHomeAway } from '../../../../domain/scores';
import type { User } from '../../../../domain/users';
import { useAcceptSettlement, useCancelBet, useSettledTogether } from '../../api/bets';
import { messageOf } from '../../api/http';
import { outcomeWithAmount, settledText, shownStakes } from '../bet-terms';
import { Button } from '../ui/button';
import { ConfirmDialog, preloadDialogs } from '../ui/dialog';
import { AcceptBetSheet } from './accept-bet-sheet';
import { acceptBlocked } from './accept-rules';
import { OutcomeNote, OutcomePreview } from './outcome-note';
import { cancelledText, Note, OutcomeOf, ScoreLine, scoreText } from './bet-notes';

const loadSettling = () => import('./settling');
const FinalScoreDialog = lazy(async () => ({ default: (await loadSettling()).FinalScoreDialog }));
const PropositionActions = lazy(async () => ({ default: (await loadSettling()).PropositionActions }));

/** A bet as a card shows it to the viewer. */
export interface BetView {
  bet: Bet;
  user: Pick<User, 'id' | 'availableBalance'>;
  now: Date;
  /**
   * An open proposal that has left the list since it was shown (steady lists, docs/decisions.md):
   * the viewer accepted it, or it went otherwise (taken by someone else, withdrawn).
   */
  gone?: 'accepted' | 'unavailable';
  onAccepted?: (bet: Bet) => void;
}

interface BetActionsProps extends BetView {
  /** The viewer's side of the bet, if they are one of its players. */
  side: Side | undefined;
  /** The side the viewer would take or has: the acceptor's for a proposal they could take. */
  viewerSide: Side;
  opponent: string | undefined;
}

/** What the viewer can do with a bet they are part of, or could take, and where it stands (docs/product.md, My Bets). */
export function BetActions({
  bet,
  user,
  side,
  viewerSide,
  opponent,
  now,
  gone,
  onAccepted,
}: BetActionsProps) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmingSettle, setConfirmingSettle] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [enteringScore, setEnteringScore] = useState(false);
  const cancel = useCancelBet();
  const acceptSettlement = useAcceptSettlement();
  const settledTogether = useSettledTogether(bet, user.id);
  // Its game's kickoff, or a proposition's own closing time (docs/product.md, Propositions, Closing).
  const started = now.getTime() >= Date.parse(bet.closesAt);

  async function run<Result>(
    action: () => Promise<Result>,
    success: [string, string] | ((result: Result) => [string, string]),
    failure: string,
  ) {
    let result: Result;
    try {
      result = await action();
    } catch (error) {
      toast.error(failure, { description: messageOf(error, 'Unknown error occurred') });
      return false;
    }
    const [title, description] = typeof success === 'function' ? success(result) : success;
    toast.success(title, { description });
    return true;
  }

  const scoreDialog = enteringScore && (
    <Suspense>
      <FinalScoreDialog bet={bet} side={viewerSide} onClose={() => setEnteringScore(false)} />
    </Suspense>
  );
  // docs/product.md, Propositions: settled by an outcome its players agree on, never by a score.
  if (side && bet.betType === 'proposition' && ACTIVE_STATUSES.includes(bet.status))
    return (
      <Suspense>
        <PropositionActions bet={bet} userId={user.id} now={now} side={side} opponent={opponent} />
      </Suspense>
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
                  description={`You agree that ${scoreText(bet, score)} was the final score. ${
                    settledTogether > 1
                      ? `It settles your ${settledTogether} bets with ${opponent ?? 'your opponent'} on this game, for good.`
                      : 'The bet is settled and cannot be changed.'
                  }`}
                  confirmLabel="Accept & Settle"
                  pendingLabel="Settling..."
                  pending={acceptSettlement.isPending}
                  onConfirm={() =>
                    void run(
                      () => acceptSettlement.mutateAsync(bet.id),
                      ({ alsoBets }) => settledToast(1 + alsoBets.length, opponent),
                      'Failed to Accept Settlement',
                    ).then(() => setConfirmingSettle(false))
                  }
                >
                  <div className="mt-4">
                    <OutcomeNote outcome={outcomeFor(bet, score, viewerSide)}>
                      {outcomeWithAmount(outcomeFor(bet, score, viewerSide), shownStakes(bet, viewerSide))}
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
          <OutcomeOf bet={bet} />
          {agreed && (
            <Note icon={<Scale />}>
              Re-graded by the official final: you had settled at {scoreText(bet, agreed)}
            </Note>
          )}
          <OutcomeNote outcome={outcome}>{settledText(outcome, shownStakes(bet, viewerSide))}</OutcomeNote>
        </>
      );
    }
    case 'cancelled':
      return <Note>{cancelledText(bet)}</Note>;
  }
}

/** docs/product.md, One score proposal per player and game: one acceptance may settle several bets. */
function settledToast(settled: number, opponent: string | undefined): [string, string] {
  return settled > 1
    ? ['Bets Settled', `Settled your ${settled} bets with ${opponent ?? 'your opponent'} on this game`]
    : ['Bet Settled', `The bet has been settled and the ${CURRENCY} transferred`];
}
