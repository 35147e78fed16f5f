import { apiFunction } from '../http/api-function';

/** Routes that read and write the table, and nothing else. */
export const writes = apiFunction({
  name: 'writes',
  uses: ['table:write'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/bets', access: 'user', load: () => import('../bets/propose') },
    { method: 'GET', path: '/api/callback', access: 'public', load: () => import('../auth/callback') },
    { method: 'POST', path: '/api/logout', access: 'public', load: () => import('../auth/logout') },
    { method: 'POST', path: '/api/register', access: 'public', load: () => import('../registration/register') },
    { method: 'POST', path: '/api/bets/{id}/accept', access: 'user', load: () => import('../bets/accept') },
    { method: 'DELETE', path: '/api/bets/{id}', access: 'user', load: () => import('../bets/cancel') },
    { method: 'POST', path: '/api/bets/{id}/propose-settlement', access: 'user', load: () => import('../bets/propose-settlement') },
    { method: 'POST', path: '/api/bets/{id}/accept-settlement', access: 'user', load: () => import('../bets/accept-settlement') },
    { method: 'POST', path: '/api/comments', access: 'user', load: () => import('../comments/add') },
    { method: 'DELETE', path: '/api/comments/{id}', access: 'user', load: () => import('../comments/delete') },
    { method: 'PATCH', path: '/api/user/preferences', access: 'user', load: () => import('../user/preferences') },
    { method: 'POST', path: '/api/user/phone/confirm', access: 'user', load: () => import('../user/confirm-phone') },
    { method: 'PUT', path: '/api/user/devices', access: 'user', load: () => import('../user/save-device') },
    { method: 'DELETE', path: '/api/user/devices/{id}', access: 'user', load: () => import('../user/delete-device') },
    { method: 'PATCH', path: '/api/admin/users/{id}/balance', access: 'admin', load: () => import('../admin/users/adjust-balance') },
    { method: 'POST', path: '/api/admin/bets/{id}/settle', access: 'admin', load: () => import('../admin/bets/settle') },
    { method: 'POST', path: '/api/admin/games/{id}/score', access: 'admin', load: () => import('../admin/games/score') },
    { method: 'POST', path: '/api/admin/games/{id}/void', access: 'admin', load: () => import('../admin/games/void') },
    { method: 'POST', path: '/api/admin/cleanup-expired-bets', access: 'admin', load: () => import('../admin/cleanup-expired-bets') },
    { method: 'DELETE', path: '/api/admin/invitations/{id}', access: 'admin', load: () => import('../admin/invitations/delete') },
  ],
});

export const { handler } = writes;
