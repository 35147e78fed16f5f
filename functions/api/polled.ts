import { apiFunction } from '../http/api-function';

/** The reads every open tab repeats: counted against no flood limit, so each stays one DynamoDB call. */
export const polled = apiFunction({
  name: 'polled',
  uses: ['table:read'],
  limit: 'none',
  // prettier-ignore
  routes: [
    { method: 'GET', path: '/api/auth/user', access: 'user', load: () => import('../auth/current-user') },
    { method: 'GET', path: '/api/teams', access: 'user', load: () => import('../games/teams') },
    { method: 'HEAD', path: '/api/bets/my', access: 'user', load: () => import('../bets/my-changed') },
  ],
});

export const { handler } = polled;
