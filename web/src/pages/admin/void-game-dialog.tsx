import { useState } from 'react';
import { toast } from '../../components/toasts';
import { CURRENCY } from '../../../../domain/constants';
import type { Game, VoidedStatus } from '../../../../domain/games';
import { useGameBetCounts, useVoidGame } from '../../api/admin';
import { messageOf } from '../../api/http';
import { FormDialog } from '../../components/ui/dialog';
import { counted } from '../../../../domain/words';

const REASONS: { value: VoidedStatus; label: string; hint: string }[] = [
  { value: 'postponed', label: 'Postponed', hint: 'Moved to another day: betting on it starts over' },
  { value: 'cancelled', label: 'Cancelled', hint: 'It will not be played at all' },
];

/**
 * Voids a game that will not be played (docs/decisions.md): says how many bets it cancels before
 * anything is sent. Mounted per opening, so it always opens on the first reason.
 */
export function VoidGameDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const [status, setStatus] = useState<VoidedStatus>('postponed');
  const counts = useGameBetCounts(game.id);
  const voidGame = useVoidGame();
  const matchup = `${game.awayTeam.name} @ ${game.homeTeam.name}`;
  const open = counts.data?.proposed ?? 0;
  const active = (counts.data?.accepted ?? 0) + (counts.data?.pending_settlement ?? 0);

  function submit() {
    voidGame.mutate(
      { gameId: game.id, status },
      {
        onSuccess: (result) => {
          toast.success('Game Voided', { description: result.message });
          onClose();
        },
        onError: (error) =>
          toast.error('Void Failed', { description: messageOf(error, 'Failed to void the game') }),
      },
    );
  }

  return (
    <FormDialog
      title={`Void ${matchup}?`}
      description="For a game that will not be played as scheduled. This cannot be undone."
      onClose={onClose}
      onSubmit={submit}
      pending={voidGame.isPending}
      submitLabel="Void Game"
      pendingLabel="Voiding..."
      destructive
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-700">Why it will not be played</legend>
        {REASONS.map((reason) => (
          <label key={reason.value} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="radio"
              name="reason"
              value={reason.value}
              checked={status === reason.value}
              onChange={() => setStatus(reason.value)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="font-medium text-stone-800">{reason.label}</span>
              <span className="block text-xs text-stone-500">{reason.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <p
        className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
        aria-live="polite"
      >
        {counts.isPending
          ? 'Counting the bets on this game...'
          : counts.isError
            ? `The bets could not be counted. Voiding still cancels every open and accepted bet and releases the ${CURRENCY}.`
            : open + active === 0
              ? 'No bets are open on this game: nothing will be cancelled.'
              : `This cancels ${counted(open + active, 'bet')} (${open} open, ${active} accepted) and releases their ${CURRENCY}. Their players are told.`}
      </p>
    </FormDialog>
  );
}
