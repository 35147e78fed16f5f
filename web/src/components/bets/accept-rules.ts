import { mayAccept, type Bet } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { formatAmount, parseCents } from '../../../../domain/money';
import type { User } from '../../../../domain/users';

/**
 * Why the viewer cannot accept an open proposal, if they cannot (docs/product.md, Bet lifecycle: not once the
 * game started; Challenges: only the member challenged).
 */
export function acceptBlocked(
  bet: Bet,
  user: Pick<User, 'id' | 'availableBalance'>,
  started: boolean,
): string | undefined {
  if (!mayAccept(bet, user.id))
    return `${bet.proposer.firstName} challenged ${bet.challengee?.firstName ?? 'someone else'}`;
  if (started)
    return bet.betType === 'proposition'
      ? 'Cannot accept - this proposition has closed'
      : 'Cannot accept - game has started';
  // The taker covers their own stake: the proposer's at even money, the other side of the odds otherwise.
  const stake = bet.stakes.acceptor.risk;
  const short = (parseCents(stake) ?? 0) > (parseCents(user.availableBalance) ?? 0);
  return short ? `You need ${formatAmount(stake)} available ${CURRENCY} to accept` : undefined;
}
