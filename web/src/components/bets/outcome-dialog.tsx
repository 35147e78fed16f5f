import { useId, useState } from 'react';
import {
  propositionOutcomeFor,
  type Bet,
  type Outcome,
  type PropositionOutcome,
  type Side,
} from '../../../../domain/bets';
import { CURRENCY, MAX_NOTE_CHARACTERS } from '../../../../domain/constants';
import { messageOf } from '../../api/http';
import { useProposeOutcome } from '../../api/propositions';
import { BET_STATUS_LABELS } from '../status-badges';
import { outcomeWithAmount, shownStakes } from '../bet-terms';
import { toast } from '../toasts';
import { FormDialog } from '../ui/dialog';
import { fieldBoxClasses } from '../ui/field';
import { PickField } from '../ui/pick-field';
import { OutcomeNote } from './outcome-note';

const OUTCOMES: { value: PropositionOutcome; label: string; detail: string }[] = [
  { value: 'yes', label: 'Yes', detail: 'It happened' },
  { value: 'no', label: 'No', detail: 'It did not' },
  { value: 'void', label: 'Void', detail: 'Stakes back' },
];

/** What an outcome would mean for the viewer, coloured as a score's preview is. */
export function outcomeMeaning(
  bet: Bet,
  outcome: PropositionOutcome,
  side: Side,
): { result: Outcome; text: string } {
  if (outcome === 'void') return { result: 'tie', text: `Void: both stakes go back, no ${CURRENCY} move` };
  const result = propositionOutcomeFor(bet, outcome, side);
  return { result, text: outcomeWithAmount(result, shownStakes(bet, side)) };
}

interface Props {
  bet: Bet;
  /** The viewer's side of the bet. */
  side: Side;
  opponent: string | undefined;
  onClose: () => void;
}

/**
 * docs/product.md, Propositions: once the game has kicked off, either player proposes the outcome, yes,
 * no or void, and the other accepts it. The server's refusals are shown as it words them.
 */
export function OutcomeDialog({ bet, side, opponent, onClose }: Props) {
  const [outcome, setOutcome] = useState<PropositionOutcome | null>(null);
  const [showProblem, setShowProblem] = useState(false);
  const [note, setNote] = useState('');
  const propose = useProposeOutcome();
  const pickId = useId();
  const noteId = useId();
  // Answering an outcome already proposed with another disputes the bet (docs/product.md, Disputes).
  const disputing = bet.pendingOutcome !== null && bet.settlementProposerId !== null;
  const meaning = outcome && outcomeMeaning(bet, outcome, side);

  async function submit() {
    if (!outcome) {
      setShowProblem(true);
      document.getElementById(pickId)?.focus();
      return;
    }
    let answer;
    try {
      answer = await propose.mutateAsync({ id: bet.id, outcome, note });
    } catch (error) {
      toast.error('Failed to Propose Outcome', { description: messageOf(error, 'Unknown error occurred') });
      return;
    }
    // Where the bet now stands is the server's to say (an answer to a different outcome, say).
    toast.success('Outcome Proposed', {
      description:
        answer.message ??
        (answer.status === 'pending_settlement'
          ? `${opponent ?? 'Your opponent'} needs to accept it to settle the bet`
          : `The bet is now ${BET_STATUS_LABELS[answer.status]}`),
    });
    onClose();
  }

  return (
    <FormDialog
      title="Propose Outcome"
      description={
        <span className="wrap-anywhere">
          {disputing
            ? `"${bet.proposition ?? ''}": a different outcome from ${opponent ?? 'your opponent'}'s disputes the bet, and the admin decides.`
            : `"${bet.proposition ?? ''}": ${opponent ?? 'your opponent'} confirms the outcome you propose.`}
        </span>
      }
      onClose={onClose}
      onSubmit={() => void submit()}
      pending={propose.isPending}
      submitLabel="Propose Outcome"
      pendingLabel="Proposing..."
    >
      <PickField
        id={pickId}
        legend="The outcome"
        options={OUTCOMES}
        value={outcome}
        onChange={setOutcome}
        error={showProblem && !outcome ? 'Pick yes, no or void' : undefined}
      />
      <div aria-live="polite">
        {meaning && <OutcomeNote outcome={meaning.result}>{meaning.text}</OutcomeNote>}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={noteId} className="block text-sm font-medium text-stone-700">
          Your words for the admin (optional)
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={MAX_NOTE_CHARACTERS}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${noteId}-hint`}
          className={`${fieldBoxClasses} min-h-20 w-full py-2`}
        />
        <p id={`${noteId}-hint`} className="text-xs text-stone-500">
          Read by the admin only if you two disagree: what happened, and where to check it.
        </p>
      </div>
    </FormDialog>
  );
}
