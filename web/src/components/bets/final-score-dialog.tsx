import { TriangleAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { outcomeFor, type Bet, type Side } from '../../../../domain/bets';
import { fromHomeAway } from '../../../../domain/scores';
import { useProposeSettlement } from '../../api/bets';
import { messageOf } from '../../api/http';
import { outcomeWithAmount, shownStakes } from '../bet-terms';
import { teamLabel } from '../teams';
import { toast } from '../toasts';
import { FormDialog } from '../ui/dialog';
import { OutcomeNote } from './outcome-note';
import { ScoreFields, useScoreInput } from './score-fields';

interface Props {
  bet: Bet;
  /** The viewer's side of the bet. */
  side: Side;
  onClose: () => void;
}

/**
 * docs/product.md, My Bets, 'Enter Final Score': the viewer proposes the final score; the opponent then
 * accepts it. Problems sit by the field they are about (0 to 99 points a team), and the dialog says what the
 * score would mean in Pigskins before it is sent.
 */
export function FinalScoreDialog({ bet, side, onClose }: Props) {
  // docs/product.md, One final score per game: it opens on the score others settled the game at.
  const elsewhere = bet.settledElsewhere;
  const agreed = elsewhere ? fromHomeAway(elsewhere.score) : undefined;
  const input = useScoreInput(agreed ? { away: String(agreed.away), home: String(agreed.home) } : undefined);
  const [confirmingDifferent, setConfirmingDifferent] = useState(false);
  const propose = useProposeSettlement();
  const { game } = bet;
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const outcome = input.score && outcomeFor(bet, input.score, side);
  const differs =
    agreed !== undefined &&
    input.score !== undefined &&
    (input.score.home !== agreed.home || input.score.away !== agreed.away);
  const agreedText =
    elsewhere &&
    agreed &&
    `${names(elsewhere.players)} settled this game at ${away} ${agreed.away} - ${home} ${agreed.home}`;

  async function submit() {
    const score = input.check();
    if (!score) return;
    // A score unlike the one already agreed is sent only when asked twice.
    if (differs && !confirmingDifferent) {
      setConfirmingDifferent(true);
      return;
    }
    let covered: number;
    try {
      const answer = await propose.mutateAsync({ id: bet.id, homeScore: score.home, awayScore: score.away });
      covered = 1 + answer.alsoBets.length;
    } catch (error) {
      toast.error('Failed to Propose Settlement', {
        description: messageOf(error, 'Unknown error occurred'),
      });
      return;
    }
    // docs/product.md, One score proposal per player and game: the score went to each accepted bet.
    toast.success('Settlement Proposed', {
      description:
        covered > 1
          ? `Score proposed on your ${covered} bets on this game`
          : 'Your opponent needs to accept the final score to complete the bet',
    });
    onClose();
  }

  return (
    <FormDialog
      title="Enter Final Score"
      description={`${away} @ ${home}: your opponent confirms the score you enter.`}
      onClose={onClose}
      onSubmit={() => void submit()}
      pending={propose.isPending}
      submitLabel={differs && confirmingDifferent ? 'Submit Different Score' : 'Submit Score'}
      pendingLabel="Submitting..."
    >
      {agreedText && (
        <p className="flex gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          <Users className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden />
          <span>{agreedText}</span>
        </p>
      )}
      <ScoreFields away={away} home={home} input={input} />
      <div aria-live="polite" className="space-y-3">
        {outcome && (
          <OutcomeNote outcome={outcome}>{outcomeWithAmount(outcome, shownStakes(bet, side))}</OutcomeNote>
        )}
        {differs && confirmingDifferent && (
          <p
            role="alert"
            className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900"
          >
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              This is not the score {elsewhere && names(elsewhere.players)} settled at. Submit it anyway?
            </span>
          </p>
        )}
      </div>
    </FormDialog>
  );
}

/** "Jordan and Sam". */
function names(players: readonly string[]): string {
  return players.filter(Boolean).join(' and ');
}
