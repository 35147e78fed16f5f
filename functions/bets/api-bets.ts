import { ACTIVE_STATUSES, type AdminBet, type Bet } from '../../domain/bets';
import { formatCents } from '../../domain/money';
import { seasonOf } from '../../domain/seasons';
import { listGameBets, type BetRecord } from '../store/bets';
import { getGames } from '../store/games';
import { toApiGame } from '../games/api-games';
import { teamsById } from '../store/teams';
import { getUsers } from '../store/users';

/** Bets as the API returns them: the game and its teams joined at read time (one BatchGet). */
export async function apiBets(bets: readonly BetRecord[]): Promise<Bet[]> {
  const [games, teams] = await Promise.all([getGames(bets.map((bet) => bet.gameId)), teamsById()]);
  return bets.map((bet) => {
    const game = games.get(bet.gameId);
    const apiGame = game ? toApiGame(game, teams) : undefined;
    return {
      id: bet.id,
      gameId: bet.gameId,
      game: {
        gameDate: apiGame?.gameDate ?? '',
        status: apiGame?.status ?? 'scheduled',
        season: apiGame?.season ?? bet.season ?? seasonOf(bet.createdAt),
        week: apiGame?.week ?? 0,
        homeTeamId: apiGame?.homeTeamId ?? 0,
        awayTeamId: apiGame?.awayTeamId ?? 0,
        homeScore: apiGame?.homeScore ?? null,
        awayScore: apiGame?.awayScore ?? null,
        homeTeam: { name: apiGame?.homeTeam.name ?? '', abbreviation: apiGame?.homeTeam.abbreviation ?? '' },
        awayTeam: { name: apiGame?.awayTeam.name ?? '', abbreviation: apiGame?.awayTeam.abbreviation ?? '' },
      },
      betType: bet.betType,
      selection: bet.selection,
      spread: bet.spread,
      overUnder: bet.overUnder,
      amount: formatCents(bet.amountCents),
      status: bet.status,
      proposerId: bet.proposerId,
      acceptorId: bet.acceptorId ?? null,
      proposer: { firstName: bet.proposerFirstName },
      acceptor: bet.acceptorFirstName ? { firstName: bet.acceptorFirstName } : null,
      challengeeId: bet.challengeeId ?? null,
      challengee: bet.challengeeFirstName ? { firstName: bet.challengeeFirstName } : null,
      pendingSettlementScore: bet.pendingSettlementScore ?? null,
      settlementProposerId: bet.settlementProposerId ?? null,
      finalScore: bet.finalScore ?? null,
      agreedScore: bet.agreedScore ?? null,
      settledElsewhere: null,
      winnerId: bet.winnerId ?? null,
      createdAt: bet.createdAt,
      acceptedAt: bet.acceptedAt ?? null,
      settledAt: bet.settledAt ?? null,
    };
  });
}

/**
 * docs/product.md, One final score per game: each bet still to settle on a game that has started and
 * has no official final learns the score its game was last settled at by two players, if any (one
 * Query per such game: a player has a few at most).
 */
export async function withScoresSettledElsewhere(bets: readonly Bet[], now: Date): Promise<Bet[]> {
  const waiting = (bet: Bet) =>
    ACTIVE_STATUSES.includes(bet.status) &&
    bet.game.status !== 'final' &&
    Date.parse(bet.game.gameDate) <= now.getTime();
  const gameIds = [...new Set(bets.filter(waiting).map((bet) => bet.gameId))];
  const agreed = new Map(
    await Promise.all(
      gameIds.map(async (gameId) => {
        const settled = (await listGameBets(gameId))
          .filter((bet) => bet.status === 'settled' && bet.settledBy === 'players' && bet.finalScore)
          .sort((a, b) => (b.settledAt ?? '').localeCompare(a.settledAt ?? ''));
        const latest = settled[0];
        return [
          gameId,
          latest?.finalScore
            ? {
                score: latest.finalScore,
                players: [latest.proposerFirstName, latest.acceptorFirstName ?? ''],
              }
            : null,
        ] as const;
      }),
    ),
  );
  return bets.map((bet) =>
    waiting(bet) ? { ...bet, settledElsewhere: agreed.get(bet.gameId) ?? null } : bet,
  );
}

/** Bets as the admin screens list them: with team names, kickoff and both players' emails. */
export async function adminApiBets(records: readonly BetRecord[]): Promise<AdminBet[]> {
  const [bets, users] = await Promise.all([
    apiBets(records),
    getUsers(records.flatMap((bet) => [bet.proposerId, ...(bet.acceptorId ? [bet.acceptorId] : [])])),
  ]);
  return bets.map((bet) => ({
    ...bet,
    awayTeamName: bet.game.awayTeam.name,
    homeTeamName: bet.game.homeTeam.name,
    gameDate: bet.game.gameDate,
    proposerEmail: users.get(bet.proposerId)?.email ?? null,
    acceptorEmail: bet.acceptorId ? (users.get(bet.acceptorId)?.email ?? null) : null,
  }));
}
