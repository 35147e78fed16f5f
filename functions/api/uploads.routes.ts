import { apiFunction } from '../http/api-function';

/** CSV uploads: the file goes to the imports bucket, which runs its import. */
export const uploads = apiFunction({
  name: 'uploads',
  uses: ['table:read', 'imports:put'],
  routes: {
    'POST /api/games/upload-csv': { access: 'admin', calls: 5 },
    'POST /api/betting-lines/upload-csv': { access: 'admin', calls: 5 },
  },
});
