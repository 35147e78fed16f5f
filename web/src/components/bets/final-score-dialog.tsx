import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { outcomeFor, type Bet, type Side } from '../../../../domain/bets';
import type { Score } from '../../../../domain/scores';
import { useProposeSettlement } from '../../api/bets';
import { messageOf } from '../../api/http';
import { teamLabel } from '../teams';
import { Dialog, DialogActions } from '../ui/dialog';
import { Field } from '../ui/field';
import { OutcomePreview } from './outcome-note';

interface Props {
  bet: Bet;
  /** The viewer's side of the bet, for the preview. */
  side: Side;
  onClose: () => void;
}

/** SPEC 2, 'Enter Final Score': the viewer proposes the final score; the opponent then accepts it. */
export function FinalScoreDialog({ bet, side, onClose }: Props) {
  const [awayScore, setAwayScore] = useState('');
  const [homeScore, setHomeScore] = useState('');
  const propose = useProposeSettlement();
  const { game } = bet;
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const score = parseScore(homeScore, awayScore);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    // SPEC 5, settlement proposal.
    if (homeScore.trim() === '' || awayScore.trim() === '') {
      toast.error('Missing Information', { description: 'Please enter both home and away scores' });
      return;
    }
    if (!score) {
      toast.error('Invalid Scores', { description: 'Scores must be valid non-negative numbers' });
      return;
    }
    try {
      await propose.mutateAsync({ id: bet.id, homeScore: score.home, awayScore: score.away });
    } catch (error) {
      toast.error('Failed to Propose Settlement', {
        description: messageOf(error, 'Unknown error occurred'),
      });
      return;
    }
    toast.success('Settlement Proposed', {
      description: 'Your opponent needs to accept the final score to complete the bet',
    });
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !propose.isPending && onClose()}
      title="Enter Final Score"
      description={`${away} @ ${home}: your opponent confirms the score you enter.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={`${away} (away)`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            autoComplete="off"
            value={awayScore}
            onChange={(event) => setAwayScore(event.target.value)}
          />
          <Field
            label={`${home} (home)`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            autoComplete="off"
            value={homeScore}
            onChange={(event) => setHomeScore(event.target.value)}
          />
        </div>
        {score && <OutcomePreview outcome={outcomeFor(bet, score, side)} />}
        <DialogActions
          onCancel={onClose}
          pending={propose.isPending}
          submitLabel="Submit Score"
          pendingLabel="Submitting..."
        />
      </form>
    </Dialog>
  );
}

/** Both scores as whole, non-negative numbers, or undefined. */
function parseScore(home: string, away: string): Score | undefined {
  const [homePoints, awayPoints] = [home, away].map((text) =>
    text.trim() === '' ? Number.NaN : Number(text),
  );
  const valid = (points: number | undefined): points is number =>
    points !== undefined && Number.isInteger(points) && points >= 0;
  return valid(homePoints) && valid(awayPoints) ? { home: homePoints, away: awayPoints } : undefined;
}
