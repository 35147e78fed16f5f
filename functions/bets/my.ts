import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { listOpenPlayerBets } from '../store/bet-lists';
import { apiBets, withScoresSettledElsewhere } from './bet-answers';

/**
 * The bets the user proposed or accepted that are still open (proposed, accepted, waiting for a
 * score), newest first, each still to settle with the score its game was settled at by others, if
 * any. Settled bets are paged by GET /api/bets/history.
 */
export const handler = endpoint({}, async ({ user }) => {
  const bets = await listOpenPlayerBets(user.id);
  bets.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return json(await withScoresSettledElsewhere(await apiBets(bets), new Date()));
});
