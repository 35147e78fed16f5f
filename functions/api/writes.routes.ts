import { apiFunction } from '../http/api-function';

/** Routes that read and write the table, and nothing else. */
export const writes = apiFunction({
  name: 'writes',
  uses: ['table:write'],
  routes: {
    // Plus the player's open bets, read beside the game for the cap on open proposals.
    'POST /api/bets': { access: 'user', calls: 6 },
    'GET /api/callback': { access: 'public', calls: 3 },
    // The user, the flood limit, the ended sign-in; a fourth drops ended sign-ins past 30 days.
    'POST /api/logout': { access: 'public', calls: 4 },
    'POST /api/register': { access: 'public', calls: 4 },
    'POST /api/bets/{id}/accept': { access: 'user', calls: 6 },
    'DELETE /api/bets/{id}': { access: 'user', calls: 6 },
    // Then the player's open bets, for the others on the game the score goes to (docs/product.md, One
    // score proposal per player and game): per such bet (none here), its read, game and transaction.
    'POST /api/bets/{id}/propose-settlement': { access: 'user', calls: 7 },
    // Then the player's open bets, for the others waiting for the same score: per such bet (none here),
    // its settlement's reads and transaction.
    'POST /api/bets/{id}/accept-settlement': { access: 'user', calls: 8 },
    // The bet or game commented on must exist; then the author's limit on its thread.
    'POST /api/comments': { access: 'user', calls: 5 },
    'DELETE /api/comments/{id}': { access: 'user', calls: 4 },
    'PATCH /api/user/preferences': { access: 'user', calls: 3 },
    'POST /api/user/phone/confirm': { access: 'user', calls: 4 },
    // The caller's devices (is it new, and is there room?), then the device's one UpdateItem.
    'PUT /api/user/devices': { access: 'user', calls: 4 },
    'DELETE /api/user/devices/{id}': { access: 'user', calls: 3 },
    // The session, the flood limit, the device's one conditional UpdateItem.
    'PATCH /api/user/devices/{id}': { access: 'user', calls: 3 },
    'PATCH /api/admin/users/{id}/balance': { access: 'admin', calls: 4 },
    'POST /api/admin/bets/{id}/settle': { access: 'admin', calls: 8 },
    // The game, its final score, its bets, then per bet (one here) its settlement's reads and transaction.
    'POST /api/admin/games/{id}/score': { access: 'admin', calls: 10 },
    // The session, the flood limit, the game, its bets; then per accepted bet voided: the bet, both
    // players, one transaction.
    'POST /api/admin/games/{id}/void': { access: 'admin', calls: 8 },
    'POST /api/admin/cleanup-expired-bets': { access: 'admin', calls: 3 },
    'DELETE /api/admin/invitations/{id}': { access: 'admin', calls: 4 },
  },
});
