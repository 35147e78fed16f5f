import { settlementProposalInput } from '../../../domain/scores';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { finalMessage } from '../../../domain/settlement';
import { scoreGame } from '../../store/settlement';

/**
 * POST /api/admin/games/{id}/score: the official final of a game that has started, given as the
 * players give theirs (homeScore, awayScore), entered or corrected. The game becomes final with it,
 * every accepted or pending bet settles by it, and every bet its players settled at another score is
 * re-graded (docs/product.md, One final score per game); the answer says how many of each.
 */
export const handler = endpoint(
  { params: idParam, body: settlementProposalInput },
  async ({ params, body }) => {
    const counts = await scoreGame(params.id, { home: body.homeScore, away: body.awayScore });
    return json({ message: finalMessage(counts), ...counts });
  },
);
