import { Clock, Hourglass } from 'lucide-react';
import { useState } from 'react';
import type { Bet, Side } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { hasStarted } from '../../../../domain/games';
import { useAcceptSettlement } from '../../api/bets';
import { messageOf } from '../../api/http';
import { toast } from '../toasts';
import { Button } from '../ui/button';
import { ConfirmDialog, preloadDialogs } from '../ui/dialog';
import { Note } from './bet-notes';
import { OUTCOME_WORDS, OutcomeDialog, outcomeMeaning } from './outcome-dialog';
import { OutcomeNote } from './outcome-note';

interface Props {
  /** A proposition, accepted or with an outcome proposed. */
  bet: Bet;
  userId: string;
  now: Date;
  /** The viewer's side: they are one of its players. */
  side: Side;
  opponent: string | undefined;
}

/**
 * docs/product.md, Propositions: settled by its players' agreement, never by a score. Once its game has
 * kicked off either proposes the outcome; the other accepts it or proposes another. Loaded with the
 * bet cards' settlement dialogs, when a card first shows a proposition to settle.
 */
export function PropositionActions({ bet, userId, now, side, opponent }: Props) {
  const [proposing, setProposing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const accept = useAcceptSettlement();
  const outcomeDialog = proposing && (
    <OutcomeDialog bet={bet} side={side} opponent={opponent} onClose={() => setProposing(false)} />
  );

  if (bet.status === 'accepted') {
    return hasStarted(bet.game, now) ? (
      <>
        <Button className="w-full" onPointerDown={preloadDialogs} onClick={() => setProposing(true)}>
          Propose Outcome
        </Button>
        {outcomeDialog}
      </>
    ) : (
      <Note icon={<Clock />}>You can propose the outcome once the game kicks off</Note>
    );
  }

  const pending = bet.pendingOutcome;
  const proposedByViewer = bet.settlementProposerId === userId;
  const meaning = pending && outcomeMeaning(bet, pending, side);

  async function settle() {
    try {
      await accept.mutateAsync(bet.id);
    } catch (error) {
      toast.error('Failed to Accept Settlement', { description: messageOf(error, 'Unknown error occurred') });
      return;
    }
    toast.success(
      pending === 'void' ? 'Bet Void' : 'Bet Settled',
      pending === 'void'
        ? { description: 'Both stakes are back' }
        : { description: `The bet has been settled and the ${CURRENCY} transferred` },
    );
    setConfirming(false);
  }

  return (
    <>
      {pending && (
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="text-stone-600">
            {proposedByViewer ? 'You proposed' : `${opponent ?? 'Your opponent'} proposed`}
          </span>
          <span className="font-bold">{OUTCOME_WORDS[pending]}</span>
        </p>
      )}
      {proposedByViewer ? (
        <Note icon={<Hourglass />}>Waiting for your opponent to accept your proposed outcome</Note>
      ) : (
        <>
          {meaning && <OutcomeNote outcome={meaning.result}>{meaning.text}</OutcomeNote>}
          <Button
            className="w-full"
            disabled={accept.isPending || !pending}
            onPointerDown={preloadDialogs}
            onClick={() => setConfirming(true)}
          >
            Accept Outcome
          </Button>
          {pending && meaning && (
            <ConfirmDialog
              open={confirming}
              onOpenChange={(open) => !accept.isPending && setConfirming(open)}
              title="Settle this proposition?"
              description={`You agree that "${bet.proposition ?? ''}" is settled as ${OUTCOME_WORDS[pending].toLowerCase()}. The bet is settled and cannot be changed.`}
              confirmLabel="Accept & Settle"
              pendingLabel="Settling..."
              pending={accept.isPending}
              onConfirm={() => void settle()}
            >
              <div className="mt-4">
                <OutcomeNote outcome={meaning.result}>{meaning.text}</OutcomeNote>
              </div>
            </ConfirmDialog>
          )}
          <Button
            variant="outline"
            className="w-full"
            disabled={accept.isPending}
            onClick={() => setProposing(true)}
          >
            Propose Different Outcome
          </Button>
          {outcomeDialog}
        </>
      )}
    </>
  );
}
