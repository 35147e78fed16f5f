import { endpoint } from '../http/endpoint';
import { headersOnly } from '../http/responses';

/**
 * HEAD /api/bets/my, polled every 5 s by every signed-in browser: answers from the user item the
 * session already read, so it costs that one GetItem and nothing more. Last-Modified has whole
 * seconds; the ETag tells apart two changes within one second.
 */
export const handler = endpoint({}, ({ user }) =>
  headersOnly({
    'last-modified': new Date(user.betsChangedAt).toUTCString(),
    etag: `"${Date.parse(user.betsChangedAt)}"`,
  }),
);
