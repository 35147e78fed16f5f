import { settlementProposalInput } from '../../domain/scores';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { proposeSettlement } from '../store/bets';
import { apiBets } from './bet-answers';

export const handler = endpoint(
  { params: idParam, body: settlementProposalInput },
  async ({ params, body, user }) => {
    const score = { home: body.homeScore, away: body.awayScore };
    const pending = await proposeSettlement(user, params.id, score);
    const [bet] = await apiBets([pending]);
    return json(bet);
  },
);
