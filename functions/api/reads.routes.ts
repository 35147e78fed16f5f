import { apiFunction } from '../http/api-function';

/** Routes that only read the table. */
export const reads = apiFunction({
  name: 'reads',
  uses: ['table:read'],
  routes: {
    // The week's games, then their tallies of the group's bets in one BatchGet.
    'GET /api/games/{season}/{week}': { access: 'user', calls: 4 },
    // The flood limit, the token's pointer, then its invitation.
    'POST /api/register/check': { access: 'public', calls: 3 },
    // The game and its bets' Query side by side; the bets' games are the one game (a BatchGet).
    'GET /api/games/{id}': { access: 'user', calls: 5 },
    // The season under way from the schedule's two Queries; the latest week with results from the
    // all-time rows' Query, beside them.
    'GET /api/seasons': { access: 'user', calls: 5 },
    'GET /api/betting-lines/{week}': { access: 'user', calls: 5 },
    'GET /api/betting-lines/{season}/{week}': { access: 'user', calls: 3 },
    // Plus one Query per started game of a bet still to settle, for the score others settled it at
    // (docs/product.md, One final score per game): the prepared request has two such games.
    'GET /api/bets/my': { access: 'user', calls: 6 },
    'GET /api/bets/available': { access: 'user', calls: 4 },
    // The ledger's settlement entries, the user's copies of those bets, their games.
    'GET /api/bets/history': { access: 'user', calls: 5 },
    // The bet and its game; plus one Query when it is still to settle on a started game (as My Bets).
    'GET /api/bets/{id}': { access: 'user', calls: 4 },
    'GET /api/transactions': { access: 'user', calls: 3 },
    'GET /api/members': { access: 'user', calls: 3 },
    'GET /api/activity': { access: 'user', calls: 3 },
    'GET /api/comments': { access: 'user', calls: 3 },
    'GET /api/leaderboard/weekly/{season}/{week}': { access: 'user', calls: 4 },
    'GET /api/leaderboard/season/{season}': { access: 'user', calls: 4 },
    'GET /api/leaderboard/all-time': { access: 'user', calls: 4 },
    'GET /api/users': { access: 'admin', calls: 3 },
    'GET /api/admin/users': { access: 'admin', calls: 3 },
    // Five COUNTs and the users' summary.
    'GET /api/admin/stats': { access: 'admin', calls: 8 },
    'GET /api/admin/audit': { access: 'admin', calls: 3 },
    // The feed's bookkeeping item.
    'GET /api/admin/feed': { access: 'admin', calls: 3 },
    // The user (for the ledger's length) beside the page.
    'GET /api/admin/users/{id}/transactions': { access: 'admin', calls: 4 },
    'GET /api/admin/users/{id}/bet-counts': { access: 'admin', calls: 4 },
    // One Query per status, then the page's games and users.
    'GET /api/admin/bets': { access: 'admin', calls: 9 },
    // Open games and the accepted and pending bets, by index; the bets' games and players.
    'GET /api/admin/games/started': { access: 'admin', calls: 7 },
    'GET /api/admin/games/{id}/bet-counts': { access: 'admin', calls: 4 },
    'GET /api/admin/invitations': { access: 'admin', calls: 3 },
  },
});
