import { useId, useState } from 'react';
import type { AdminBet, PropositionOutcome, Side } from '../../../../domain/bets';
import { CURRENCY, MAX_NOTE_CHARACTERS } from '../../../../domain/constants';
import { formatAmount } from '../../../../domain/money';
import { useDecideProposition } from '../../api/admin';
import { messageOf } from '../../api/http';
import { toast } from '../../components/toasts';
import { FormDialog } from '../../components/ui/dialog';
import { fieldBoxClasses } from '../../components/ui/field';
import { acceptorName, proposerName } from './admin-bet';
import { PropositionClaims } from './proposition-claims';

export const REASON_MISSING = 'Give a reason to void it: both players read it';

/**
 * docs/product.md, Disputes: the admin's decision on a proposition, yes, no or void, with a reason
 * both players read (required to void). `voidOnly`: a proposition that is not the admin's to decide
 * (not disputed, not a week past its close) can still be voided. Mounted per opening, so it opens
 * cleared; it closes on success.
 */
export function DecidePropositionDialog({
  bet,
  voidOnly = false,
  onClose,
}: {
  bet: AdminBet;
  voidOnly?: boolean;
  onClose: () => void;
}) {
  const [outcome, setOutcome] = useState<PropositionOutcome | null>(voidOnly ? 'void' : null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideProposition();
  const reasonId = useId();

  function submit() {
    const trimmed = reason.trim();
    if (!outcome) return setError('Choose Yes, No or Void');
    if (outcome === 'void' && !trimmed) return setError(REASON_MISSING);
    setError(null);
    decide.mutate(
      { betId: bet.id, outcome, ...(trimmed && { reason: trimmed }) },
      {
        onSuccess: () => {
          toast.success(outcome === 'void' ? 'Proposition Voided' : 'Proposition Settled', {
            description:
              outcome === 'void'
                ? `Each side's stake is back. Both players are told why.`
                : `Settled as ${outcome}. Both players are told.`,
          });
          onClose();
        },
        onError: (failure) =>
          toast.error('Decision Failed', { description: messageOf(failure, 'The decision was not saved') }),
      },
    );
  }

  return (
    <FormDialog
      title={voidOnly ? 'Void Proposition' : 'Decide Proposition'}
      description={`"${bet.proposition ?? ''}"`}
      onClose={onClose}
      onSubmit={submit}
      pending={decide.isPending}
      submitLabel={outcome === 'void' ? 'Void Proposition' : 'Save Decision'}
      pendingLabel={outcome === 'void' ? 'Voiding...' : 'Saving...'}
      destructive={outcome === 'void'}
    >
      <PropositionClaims bet={bet} />
      {!voidOnly && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-stone-700">The outcome</legend>
          {(['yes', 'no', 'void'] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 cursor-pointer items-start gap-2 text-sm sm:min-h-0">
              <input
                type="radio"
                name="outcome"
                value={choice}
                checked={outcome === choice}
                onChange={() => setOutcome(choice)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="font-medium text-stone-800">{OUTCOME_LABELS[choice]}</span>
                <span className="block text-xs text-stone-500">{consequence(bet, choice)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="space-y-1.5">
        <label htmlFor={reasonId} className="block text-sm font-medium text-stone-700">
          Reason {outcome === 'void' ? '(required)' : '(optional)'}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={MAX_NOTE_CHARACTERS}
          rows={2}
          onChange={(event) => setReason(event.target.value.replace(/\s*\n\s*/g, ' '))}
          aria-invalid={error === REASON_MISSING || undefined}
          aria-describedby={`${reasonId}-hint`}
          className={`${fieldBoxClasses} min-h-20 w-full py-2`}
        />
        <p id={`${reasonId}-hint`} className="text-xs text-stone-500">
          Both players read it, in their messages and their wallet. One line, at most {MAX_NOTE_CHARACTERS}{' '}
          characters.
        </p>
      </div>
      <p className="min-h-5 text-sm text-red-600" role="alert">
        {error}
      </p>
    </FormDialog>
  );
}

const OUTCOME_LABELS: Record<PropositionOutcome, string> = { yes: 'Yes', no: 'No', void: 'Void' };

/** What the outcome does: "Sam wins 150.00 Pigskins from Jordan", or each side's stake back. */
function consequence(bet: AdminBet, outcome: PropositionOutcome): string {
  if (outcome === 'void') return "Each side's stake back; nobody wins";
  const winner: Side = bet.selection === outcome ? 'proposer' : 'acceptor';
  const [name, other] =
    winner === 'proposer' ? [proposerName(bet), acceptorName(bet)] : [acceptorName(bet), proposerName(bet)];
  return `${name} wins ${formatAmount(bet.stakes[winner].win)} ${CURRENCY} from ${other}`;
}
