import { Info } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { toast } from '../../components/toasts';
import { outcomeFor } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { emailLocalPart } from '../../../../domain/email';
import { fromAwayHome, isPlausibleScore, MAX_POINTS, type Score } from '../../../../domain/scores';
import { formatWhole } from '../../components/currency';
import { useSettleBet, type AdminBet } from '../../api/admin';
import { messageOf } from '../../api/http';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { BetAmount, betDescription, BetPlayers, BetStatusBadge, matchup, settlementDate } from './admin-bet';

/**
 * SPEC 2, Settle dialog. Mounted per opening, so it always opens with the score cleared and the
 * box unticked; it closes (and so resets) on success.
 */
export function SettleBetDialog({
  bet,
  gameBetCount,
  onClose,
}: {
  bet: AdminBet;
  /** How many settlable bets the game has: above one, all of them can be settled at once. */
  gameBetCount: number;
  onClose: () => void;
}) {
  const [score, setScore] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [settleAll, setSettleAll] = useState(false);
  const settle = useSettleBet();
  const checkboxId = useId();
  const canSettleAll = gameBetCount > 1;
  const read = fromAwayHome(score);
  const parsed = read && isPlausibleScore(read) ? read : undefined;

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (score.trim() === '' || settle.isPending) return;
    // SPEC 5: digits-hyphen-digits, away then home; anything else is not sent, and says so by the field.
    if (!read) {
      setProblem('Invalid Score Format. Please enter score in format: 21-14');
      return;
    }
    if (!parsed) {
      setProblem(`Each team's score must be from 0 to ${MAX_POINTS}`);
      return;
    }
    settle.mutate(
      { betId: bet.id, finalScore: score.trim(), settleAllForGame: canSettleAll && settleAll },
      {
        onSuccess: (result) => {
          toast.success('Bets Settled Successfully', {
            description: result.message || 'Bets have been settled successfully',
          });
          onClose();
        },
        onError: (error) =>
          toast.error('Settlement Failed', { description: messageOf(error, 'Failed to settle bet') }),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !settle.isPending && onClose()}
      title="Settle Bet"
      description={`The final score decides the bet and moves the ${CURRENCY}.`}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-stone-50 p-3 text-sm">
        <dt className="text-stone-500">Game</dt>
        <dd className="min-w-0 font-medium break-words">
          {matchup(bet)}
          <span className="block text-xs font-normal text-stone-500">{settlementDate(bet.gameDate)}</span>
        </dd>
        <dt className="text-stone-500">Bet</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{betDescription(bet)}</span>
          <BetStatusBadge status={bet.status} />
        </dd>
        <dt className="text-stone-500">Amount</dt>
        <dd>
          <BetAmount bet={bet} />
        </dd>
        <dt className="text-stone-500">Users</dt>
        <dd className="min-w-0">
          <BetPlayers bet={bet} />
        </dd>
      </dl>

      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div>
          <Field
            label="Final Score"
            placeholder="21-14"
            autoComplete="off"
            value={score}
            onChange={(event) => {
              setScore(event.target.value);
              setProblem(undefined);
            }}
            hint="Format: Away-Home (e.g., 21-14)"
            error={problem}
          />
          {/* Says which number goes to which team, so away and home cannot be swapped unnoticed, and
              what the score does to the bet before it is sent. */}
          <div className="mt-1 min-h-5 text-sm font-medium text-stone-700" aria-live="polite">
            {parsed && (
              <>
                <p>
                  {bet.awayTeamName} {parsed.away}, {bet.homeTeamName} {parsed.home}
                </p>
                <p className="text-stone-900">{settlementPreview(bet, parsed)}</p>
              </>
            )}
          </div>
        </div>

        {canSettleAll && (
          <div className="space-y-2">
            <div className="flex items-start gap-2">
              <input
                id={checkboxId}
                type="checkbox"
                checked={settleAll}
                onChange={(event) => setSettleAll(event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <label htmlFor={checkboxId} className="text-sm font-medium text-stone-800">
                Settle all {gameBetCount} bets for this game
              </label>
            </div>
            {settleAll && (
              <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
                <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                All {gameBetCount} bets for this game will be settled with the same final score.
              </p>
            )}
          </div>
        )}

        <DialogActions
          onCancel={onClose}
          pending={settle.isPending}
          submitLabel="Settle Bet"
          pendingLabel="Settling..."
          submitDisabled={score.trim() === '' || settle.isPending}
        />
      </form>
    </Dialog>
  );
}

/** What the score does to this bet: "jordan would win 30 Pigskins from sam", or a push. */
function settlementPreview(bet: AdminBet, score: Score): string {
  const outcome = outcomeFor(bet, score, 'proposer');
  const proposer = emailLocalPart(bet.proposerEmail);
  const acceptor = emailLocalPart(bet.acceptorEmail);
  if (outcome === 'tie') return `A push: no ${CURRENCY} move`;
  const [winner, loser] = outcome === 'win' ? [proposer, acceptor] : [acceptor, proposer];
  return `${winner} would win ${formatWhole(bet.amount)} ${CURRENCY} from ${loser}`;
}
