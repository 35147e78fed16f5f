import { apiFunction } from '../http/api-function';

/** Routes that only read the table. */
export const reads = apiFunction({
  name: 'reads',
  uses: ['table:read'],
  // prettier-ignore
  routes: [
    { method: 'GET', path: '/api/games/{season}/{week}', access: 'user', load: () => import('../games/week') },
    { method: 'POST', path: '/api/register/check', access: 'public', load: () => import('../registration/check-invitation') },
    { method: 'GET', path: '/api/games/{id}', access: 'user', load: () => import('../games/one') },
    { method: 'GET', path: '/api/seasons', access: 'user', load: () => import('../games/seasons') },
    { method: 'GET', path: '/api/betting-lines/{week}', access: 'user', load: () => import('../games/betting-lines') },
    { method: 'GET', path: '/api/betting-lines/{season}/{week}', access: 'user', load: () => import('../games/betting-lines') },
    { method: 'GET', path: '/api/bets/my', access: 'user', load: () => import('../bets/my') },
    { method: 'GET', path: '/api/bets/available', access: 'user', load: () => import('../bets/available') },
    { method: 'GET', path: '/api/bets/history', access: 'user', load: () => import('../bets/history') },
    { method: 'GET', path: '/api/bets/{id}', access: 'user', load: () => import('../bets/one') },
    { method: 'GET', path: '/api/transactions', access: 'user', load: () => import('../wallet/transactions') },
    { method: 'GET', path: '/api/members', access: 'user', load: () => import('../user/members') },
    { method: 'GET', path: '/api/activity', access: 'user', load: () => import('../activity/list') },
    { method: 'GET', path: '/api/comments', access: 'user', load: () => import('../comments/list') },
    { method: 'GET', path: '/api/leaderboard/weekly/{season}/{week}', access: 'user', load: () => import('../leaderboard/weekly') },
    { method: 'GET', path: '/api/leaderboard/season/{season}', access: 'user', load: () => import('../leaderboard/season') },
    { method: 'GET', path: '/api/leaderboard/all-time', access: 'user', load: () => import('../leaderboard/all-time') },
    { method: 'GET', path: '/api/users', access: 'admin', load: () => import('../admin/users/list') },
    { method: 'GET', path: '/api/admin/users', access: 'admin', load: () => import('../admin/users/list') },
    { method: 'GET', path: '/api/admin/stats', access: 'admin', load: () => import('../admin/stats') },
    { method: 'GET', path: '/api/admin/audit', access: 'admin', load: () => import('../admin/audit') },
    { method: 'GET', path: '/api/admin/feed', access: 'admin', load: () => import('../admin/feed/status') },
    { method: 'GET', path: '/api/admin/users/{id}/transactions', access: 'admin', load: () => import('../admin/users/transactions') },
    { method: 'GET', path: '/api/admin/users/{id}/bet-counts', access: 'admin', load: () => import('../admin/users/bet-counts') },
    { method: 'GET', path: '/api/admin/bets', access: 'admin', load: () => import('../admin/bets/list') },
    { method: 'GET', path: '/api/admin/games/started', access: 'admin', load: () => import('../admin/games/started') },
    { method: 'GET', path: '/api/admin/games/{id}/bet-counts', access: 'admin', load: () => import('../admin/games/bet-counts') },
    { method: 'GET', path: '/api/admin/invitations', access: 'admin', load: () => import('../admin/invitations/list') },
  ],
});

export const { handler } = reads;
