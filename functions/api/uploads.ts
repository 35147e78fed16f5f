import { apiFunction } from '../http/api-function';

/** CSV uploads: the file goes to the imports bucket, which runs its import. */
export const uploads = apiFunction({
  name: 'uploads',
  uses: ['table:read', 'imports:put'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/games/upload-csv', access: 'admin', load: () => import('../imports/upload-schedule'), calls: 5 },
    { method: 'POST', path: '/api/betting-lines/upload-csv', access: 'admin', load: () => import('../imports/upload-lines'), calls: 5 },
  ],
});

export const { handler } = uploads;
