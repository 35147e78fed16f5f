/**
 * The most DynamoDB calls one request of each endpoint may make, on a warm container (teams cached),
 * set to what each makes today so that any new call is noticed. Every signed-in request starts with
 * the session's GetItem of the user. Raising a budget is a design decision: say why in the commit.
 * Sign-in and uploads are measured by `npm run bench` only (bench/endpoints.ts, NOT_PER_REQUEST).
 */
export const DYNAMODB_CALL_BUDGETS: Record<string, number> = {
  'GET /api/login': 0,
  'GET /api/callback': 2,
  'GET /api/logout': 2,
  'GET /api/auth/user': 1,
  'POST /api/register': 3,
  'GET /api/games/{season}/{week}': 2,
  'GET /api/teams': 1,
  // The season under way comes from the schedule: its two Queries, then the week's games.
  'GET /api/seasons': 3,
  'GET /api/betting-lines/{week}': 4,
  'GET /api/betting-lines/{season}/{week}': 2,
  'POST /api/bets': 4,
  'POST /api/bets/{id}/accept': 5,
  'DELETE /api/bets/{id}': 5,
  'POST /api/bets/{id}/propose-settlement': 5,
  'POST /api/bets/{id}/accept-settlement': 7,
  'GET /api/bets/my': 3,
  // The polled one: the session's own GetItem answers it (DESIGN.md).
  'HEAD /api/bets/my': 1,
  'GET /api/bets/available': 3,
  // The ledger's settlement entries, the user's copies of those bets, their games.
  'GET /api/bets/history': 4,
  'GET /api/transactions': 2,
  'GET /api/leaderboard/weekly/{season}/{week}': 3,
  'GET /api/leaderboard/season/{season}': 3,
  'GET /api/leaderboard/all-time': 3,
  'PATCH /api/user/preferences': 2,
  'POST /api/user/phone/code': 3,
  'POST /api/user/phone/confirm': 3,
  // Both count the use against the caller's hourly limit first.
  'POST /api/test-sms': 2,
  'POST /api/test-pregame-notifications': 3,
  'GET /api/users': 2,
  'GET /api/admin/users': 2,
  // Five COUNTs and the users' summary.
  'GET /api/admin/stats': 7,
  'GET /api/admin/audit': 2,
  'PATCH /api/admin/users/{id}/balance': 3,
  'PATCH /api/admin/users/{id}/status': 4,
  'DELETE /api/admin/users/{id}': 5,
  // The user (for the ledger's length) beside the page.
  'GET /api/admin/users/{id}/transactions': 3,
  // Only to a number a user confirmed: the user list is the lookup.
  'POST /api/admin/test-sms': 2,
  // One Query per status, then the page's games and users.
  'GET /api/admin/bets': 8,
  'POST /api/admin/bets/{id}/settle': 7,
  'GET /api/admin/games/{id}/bet-counts': 3,
  // The session, the game, its bets; then per accepted bet voided: the bet, both players, one transaction.
  'POST /api/admin/games/{id}/void': 7,
  'POST /api/admin/cleanup-expired-bets': 2,
  'POST /api/games/upload-csv': 4,
  'POST /api/betting-lines/upload-csv': 4,
  'GET /api/admin/invitations': 2,
  'POST /api/admin/invitations': 4,
  'DELETE /api/admin/invitations/{id}': 3,
};
