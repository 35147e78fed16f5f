import { apiFunction } from '../http/api-function';

/** The sign-in redirect: it touches nothing but the flood-limit counters. */
export const signIn = apiFunction({
  name: 'sign-in',
  uses: [],
  // prettier-ignore
  routes: [
    { method: 'GET', path: '/api/login', access: 'public', load: () => import('../auth/login'), calls: 1 },
  ],
});

export const { handler } = signIn;
