import { apiFunction } from '../http/api-function';

/** Routes that read and write the table, and nothing else. */
export const writes = apiFunction({
  name: 'writes',
  uses: ['table:write'],
  // prettier-ignore
  routes: [
    // Plus the player's open bets, read beside the game for the cap on open proposals.
    { method: 'POST', path: '/api/bets', access: 'user', load: () => import('../bets/propose'), calls: 6 },
    { method: 'GET', path: '/api/callback', access: 'public', load: () => import('../auth/callback'), calls: 3 },
    // The user, the flood limit, the ended sign-in; a fourth drops ended sign-ins past 30 days.
    { method: 'POST', path: '/api/logout', access: 'public', load: () => import('../auth/logout'), calls: 4 },
    { method: 'POST', path: '/api/register', access: 'public', load: () => import('../registration/register'), calls: 4 },
    { method: 'POST', path: '/api/bets/{id}/accept', access: 'user', load: () => import('../bets/accept'), calls: 6 },
    { method: 'DELETE', path: '/api/bets/{id}', access: 'user', load: () => import('../bets/cancel'), calls: 6 },
    { method: 'POST', path: '/api/bets/{id}/propose-settlement', access: 'user', load: () => import('../bets/propose-settlement'), calls: 6 },
    { method: 'POST', path: '/api/bets/{id}/accept-settlement', access: 'user', load: () => import('../bets/accept-settlement'), calls: 8 },
    // The bet or game commented on must exist.
    { method: 'POST', path: '/api/comments', access: 'user', load: () => import('../comments/add'), calls: 4 },
    { method: 'DELETE', path: '/api/comments/{id}', access: 'user', load: () => import('../comments/delete'), calls: 4 },
    { method: 'PATCH', path: '/api/user/preferences', access: 'user', load: () => import('../user/preferences'), calls: 3 },
    { method: 'POST', path: '/api/user/phone/confirm', access: 'user', load: () => import('../user/confirm-phone'), calls: 4 },
    // The caller's devices (is it new, and is there room?), then the device's one UpdateItem.
    { method: 'PUT', path: '/api/user/devices', access: 'user', load: () => import('../user/save-device'), calls: 4 },
    { method: 'DELETE', path: '/api/user/devices/{id}', access: 'user', load: () => import('../user/delete-device'), calls: 3 },
    { method: 'PATCH', path: '/api/admin/users/{id}/balance', access: 'admin', load: () => import('../admin/users/adjust-balance'), calls: 4 },
    { method: 'POST', path: '/api/admin/bets/{id}/settle', access: 'admin', load: () => import('../admin/bets/settle'), calls: 8 },
    // The game, its final score, its bets, then per bet (one here) its settlement's reads and transaction.
    { method: 'POST', path: '/api/admin/games/{id}/score', access: 'admin', load: () => import('../admin/games/score'), calls: 10 },
    // The session, the flood limit, the game, its bets; then per accepted bet voided: the bet, both
    // players, one transaction.
    { method: 'POST', path: '/api/admin/games/{id}/void', access: 'admin', load: () => import('../admin/games/void'), calls: 8 },
    { method: 'POST', path: '/api/admin/cleanup-expired-bets', access: 'admin', load: () => import('../admin/cleanup-expired-bets'), calls: 3 },
    { method: 'DELETE', path: '/api/admin/invitations/{id}', access: 'admin', load: () => import('../admin/invitations/delete'), calls: 4 },
  ],
});

export const { handler } = writes;
