import { settlementProposalInput } from '../../../domain/scores';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { scoreGame, settledMessage } from '../../store/settlement';

/**
 * POST /api/admin/games/{id}/score: the final score of a game that has started, given as the players
 * give theirs (homeScore, awayScore). The game becomes final with it and every accepted or pending
 * bet of it is settled (docs/decisions.md); the answer says how many, as settling all does.
 */
export const handler = endpoint(
  { params: idParam, body: settlementProposalInput },
  async ({ params, body }) => {
    const counts = await scoreGame(params.id, { home: body.homeScore, away: body.awayScore });
    const total = counts.settled + counts.skipped + counts.failed;
    return json({
      message:
        total === 0
          ? 'The final score is recorded; the game had no bets to settle'
          : `The final score is recorded. ${settledMessage(counts)}`,
      ...counts,
    });
  },
);
