import { useId, useState, type SubmitEvent } from 'react';
import { outcomeFor, type Bet, type Side } from '../../../../domain/bets';
import { MAX_POINTS, type Score } from '../../../../domain/scores';
import { useProposeSettlement } from '../../api/bets';
import { messageOf } from '../../api/http';
import { outcomeWithAmount } from '../bet-terms';
import { formatWhole } from '../currency';
import { teamLabel } from '../teams';
import { toast } from '../toasts';
import { Dialog, DialogActions } from '../ui/dialog';
import { Field } from '../ui/field';
import { OutcomeNote } from './outcome-note';

interface Props {
  bet: Bet;
  /** The viewer's side of the bet, for the preview. */
  side: Side;
  onClose: () => void;
}

const SCORE_PROBLEM = `Enter a whole number from 0 to ${MAX_POINTS}`;

/**
 * SPEC 2, 'Enter Final Score': the viewer proposes the final score; the opponent then accepts it.
 * Problems sit by the field they are about (0 to 99 points a team), and the dialog says what the
 * score would mean in Pigskins before it is sent.
 */
export function FinalScoreDialog({ bet, side, onClose }: Props) {
  const [awayScore, setAwayScore] = useState('');
  const [homeScore, setHomeScore] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const awayId = useId();
  const homeId = useId();
  const propose = useProposeSettlement();
  const { game } = bet;
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const awayPoints = parsePoints(awayScore);
  const homePoints = parsePoints(homeScore);
  const score: Score | undefined =
    awayPoints !== undefined && homePoints !== undefined ? { home: homePoints, away: awayPoints } : undefined;
  // A value that cannot be a score says so at once; an empty field once the form was sent.
  const problemOf = (text: string, points: number | undefined) =>
    points === undefined && (submitted || text.trim() !== '') ? SCORE_PROBLEM : undefined;
  const outcome = score && outcomeFor(bet, score, side);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!score) {
      document.getElementById(awayPoints === undefined ? awayId : homeId)?.focus();
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
            id={awayId}
            label={`${away} (away)`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_POINTS}
            step={1}
            autoComplete="off"
            value={awayScore}
            onChange={(event) => setAwayScore(event.target.value)}
            error={problemOf(awayScore, awayPoints)}
          />
          <Field
            id={homeId}
            label={`${home} (home)`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_POINTS}
            step={1}
            autoComplete="off"
            value={homeScore}
            onChange={(event) => setHomeScore(event.target.value)}
            error={problemOf(homeScore, homePoints)}
          />
        </div>
        <div aria-live="polite">
          {outcome && (
            <OutcomeNote outcome={outcome}>{outcomeWithAmount(outcome, formatWhole(bet.amount))}</OutcomeNote>
          )}
        </div>
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

/** A team's points: a whole number from 0 to MAX_POINTS, or undefined. */
function parsePoints(text: string): number | undefined {
  const points = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isInteger(points) && points >= 0 && points <= MAX_POINTS ? points : undefined;
}
