import { apiFunction } from '../http/api-function';

/** The sign-in redirect: it touches nothing but the flood-limit counters. */
export const signIn = apiFunction({
  name: 'sign-in',
  uses: [],
  routes: {
    'GET /api/login': { access: 'public', calls: 1 },
  },
});
