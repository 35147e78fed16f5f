/**
 * What a ledger entry about a bet remembers of it: the game as it stood, the player's pick and role,
 * the opponent. History is written once and never re-joined.
 */
import { pickOf, type Side } from '../../domain/bets';
import { sideOdds, sideStakes } from '../../domain/stakes';
import type { BetRecord } from './bets';
import type { LedgerBetContext } from './entities';
import type { GameRecord } from './games';
import { teamsById } from './teams';
import type { UserRecord } from './users';

/** The game as a ledger entry remembers it: history is written once and never re-joined. */
export type LedgerGame = NonNullable<LedgerBetContext['game']>;

export async function ledgerMatchup(game: GameRecord, finalScore: string | null): Promise<LedgerGame> {
  const teams = await teamsById();
  return {
    id: game.id,
    awayTeam: teams.get(game.awayTeamId)?.abbreviation ?? `Team ${game.awayTeamId}`,
    homeTeam: teams.get(game.homeTeamId)?.abbreviation ?? `Team ${game.homeTeamId}`,
    gameDate: game.gameDate,
    finalScore,
  };
}

/**
 * What one player's ledger entry about a bet remembers of it: their pick, their own stake and odds,
 * their role, their opponent.
 */
export function ledgerBetContext(
  bet: BetRecord,
  side: Side,
  opponent: Pick<UserRecord, 'id' | 'firstName' | 'email'>,
  game: LedgerGame | undefined,
  isWin: boolean | null,
): LedgerBetContext {
  const pick = pickOf(bet, side);
  return {
    betId: bet.id,
    betType: bet.betType,
    selection: pick.selection,
    spread: pick.spread,
    overUnder: pick.overUnder,
    amountCents: sideStakes(bet)[side].riskCents,
    ...(bet.odds && { odds: sideOdds(bet, side) }),
    userRole: side,
    isWin,
    opponent: { id: opponent.id, firstName: opponent.firstName, email: opponent.email },
    // A game-less proposition's entry remembers no game (docs/product.md, Propositions).
    ...(game && { game }),
  };
}
