import { apiFunction } from '../http/api-function';

/** The reads every open tab repeats: counted against no flood limit, so each stays one DynamoDB call. */
export const polled = apiFunction({
  name: 'polled',
  uses: ['table:read'],
  limit: 'none',
  // prettier-ignore
  routes: [
    { method: 'GET', path: '/api/auth/user', access: 'user', load: () => import('../auth/current-user'), calls: 1 },
    { method: 'GET', path: '/api/teams', access: 'user', load: () => import('../games/teams'), calls: 1 },
    // The polled one: the session's own call, a BatchGetItem of the user and the group's proposals
    // stamp, answers it (docs/decisions.md).
    { method: 'HEAD', path: '/api/bets/my', access: 'user', load: () => import('../bets/my-changed'), calls: 1 },
  ],
});

export const { handler } = polled;
