import { Info } from 'lucide-react';
import type { StartedGame } from '../../../../domain/bets';
import { settledTitle, useScoreGame } from '../../api/admin';
import { messageOf } from '../../api/http';
import { ScoreFields, useScoreInput } from '../../components/bets/score-fields';
import { Kickoff } from '../../components/game-time';
import { teamLabel } from '../../components/teams';
import { toast } from '../../components/toasts';
import { FormDialog } from '../../components/ui/dialog';
import { counted } from '../../../../domain/words';

/**
 * A game's official final, entered in the fields players use: the game becomes final and each of its
 * accepted and pending bets is settled with it. Says beforehand how many bets that is. Mounted per
 * opening; a game already final opens with its recorded score, to correct it (docs/product.md, One
 * final score per game): a new score re-grades the bets settled at the old one.
 */
export function GameScoreDialog({ entry, onClose }: { entry: StartedGame; onClose: () => void }) {
  const { game } = entry;
  const recorded =
    game.status === 'final' && game.homeScore !== null && game.awayScore !== null
      ? { away: String(game.awayScore), home: String(game.homeScore) }
      : undefined;
  const input = useScoreInput(recorded);
  const score = useScoreGame();
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const count = entry.bets.length;
  const waiting = entry.bets.filter((bet) => bet.status === 'pending_settlement').length;

  function submit() {
    const typed = input.check();
    if (!typed) return;
    score.mutate(
      { gameId: game.id, homeScore: typed.home, awayScore: typed.away },
      {
        onSuccess: (result) => {
          toast.success(recorded ? 'Final Score Corrected' : settledTitle(result), {
            description: result.message,
          });
          onClose();
        },
        onError: (error) =>
          toast.error('Settlement Failed', { description: messageOf(error, 'Failed to settle bet') }),
      },
    );
  }

  return (
    <FormDialog
      title={recorded ? 'Correct Final Score' : 'Enter Final Score'}
      description={
        <>
          {game.awayTeam.name} @ {game.homeTeam.name} · <Kickoff iso={game.gameDate} />
        </>
      }
      onClose={onClose}
      onSubmit={submit}
      pending={score.isPending}
      submitLabel={
        count > 0 ? `Settle ${counted(count, 'bet')}` : recorded ? 'Correct Final Score' : 'Save Final Score'
      }
      pendingLabel={count === 0 && recorded ? 'Correcting...' : 'Settling...'}
    >
      <ScoreFields away={away} home={home} input={input} />
      <p className="flex gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700" aria-live="polite">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden />
        <span>
          {count > 0
            ? `This settles ${counted(count, 'bet')}${waiting > 0 ? ` (${waiting} waiting for the players' score)` : ''} with the same final score${recorded ? '' : ' and makes the game final'}. `
            : recorded
              ? `The official final is ${away} ${recorded.away} – ${home} ${recorded.home}. `
              : 'No bets to settle: the game becomes final with this score. '}
          It is the official final: any bet settled at another score is re-graded by it, and both players hear
          of it.
        </span>
      </p>
    </FormDialog>
  );
}
