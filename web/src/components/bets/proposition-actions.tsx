import { Clock, Hourglass, Scale } from 'lucide-react';
import { useState } from 'react';
import type { Bet, PropositionOutcome, Side } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { useAcceptSettlement } from '../../api/bets';
import { messageOf } from '../../api/http';
import { toast } from '../toasts';
import { Kickoff } from '../game-time';
import { Button } from '../ui/button';
import { ConfirmDialog, preloadDialogs } from '../ui/dialog';
import { Note, OUTCOME_WORDS, OutcomeLine } from './bet-notes';
import { OutcomeDialog, outcomeMeaning } from './outcome-dialog';
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
  const outcomeDialog = proposing && (
    <OutcomeDialog bet={bet} side={side} opponent={opponent} onClose={() => setProposing(false)} />
  );

  if (bet.status === 'accepted') {
    return now.getTime() >= Date.parse(bet.closesAt) ? (
      <>
        <Button className="w-full" onPointerDown={preloadDialogs} onClick={() => setProposing(true)}>
          Propose Outcome
        </Button>
        {outcomeDialog}
      </>
    ) : (
      <Note icon={<Clock />}>
        {bet.gameId !== null && Date.parse(bet.closesAt) === Date.parse(bet.game.gameDate) ? (
          'You can propose the outcome once the game kicks off'
        ) : (
          <>
            You can propose the outcome once it closes, <Kickoff iso={bet.closesAt} />
          </>
        )}
      </Note>
    );
  }

  if (bet.disputedAt !== null && bet.claims) return <Disputed bet={bet} side={side} opponent={opponent} />;

  const pending = bet.pendingOutcome;
  const proposedByViewer = bet.settlementProposerId === userId;
  return (
    <>
      {pending && (
        <OutcomeLine
          label={proposedByViewer ? 'You proposed' : `${opponent ?? 'Your opponent'} proposed`}
          outcome={pending}
        />
      )}
      {proposedByViewer ? (
        <Note icon={<Hourglass />}>Waiting for your opponent to accept your proposed outcome</Note>
      ) : (
        pending && (
          <OutcomeAnswer bet={bet} outcome={pending} side={side} onProposeOther={() => setProposing(true)} />
        )
      )}
      {outcomeDialog}
    </>
  );
}

/**
 * docs/product.md, Disputes: the two players proposed different outcomes. Each sees both, with the
 * other's words, and may still end it by accepting the other's; else the admin decides.
 */
function Disputed({ bet, side, opponent }: { bet: Bet; side: Side; opponent: string | undefined }) {
  const other: Side = side === 'proposer' ? 'acceptor' : 'proposer';
  const mine = bet.claims?.[side];
  const theirs = bet.claims?.[other];
  const name = opponent ?? 'Your opponent';
  return (
    <>
      {mine && <OutcomeLine label="You said" outcome={mine.outcome} />}
      {theirs && <OutcomeLine label={`${name} says`} outcome={theirs.outcome} />}
      {theirs?.note && (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm whitespace-pre-line text-stone-700 wrap-anywhere">
          {name}: &ldquo;{theirs.note}&rdquo;
        </p>
      )}
      <Note icon={<Scale />}>
        Disputed: accept {opponent ?? 'your opponent'}'s outcome, or the admin decides
      </Note>
      {theirs && <OutcomeAnswer bet={bet} outcome={theirs.outcome} side={side} />}
    </>
  );
}

/**
 * The other player's answer to a proposed outcome: what it would mean for them, accepting it (asked
 * first: it settles the bet for good), or, before any dispute, proposing another.
 */
function OutcomeAnswer({
  bet,
  outcome,
  side,
  onProposeOther,
}: {
  bet: Bet;
  outcome: PropositionOutcome;
  side: Side;
  onProposeOther?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const accept = useAcceptSettlement();
  const meaning = outcomeMeaning(bet, outcome, side);
  const preview = <OutcomeNote outcome={meaning.result}>{meaning.text}</OutcomeNote>;

  async function settle() {
    try {
      await accept.mutateAsync(bet.id);
    } catch (error) {
      toast.error('Failed to Accept Settlement', { description: messageOf(error, 'Unknown error occurred') });
      return;
    }
    toast.success(outcome === 'void' ? 'Bet Void' : 'Bet Settled', {
      description:
        outcome === 'void'
          ? 'Both stakes are back'
          : `The bet has been settled and the ${CURRENCY} transferred`,
    });
    setConfirming(false);
  }

  return (
    <>
      {preview}
      <Button
        className="w-full"
        disabled={accept.isPending}
        onPointerDown={preloadDialogs}
        onClick={() => setConfirming(true)}
      >
        Accept Outcome
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !accept.isPending && setConfirming(open)}
        title="Settle this proposition?"
        description={`You agree that "${bet.proposition ?? ''}" is settled as ${OUTCOME_WORDS[outcome].toLowerCase()}. The bet is settled and cannot be changed.`}
        confirmLabel="Accept & Settle"
        pendingLabel="Settling..."
        pending={accept.isPending}
        onConfirm={() => void settle()}
      >
        <div className="mt-4">{preview}</div>
      </ConfirmDialog>
      {onProposeOther && (
        <Button variant="outline" className="w-full" disabled={accept.isPending} onClick={onProposeOther}>
          Propose Different Outcome
        </Button>
      )}
    </>
  );
}
