import {
  COMMITTING_STATUSES,
  pickLabel,
  pickOf,
  sideOf,
  type BetStatus,
  type BetTerms,
  type Outcome,
  type Side,
} from './bets';
import {
  acceptorOdds,
  EVEN_MONEY,
  oddsWords,
  stakesOf,
  type Odds,
  type SideStakes,
  type Stakes,
} from './odds';

/**
 * What each side of a bet commits, wins and loses (docs/product.md, Odds and Balances and the ledger):
 * every use of a bet's money goes through `sideStakes`, so a side is never charged the other's stake.
 */

/** What the money rules read of a bet: the proposer's stake and odds; no odds is even money. */
export interface Staked {
  amountCents: number;
  odds?: Odds | undefined;
}

/**
 * Each side's risk and win: the proposer risks the bet's amount, the acceptor what the odds make of it.
 * A spread or over/under bet has no odds, so both sides risk the amount.
 */
export function sideStakes(bet: Staked): Stakes {
  return stakesOf(bet.amountCents, bet.odds ?? EVEN_MONEY);
}

/**
 * docs/product.md, Settlement: what an outcome moves on a side's balance. A win takes what the other
 * side risked (the side's win), a loss gives up the side's own risk, a tie moves nothing.
 */
export function balanceChangeCents(outcome: Outcome, stake: SideStakes): number {
  return outcome === 'win' ? stake.winCents : outcome === 'loss' ? -stake.riskCents : 0;
}

/**
 * What a bet puts on its game, in cents (docs/product.md, The game page): the proposer's stake while
 * it is open, both players' once it is taken, through its settlement; nothing once it is withdrawn,
 * expired or voided.
 */
export function stakeOnGame(bet: Staked & { status: BetStatus }): number {
  if (bet.status === 'cancelled') return 0;
  const { proposer, acceptor } = sideStakes(bet);
  return bet.status === 'proposed' ? proposer.riskCents : proposer.riskCents + acceptor.riskCents;
}

/**
 * docs/product.md, Balances and the ledger: what a user's bets that still hold currency commit of
 * theirs, each bet its side's own stake.
 */
export function committedCents(
  bets: readonly (Staked & { status: BetStatus; proposerId: string; acceptorId?: string | null })[],
  userId: string,
): number {
  return bets
    .filter((bet) => COMMITTING_STATUSES.includes(bet.status))
    .reduce((sum, bet) => {
      const side = sideOf(bet, userId);
      return sum + (side ? sideStakes(bet)[side].riskCents : 0);
    }, 0);
}

/** What a settled bet's winner took: the loser's stake; nothing for a push. */
export function wonCents(bet: Staked & { proposerId: string; winnerId?: string | null }): number {
  if (!bet.winnerId) return 0;
  const { proposer, acceptor } = sideStakes(bet);
  return bet.winnerId === bet.proposerId ? proposer.winCents : acceptor.winCents;
}

/** The odds a side holds: the proposer's own, the acceptor's the other way round (2 to 3 against 3 to 2). */
export function sideOdds(bet: Pick<Staked, 'odds'>, side: Side): Odds {
  const odds = bet.odds ?? EVEN_MONEY;
  return side === 'proposer' ? odds : acceptorOdds(odds);
}

/**
 * A side's pick as messages and the feed say it, with its odds when they are not even: "NYJ straight up
 * at 3 to 2", "KC +2.5" (docs/product.md, Odds).
 */
export function pickAtOdds(
  bet: BetTerms & Staked,
  side: Side,
  teams: { home: string; away: string },
): string {
  const pick = pickLabel(pickOf(bet, side), teams);
  const odds = sideOdds(bet, side);
  return odds.win === odds.risk ? pick : `${pick} at ${oddsWords(odds)}`;
}
