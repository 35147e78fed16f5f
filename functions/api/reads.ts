import { apiFunction } from '../http/api-function';

/** Routes that only read the table. */
export const reads = apiFunction({
  name: 'reads',
  uses: ['table:read'],
  // prettier-ignore
  routes: [
    // The week's games, then their tallies of the group's bets in one BatchGet.
    { method: 'GET', path: '/api/games/{season}/{week}', access: 'user', load: () => import('../games/week'), calls: 4 },
    // The flood limit, the token's pointer, then its invitation.
    { method: 'POST', path: '/api/register/check', access: 'public', load: () => import('../registration/check-invitation'), calls: 3 },
    // The game and its bets' Query side by side; the bets' games are the one game (a BatchGet).
    { method: 'GET', path: '/api/games/{id}', access: 'user', load: () => import('../games/one'), calls: 5 },
    // The season under way from the schedule's two Queries; the latest week with results from the
    // all-time rows' Query, beside them.
    { method: 'GET', path: '/api/seasons', access: 'user', load: () => import('../games/seasons'), calls: 5 },
    { method: 'GET', path: '/api/betting-lines/{week}', access: 'user', load: () => import('../games/betting-lines'), calls: 5 },
    { method: 'GET', path: '/api/betting-lines/{season}/{week}', access: 'user', load: () => import('../games/betting-lines'), calls: 3 },
    // Plus one Query per started game of a bet still to settle, for the score others settled it at
    // (docs/product.md, One final score per game): the prepared request has two such games.
    { method: 'GET', path: '/api/bets/my', access: 'user', load: () => import('../bets/my'), calls: 6 },
    { method: 'GET', path: '/api/bets/available', access: 'user', load: () => import('../bets/available'), calls: 4 },
    // The ledger's settlement entries, the user's copies of those bets, their games.
    { method: 'GET', path: '/api/bets/history', access: 'user', load: () => import('../bets/history'), calls: 5 },
    // The bet and its game; plus one Query when it is still to settle on a started game (as My Bets).
    { method: 'GET', path: '/api/bets/{id}', access: 'user', load: () => import('../bets/one'), calls: 4 },
    { method: 'GET', path: '/api/transactions', access: 'user', load: () => import('../wallet/transactions'), calls: 3 },
    { method: 'GET', path: '/api/members', access: 'user', load: () => import('../user/members'), calls: 3 },
    { method: 'GET', path: '/api/activity', access: 'user', load: () => import('../activity/list'), calls: 3 },
    { method: 'GET', path: '/api/comments', access: 'user', load: () => import('../comments/list'), calls: 3 },
    { method: 'GET', path: '/api/leaderboard/weekly/{season}/{week}', access: 'user', load: () => import('../leaderboard/weekly'), calls: 4 },
    { method: 'GET', path: '/api/leaderboard/season/{season}', access: 'user', load: () => import('../leaderboard/season'), calls: 4 },
    { method: 'GET', path: '/api/leaderboard/all-time', access: 'user', load: () => import('../leaderboard/all-time'), calls: 4 },
    { method: 'GET', path: '/api/users', access: 'admin', load: () => import('../admin/users/list'), calls: 3 },
    { method: 'GET', path: '/api/admin/users', access: 'admin', load: () => import('../admin/users/list'), calls: 3 },
    // Five COUNTs and the users' summary.
    { method: 'GET', path: '/api/admin/stats', access: 'admin', load: () => import('../admin/stats'), calls: 8 },
    { method: 'GET', path: '/api/admin/audit', access: 'admin', load: () => import('../admin/audit'), calls: 3 },
    // The feed's bookkeeping item.
    { method: 'GET', path: '/api/admin/feed', access: 'admin', load: () => import('../admin/feed/status'), calls: 3 },
    // The user (for the ledger's length) beside the page.
    { method: 'GET', path: '/api/admin/users/{id}/transactions', access: 'admin', load: () => import('../admin/users/transactions'), calls: 4 },
    { method: 'GET', path: '/api/admin/users/{id}/bet-counts', access: 'admin', load: () => import('../admin/users/bet-counts'), calls: 4 },
    // One Query per status, then the page's games and users.
    { method: 'GET', path: '/api/admin/bets', access: 'admin', load: () => import('../admin/bets/list'), calls: 9 },
    // Open games and the accepted and pending bets, by index; the bets' games and players.
    { method: 'GET', path: '/api/admin/games/started', access: 'admin', load: () => import('../admin/games/started'), calls: 7 },
    { method: 'GET', path: '/api/admin/games/{id}/bet-counts', access: 'admin', load: () => import('../admin/games/bet-counts'), calls: 4 },
    { method: 'GET', path: '/api/admin/invitations', access: 'admin', load: () => import('../admin/invitations/list'), calls: 3 },
  ],
});

export const { handler } = reads;
