import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import type { AdminBet } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { useSettleBet } from '../../api/admin';
import { messageOf } from '../../api/http';
import { EMPTY_SCORE, readScore, ScoreFields, type ScoreText } from '../../components/bets/score-fields';
import { teamLabel } from '../../components/teams';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { BetAmount, betDescription, BetPlayers, BetStatusBadge, matchup, settlementDate } from './admin-bet';

/**
 * SPEC 2, Settle dialog: one bet, settled with its game's final score typed in the fields players
 * use (the game's other bets wait for their own Settle, or Settle All on the game). Mounted per
 * opening, so it always opens cleared; it closes on success.
 */
export function SettleBetDialog({ bet, onClose }: { bet: AdminBet; onClose: () => void }) {
  const [text, setText] = useState<ScoreText>(EMPTY_SCORE);
  const settle = useSettleBet();
  const away = teamLabel(bet.game.awayTeam, bet.game.awayTeamId);
  const home = teamLabel(bet.game.homeTeam, bet.game.homeTeamId);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (settle.isPending) return;
    const read = readScore(text);
    if ('problem' in read) {
      const [title, description] = read.problem;
      toast.error(title, { description });
      return;
    }
    settle.mutate(
      { betId: bet.id, finalScore: `${read.score.away}-${read.score.home}`, settleAllForGame: false },
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
        <ScoreFields away={away} home={home} value={text} onChange={setText} />
        <DialogActions
          onCancel={onClose}
          pending={settle.isPending}
          submitLabel="Settle Bet"
          pendingLabel="Settling..."
          submitDisabled={text.away.trim() === '' || text.home.trim() === '' || settle.isPending}
        />
      </form>
    </Dialog>
  );
}
