import { outcomeFor, type Bet, type Side } from '../../../../domain/bets';
import { formatAmount } from '../../../../domain/money';
import { useProposeSettlement } from '../../api/bets';
import { messageOf } from '../../api/http';
import { outcomeWithAmount } from '../bet-terms';
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
  const input = useScoreInput();
  const propose = useProposeSettlement();
  const { game } = bet;
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const outcome = input.score && outcomeFor(bet, input.score, side);

  async function submit() {
    const score = input.check();
    if (!score) return;
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
    <FormDialog
      title="Enter Final Score"
      description={`${away} @ ${home}: your opponent confirms the score you enter.`}
      onClose={onClose}
      onSubmit={() => void submit()}
      pending={propose.isPending}
      submitLabel="Submit Score"
      pendingLabel="Submitting..."
    >
      <ScoreFields away={away} home={home} input={input} />
      <div aria-live="polite">
        {outcome && (
          <OutcomeNote outcome={outcome}>{outcomeWithAmount(outcome, formatAmount(bet.amount))}</OutcomeNote>
        )}
      </div>
    </FormDialog>
  );
}
