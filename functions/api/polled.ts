import { serveRoutes } from '../http/api-function';
import { handler as authCurrentUser } from '../auth/current-user';
import { handler as betsMyChanged } from '../bets/my-changed';
import { handler as gamesTeams } from '../games/teams';
import { polled } from './polled.routes';

/** The polled function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(polled, {
  'GET /api/auth/user': authCurrentUser,
  'GET /api/teams': gamesTeams,
  'HEAD /api/bets/my': betsMyChanged,
});
