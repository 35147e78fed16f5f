import type { StartedGame } from '../../../domain/bets';
import { endpoint } from '../../http/endpoint';
import { json } from '../../http/responses';
import { adminApiBets } from '../../bets/bet-answers';
import { listBetsByStatus } from '../../store/bet-lists';
import { getGames, listStartedOpenGames } from '../../store/games';
import { toApiGame } from '../../games/api-games';
import { teamsById } from '../../store/teams';

/**
 * GET /api/admin/games/started: every game that has kicked off and still needs the admin, earliest
 * first, for Bet Settlement: those without a final score and those with accepted or pending bets (a
 * game settled one bet at a time is final while some of its bets are not), each with those bets.
 * Games not started yet are left out: they cannot be settled.
 */
export const handler = endpoint({}, async () => {
  const now = new Date();
  const [open, accepted, pending] = await Promise.all([
    listStartedOpenGames(now),
    listBetsByStatus('accepted', now),
    listBetsByStatus('pending_settlement', now),
  ]);
  const records = [...accepted, ...pending];
  const known = new Set(open.map((game) => game.id));
  const [others, bets, teams] = await Promise.all([
    // A game-less proposition has no game to list it under (docs/product.md, Propositions).
    getGames(records.map((bet) => bet.gameId).filter((id) => id !== undefined && !known.has(id))),
    adminApiBets(records),
    teamsById(),
  ]);
  const games = [...open, ...others.values()].map((game) => toApiGame(game, teams));
  const started: StartedGame[] = games
    .map((game) => ({
      game,
      bets: bets
        .filter((bet) => bet.gameId === game.id)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    }))
    // A game whose kickoff moved later since its bets were indexed is not started after all.
    .filter(({ game }) => Date.parse(game.gameDate) <= now.getTime())
    .sort((a, b) => a.game.gameDate.localeCompare(b.game.gameDate) || a.game.id.localeCompare(b.game.id));
  return json(started);
});
