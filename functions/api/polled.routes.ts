import { apiFunction } from '../http/api-function';

/** The reads every open tab repeats: counted against no flood limit, so each stays one DynamoDB call. */
export const polled = apiFunction({
  name: 'polled',
  uses: ['table:read'],
  limit: 'none',
  routes: {
    'GET /api/auth/user': { access: 'user', calls: 1 },
    'GET /api/teams': { access: 'user', calls: 1 },
    // The polled one: the session's own call, a BatchGetItem of the user and the group's proposals
    // stamp, answers it (docs/decisions.md).
    'HEAD /api/bets/my': { access: 'user', calls: 1 },
  },
});
