import { ACTIVE_STATUSES } from '../../../domain/bets';
import { Conflict } from '../../../domain/errors';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { cancelBet, listPlayerBets } from '../../store/bets';
import { getUser, isAdmin, markUserDeleted } from '../../store/users';

/**
 * DESIGN.md: refused while the user has accepted or pending-settlement bets; their open proposals are
 * cancelled; their settled history stays readable by their opponents.
 */
export const handler = endpoint({ params: idParam }, async ({ params }) => {
  const user = await getUser(params.id);
  if (user && isAdmin(user)) throw new Conflict('An admin account cannot be deleted');
  const bets = await listPlayerBets(params.id);
  if (bets.some((bet) => ACTIVE_STATUSES.includes(bet.status))) {
    throw new Conflict('This user has accepted bets that are not settled yet. Settle them first.');
  }
  const now = new Date();
  // Deleted first, so the user cannot propose again while their proposals are being cancelled.
  await markUserDeleted(params.id, now);
  for (const bet of bets.filter((candidate) => candidate.status === 'proposed')) {
    await cancelBet(bet.id, undefined, now).catch((error: unknown) => {
      if (!(error instanceof Conflict)) throw error;
    });
  }
  return json({ message: 'User deleted' });
});
