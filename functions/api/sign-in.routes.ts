import { apiFunction } from '../http/api-function';

/** The sign-in redirect and the sign-out page: they touch nothing but the flood-limit counters. */
export const signIn = apiFunction({
  name: 'sign-in',
  uses: [],
  routes: {
    'GET /api/login': { access: 'public', calls: 1 },
    'GET /api/logout': { access: 'public', calls: 1 },
  },
});
