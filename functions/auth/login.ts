import * as z from 'zod/mini';
import { looksLikeEmail } from '../../domain/email';
import { publicEndpoint } from '../http/endpoint';
import { authorizationRedirect } from './authorize';
import { returnPathOf } from './return-path';

/** An email address is at most 254 characters (RFC 5321). */
const MAX_EMAIL = 254;

/** Both optional, and only ever ignored when they are not what they should be: sign-in goes on. */
const query = z.object({ returnTo: z.optional(z.string()), loginHint: z.optional(z.string()) });

/**
 * Starts the authorization code flow (authorize.ts). `returnTo` (a path of the app) is kept for the
 * callback to return to; `loginHint` (an email, from registration) fills the identity provider's
 * sign-in form.
 */
export const handler = publicEndpoint({ query }, ({ query }) =>
  authorizationRedirect({
    returnTo: returnPathOf(query.returnTo),
    loginHint:
      query.loginHint && query.loginHint.length <= MAX_EMAIL && looksLikeEmail(query.loginHint)
        ? query.loginHint
        : undefined,
  }),
);
