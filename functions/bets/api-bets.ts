import { ACTIVE_STATUSES, type AdminBet, type Bet } from '../../domain/bets';
import { claimsOf, unsettledReason } from '../../domain/disputes';
import { formatCents } from '../../domain/money';
import { EVEN_MONEY } from '../../domain/odds';
import { sideStakes, type Stakes } from '../../domain/stakes';
import { seasonOf } from '../../domain/seasons';
import { closesAt } from '../../domain/closing';
import type { Team } from '../../domain/teams';
import type { BetRecord } from '../store/bets';
import type { GameRecord } from '../store/games';
import type { UserRecord } from '../store/users';
import { toApiGame } from '../games/api-games';

/**
 * Bets as the API returns them, shaped from what was read for them (bets/bet-answers.ts reads it):
 * no I/O here.
 */

/** What a list of bets' answer joins: their games, and the teams. */
export interface BetJoins {
  games: ReadonlyMap<string, GameRecord>;
  teams: ReadonlyMap<number, Team>;
}

/** Bets with their game and its teams joined. */
export function toApiBets(bets: readonly BetRecord[], { games, teams }: BetJoins): Bet[] {
  return bets.map((bet) => {
    const game = bet.gameId === undefined ? undefined : games.get(bet.gameId);
    const apiGame = game ? toApiGame(game, teams) : undefined;
    const closing = closesAt(bet, game);
    return {
      id: bet.id,
      gameId: bet.gameId ?? null,
      // A game-less proposition's: its closing time and week, no teams (docs/decisions.md).
      game: {
        gameDate: apiGame?.gameDate ?? (bet.gameId === undefined ? closing : ''),
        status: apiGame?.status ?? 'scheduled',
        season: apiGame?.season ?? bet.season ?? seasonOf(bet.createdAt),
        week: apiGame?.week ?? bet.week ?? 0,
        homeTeamId: apiGame?.homeTeamId ?? 0,
        awayTeamId: apiGame?.awayTeamId ?? 0,
        homeScore: apiGame?.homeScore ?? null,
        awayScore: apiGame?.awayScore ?? null,
        homeTeam: { name: apiGame?.homeTeam.name ?? '', abbreviation: apiGame?.homeTeam.abbreviation ?? '' },
        awayTeam: { name: apiGame?.awayTeam.name ?? '', abbreviation: apiGame?.awayTeam.abbreviation ?? '' },
        // docs/product.md, Live scores (Bets while played): each bet card says where it stands.
        ...(apiGame?.live ? { live: apiGame.live } : {}),
      },
      betType: bet.betType,
      selection: bet.selection,
      spread: bet.spread,
      overUnder: bet.overUnder,
      proposition: bet.proposition ?? null,
      closesAt: closing,
      amount: formatCents(bet.amountCents),
      odds: bet.odds ?? EVEN_MONEY,
      stakes: apiStakes(sideStakes(bet)),
      status: bet.status,
      proposerId: bet.proposerId,
      acceptorId: bet.acceptorId ?? null,
      proposer: { firstName: bet.proposerFirstName },
      acceptor: bet.acceptorFirstName ? { firstName: bet.acceptorFirstName } : null,
      challengeeId: bet.challengeeId ?? null,
      challengee: bet.challengeeFirstName ? { firstName: bet.challengeeFirstName } : null,
      pendingSettlementScore: bet.pendingSettlementScore ?? null,
      pendingOutcome: bet.pendingOutcome ?? null,
      settlementProposerId: bet.settlementProposerId ?? null,
      finalScore: bet.finalScore ?? null,
      agreedScore: bet.agreedScore ?? null,
      outcome: bet.agreedOutcome ?? null,
      outcomeBy: outcomeBy(bet),
      claims: claimsOf(bet),
      disputedAt: bet.disputedAt ?? null,
      adminReason: bet.adminReason ?? null,
      settledElsewhere: null,
      winnerId: bet.winnerId ?? null,
      createdAt: bet.createdAt,
      acceptedAt: bet.acceptedAt ?? null,
      settledAt: bet.settledAt ?? null,
    };
  });
}

/** Each side's risk and win as the API says money: decimal strings. */
const apiStakes = ({ proposer, acceptor }: Stakes): Bet['stakes'] => ({
  proposer: { risk: formatCents(proposer.riskCents), win: formatCents(proposer.winCents) },
  acceptor: { risk: formatCents(acceptor.riskCents), win: formatCents(acceptor.winCents) },
});

/** The score two players last settled a game at, and who, for the bets still to settle on it. */
export interface SettledElsewhere {
  score: string;
  players: string[];
}

/**
 * docs/product.md, One final score per game: whether a bet is still to settle on a game that has
 * started and has no official final, and so shows the score others settled that game at.
 */
export const waitsForScore = (bet: Bet, now: Date): bet is Bet & { gameId: string } =>
  bet.gameId !== null &&
  bet.betType !== 'proposition' &&
  ACTIVE_STATUSES.includes(bet.status) &&
  bet.game.status !== 'final' &&
  Date.parse(bet.game.gameDate) <= now.getTime();

/** Each waiting bet with the score its game was last settled at by two players, or null. */
export function withSettledElsewhere(
  bets: readonly Bet[],
  agreed: ReadonlyMap<string, SettledElsewhere | null>,
  now: Date,
): Bet[] {
  return bets.map((bet) =>
    waitsForScore(bet, now) ? { ...bet, settledElsewhere: agreed.get(bet.gameId) ?? null } : bet,
  );
}

/** The latest score two players settled a game's bets at, from the game's bets. */
export function latestAgreedScore(gameBets: readonly BetRecord[]): SettledElsewhere | null {
  const [latest] = gameBets
    .filter((bet) => bet.status === 'settled' && bet.settledBy === 'players' && bet.finalScore)
    .sort((a, b) => (b.settledAt ?? '').localeCompare(a.settledAt ?? ''));
  return latest?.finalScore
    ? { score: latest.finalScore, players: [latest.proposerFirstName, latest.acceptorFirstName ?? ''] }
    : null;
}

/** Bets as the admin screens list them: with team names, kickoff and both players' emails. */
export function toAdminBets(
  bets: readonly Bet[],
  users: ReadonlyMap<string, UserRecord>,
  now = new Date(),
): AdminBet[] {
  return bets.map((bet) => ({
    ...bet,
    unsettled: unsettledReason(bet, bet.game, now) ?? null,
    awayTeamName: bet.game.awayTeam.name,
    homeTeamName: bet.game.homeTeam.name,
    gameDate: bet.game.gameDate,
    proposerEmail: users.get(bet.proposerId)?.email ?? null,
    acceptorEmail: bet.acceptorId ? (users.get(bet.acceptorId)?.email ?? null) : null,
  }));
}

/**
 * Who gave a proposition the outcome it ended on (docs/product.md, Disputes): the admin's decision or
 * void, or its players' agreement; null while it has none, and for every other type.
 */
function outcomeBy(bet: BetRecord): Bet['outcomeBy'] {
  if (bet.betType !== 'proposition') return null;
  if (bet.status === 'settled') return bet.settledBy === 'admin' ? 'admin' : 'players';
  if (bet.status !== 'cancelled') return null;
  if (bet.adminReason !== undefined) return 'admin';
  return bet.agreedOutcome === 'void' ? 'players' : null;
}
