import { settlementProposalInput } from '../../domain/scores';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { proposeGameScore } from '../store/game-scores';
import { scoreAnswer } from './bet-answers';

/** docs/product.md, One score proposal per player and game: the score goes to all their accepted bets on it. */
export const handler = endpoint(
  { params: idParam, body: settlementProposalInput },
  async ({ params, body, user }) => {
    const score = { home: body.homeScore, away: body.awayScore };
    return json(await scoreAnswer(await proposeGameScore(user, params.id, score)));
  },
);
