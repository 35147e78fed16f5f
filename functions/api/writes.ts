import { serveRoutes } from '../http/api-function';
import { handler as adminBetsSettle } from '../admin/bets/settle';
import { handler as adminCleanupExpiredBets } from '../admin/cleanup-expired-bets';
import { handler as adminGamesScore } from '../admin/games/score';
import { handler as adminGamesVoid } from '../admin/games/void';
import { handler as adminInvitationsDelete } from '../admin/invitations/delete';
import { handler as adminUsersAdjustBalance } from '../admin/users/adjust-balance';
import { handler as authCallback } from '../auth/callback';
import { handler as authLogout } from '../auth/logout';
import { handler as betsAccept } from '../bets/accept';
import { handler as betsAcceptSettlement } from '../bets/accept-settlement';
import { handler as betsCancel } from '../bets/cancel';
import { handler as betsPropose } from '../bets/propose';
import { handler as betsProposeSettlement } from '../bets/propose-settlement';
import { handler as commentsAdd } from '../comments/add';
import { handler as commentsDelete } from '../comments/delete';
import { handler as registrationRegister } from '../registration/register';
import { handler as userConfirmPhone } from '../user/confirm-phone';
import { handler as userDeleteDevice } from '../user/delete-device';
import { handler as userDeviceSwitches } from '../user/device-switches';
import { handler as userPreferences } from '../user/preferences';
import { handler as userSaveDevice } from '../user/save-device';
import { writes } from './writes.routes';

/** The writes function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(writes, {
  'POST /api/bets': betsPropose,
  'GET /api/callback': authCallback,
  'POST /api/logout': authLogout,
  'POST /api/register': registrationRegister,
  'POST /api/bets/{id}/accept': betsAccept,
  'DELETE /api/bets/{id}': betsCancel,
  'POST /api/bets/{id}/propose-settlement': betsProposeSettlement,
  'POST /api/bets/{id}/accept-settlement': betsAcceptSettlement,
  'POST /api/comments': commentsAdd,
  'DELETE /api/comments/{id}': commentsDelete,
  'PATCH /api/user/preferences': userPreferences,
  'POST /api/user/phone/confirm': userConfirmPhone,
  'PUT /api/user/devices': userSaveDevice,
  'DELETE /api/user/devices/{id}': userDeleteDevice,
  'PATCH /api/user/devices/{id}': userDeviceSwitches,
  'PATCH /api/admin/users/{id}/balance': adminUsersAdjustBalance,
  'POST /api/admin/bets/{id}/settle': adminBetsSettle,
  'POST /api/admin/games/{id}/score': adminGamesScore,
  'POST /api/admin/games/{id}/void': adminGamesVoid,
  'POST /api/admin/cleanup-expired-bets': adminCleanupExpiredBets,
  'DELETE /api/admin/invitations/{id}': adminInvitationsDelete,
});
