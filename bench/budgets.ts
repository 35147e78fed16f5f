/**
 * The most DynamoDB calls one request of each endpoint may make, on a warm container (teams cached),
 * set to what each makes today so that any new call is noticed. Every signed-in request starts with
 * the session's GetItem of the user, and every route but the three the route table marks `none` makes
 * its flood limit's UpdateItem (docs/decisions.md, "Flood limits"). Raising a budget is a design
 * decision: say why in the commit.
 * Sign-in and uploads are measured by `npm run bench` only (bench/endpoints.ts, NOT_PER_REQUEST).
 */
export const DYNAMODB_CALL_BUDGETS: Record<string, number> = {
  'GET /api/login': 1,
  'GET /api/callback': 3,
  // The user, the flood limit, the ended sign-in; a fourth drops ended sign-ins past 30 days.
  'POST /api/logout': 4,
  'GET /api/auth/user': 1,
  'POST /api/register': 4,
  // The flood limit, the token's pointer, then its invitation.
  'POST /api/register/check': 3,
  // The week's games, then their tallies of the group's bets in one BatchGet.
  'GET /api/games/{season}/{week}': 4,
  // The game and its bets' Query side by side; the bets' games are the one game (a BatchGet).
  'GET /api/games/{id}': 5,
  'GET /api/teams': 1,
  // The season under way from the schedule's two Queries; the latest week with results from the
  // all-time rows' Query, beside them.
  'GET /api/seasons': 5,
  'GET /api/betting-lines/{week}': 5,
  'GET /api/betting-lines/{season}/{week}': 3,
  // Plus the player's open bets, read beside the game for the cap on open proposals.
  'POST /api/bets': 6,
  'POST /api/bets/{id}/accept': 6,
  'DELETE /api/bets/{id}': 6,
  'POST /api/bets/{id}/propose-settlement': 6,
  'POST /api/bets/{id}/accept-settlement': 8,
  // Plus one Query per started game of a bet still to settle, for the score others settled it at
  // (docs/product.md, One final score per game): the prepared request has two such games.
  'GET /api/bets/my': 6,
  // The polled one: the session's own call, a BatchGetItem of the user and the group's proposals
  // stamp, answers it (docs/decisions.md).
  'HEAD /api/bets/my': 1,
  'GET /api/bets/available': 4,
  // The ledger's settlement entries, the user's copies of those bets, their games.
  'GET /api/bets/history': 5,
  // The bet and its game; plus one Query when it is still to settle on a started game (as My Bets).
  'GET /api/bets/{id}': 4,
  'GET /api/transactions': 3,
  'GET /api/members': 3,
  'GET /api/activity': 3,
  'GET /api/comments': 3,
  // The bet or game commented on must exist.
  'POST /api/comments': 4,
  'DELETE /api/comments/{id}': 4,
  'GET /api/leaderboard/weekly/{season}/{week}': 4,
  'GET /api/leaderboard/season/{season}': 4,
  'GET /api/leaderboard/all-time': 4,
  'PATCH /api/user/preferences': 3,
  'POST /api/user/sign-out-everywhere': 3,
  'POST /api/user/phone/code': 4,
  'POST /api/user/phone/confirm': 4,
  // Both count the use against the caller's hourly limit first.
  'POST /api/test-sms': 3,
  'POST /api/test-pregame-notifications': 4,
  // The caller's devices, one Query of their partition (the VAPID key is not the table's).
  'GET /api/user/devices': 3,
  // The caller's devices (is it new, and is there room?), then the device's one UpdateItem.
  'PUT /api/user/devices': 4,
  'DELETE /api/user/devices/{id}': 3,
  'GET /api/users': 3,
  'GET /api/admin/users': 3,
  // Five COUNTs and the users' summary.
  'GET /api/admin/stats': 8,
  'GET /api/admin/audit': 3,
  // Marks the run started and answers it; the audit's own Scan runs apart, in its own function.
  'POST /api/admin/audit': 4,
  // The feed's bookkeeping item.
  'GET /api/admin/feed': 3,
  // Fetch Now reaches out to the feed and waits for the import a changed file runs, so its calls are
  // not per request (NOT_PER_REQUEST; bench/feed.ts counts the import's). Unchanged: the feed's item
  // read and written.
  'POST /api/admin/feed/fetch': 5,
  // Open games and the accepted and pending bets, by index; the bets' games and players.
  'GET /api/admin/games/started': 7,
  // The game, its final score, its bets, then per bet (one here) its settlement's reads and transaction.
  'POST /api/admin/games/{id}/score': 10,
  'GET /api/admin/users/{id}/bet-counts': 4,
  'PATCH /api/admin/users/{id}/balance': 4,
  'PATCH /api/admin/users/{id}/status': 5,
  // Plus one Query for their push devices, removed after (a delete each; the prepared user has none).
  'DELETE /api/admin/users/{id}': 7,
  // The user (for the ledger's length) beside the page.
  'GET /api/admin/users/{id}/transactions': 4,
  // Only to a number a user confirmed: the user list is the lookup; then the number's own limit.
  'POST /api/admin/test-sms': 4,
  // One Query per status, then the page's games and users.
  'GET /api/admin/bets': 9,
  'POST /api/admin/bets/{id}/settle': 8,
  'GET /api/admin/games/{id}/bet-counts': 4,
  // The session, the flood limit, the game, its bets; then per accepted bet voided: the bet, both
  // players, one transaction.
  'POST /api/admin/games/{id}/void': 8,
  'POST /api/admin/cleanup-expired-bets': 3,
  'POST /api/games/upload-csv': 5,
  'POST /api/betting-lines/upload-csv': 5,
  'GET /api/admin/invitations': 3,
  // The email's registered user, its limit of invitations an hour, then the invitation.
  'POST /api/admin/invitations': 6,
  'DELETE /api/admin/invitations/{id}': 4,
};
