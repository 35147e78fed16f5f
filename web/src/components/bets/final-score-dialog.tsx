import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { outcomeFor, type Bet, type Side } from '../../../../domain/bets';
import { useProposeSettlement } from '../../api/bets';
import { messageOf } from '../../api/http';
import { teamLabel } from '../teams';
import { Dialog, DialogActions } from '../ui/dialog';
import { OutcomePreview } from './outcome-note';
import { EMPTY_SCORE, parseScore, readScore, ScoreFields, type ScoreText } from './score-fields';

interface Props {
  bet: Bet;
  /** The viewer's side of the bet, for the preview. */
  side: Side;
  onClose: () => void;
}

/** SPEC 2, 'Enter Final Score': the viewer proposes the final score; the opponent then accepts it. */
export function FinalScoreDialog({ bet, side, onClose }: Props) {
  const [text, setText] = useState<ScoreText>(EMPTY_SCORE);
  const propose = useProposeSettlement();
  const { game } = bet;
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const score = parseScore(text);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    // SPEC 5, settlement proposal.
    const read = readScore(text);
    if ('problem' in read) {
      const [title, description] = read.problem;
      toast.error(title, { description });
      return;
    }
    try {
      await propose.mutateAsync({ id: bet.id, homeScore: read.score.home, awayScore: read.score.away });
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
        <ScoreFields away={away} home={home} value={text} onChange={setText} />
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
