import { useId, useState } from 'react';
import {
  propositionOutcomeFor,
  type Bet,
  type Outcome,
  type PropositionOutcome,
  type Side,
} from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { messageOf } from '../../api/http';
import { useProposeOutcome } from '../../api/propositions';
import { BET_STATUS_LABELS } from '../status-badges';
import { outcomeWithAmount, shownStakes } from '../bet-terms';
import { toast } from '../toasts';
import { FormDialog } from '../ui/dialog';
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
  const propose = useProposeOutcome();
  const pickId = useId();
  const meaning = outcome && outcomeMeaning(bet, outcome, side);

  async function submit() {
    if (!outcome) {
      setShowProblem(true);
      document.getElementById(pickId)?.focus();
      return;
    }
    let answer;
    try {
      answer = await propose.mutateAsync({ id: bet.id, outcome });
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
          "{bet.proposition}": {opponent ?? 'your opponent'} confirms the outcome you propose.
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
    </FormDialog>
  );
}
