import { serveRoutes } from '../http/api-function';
import { handler as activityList } from '../activity/list';
import { handler as adminAudit } from '../admin/audit';
import { handler as adminBetsList } from '../admin/bets/list';
import { handler as adminFeedStatus } from '../admin/feed/status';
import { handler as adminGamesBetCounts } from '../admin/games/bet-counts';
import { handler as adminGamesStarted } from '../admin/games/started';
import { handler as adminInvitationsList } from '../admin/invitations/list';
import { handler as adminStats } from '../admin/stats';
import { handler as adminUsersBetCounts } from '../admin/users/bet-counts';
import { handler as adminUsersList } from '../admin/users/list';
import { handler as adminUsersTransactions } from '../admin/users/transactions';
import { handler as betsAvailable } from '../bets/available';
import { handler as betsHistory } from '../bets/history';
import { handler as betsMy } from '../bets/my';
import { handler as betsOne } from '../bets/one';
import { handler as commentsList } from '../comments/list';
import { handler as gamesBettingLines } from '../games/betting-lines';
import { handler as gamesOne } from '../games/one';
import { handler as gamesSeasons } from '../games/seasons';
import { handler as gamesWeek } from '../games/week';
import { handler as leaderboardAllTime } from '../leaderboard/all-time';
import { handler as leaderboardSeason } from '../leaderboard/season';
import { handler as leaderboardWeekly } from '../leaderboard/weekly';
import { handler as registrationCheckInvitation } from '../registration/check-invitation';
import { handler as userMembers } from '../user/members';
import { handler as walletTransactions } from '../wallet/transactions';
import { reads } from './reads.routes';

/** The reads function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(reads, {
  'GET /api/games/{season}/{week}': gamesWeek,
  'POST /api/register/check': registrationCheckInvitation,
  'GET /api/games/{id}': gamesOne,
  'GET /api/seasons': gamesSeasons,
  'GET /api/betting-lines/{week}': gamesBettingLines,
  'GET /api/betting-lines/{season}/{week}': gamesBettingLines,
  'GET /api/bets/my': betsMy,
  'GET /api/bets/available': betsAvailable,
  'GET /api/bets/history': betsHistory,
  'GET /api/bets/{id}': betsOne,
  'GET /api/transactions': walletTransactions,
  'GET /api/members': userMembers,
  'GET /api/activity': activityList,
  'GET /api/comments': commentsList,
  'GET /api/leaderboard/weekly/{season}/{week}': leaderboardWeekly,
  'GET /api/leaderboard/season/{season}': leaderboardSeason,
  'GET /api/leaderboard/all-time': leaderboardAllTime,
  'GET /api/users': adminUsersList,
  'GET /api/admin/users': adminUsersList,
  'GET /api/admin/stats': adminStats,
  'GET /api/admin/audit': adminAudit,
  'GET /api/admin/feed': adminFeedStatus,
  'GET /api/admin/users/{id}/transactions': adminUsersTransactions,
  'GET /api/admin/users/{id}/bet-counts': adminUsersBetCounts,
  'GET /api/admin/bets': adminBetsList,
  'GET /api/admin/games/started': adminGamesStarted,
  'GET /api/admin/games/{id}/bet-counts': adminGamesBetCounts,
  'GET /api/admin/invitations': adminInvitationsList,
});
