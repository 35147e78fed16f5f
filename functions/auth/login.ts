import * as z from 'zod/mini';
import { emailInput } from '../../domain/email';
import { publicEndpoint } from '../http/endpoint';
import { authorizationRedirect } from './authorize';
import { returnPathOf } from './return-path';

/** Both optional, and only ever ignored when they are not what they should be: sign-in goes on. */
const query = z.object({ returnTo: z.optional(z.string()), login_hint: z.optional(z.string()) });

/**
 * The email to fill the identity provider's form with, in the one form every email takes
 * (domain/email.ts); anything that is not an email is dropped, so no other text reaches the provider.
 */
function loginHintOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const email = emailInput.safeParse(text);
  return email.success ? email.data : undefined;
}

/**
 * Starts the authorization code flow (authorize.ts). `returnTo` (a path of the app) is kept for the
 * callback to return to; `login_hint` (an email, from registration) is passed on under the same
 * OpenID name to fill the identity provider's sign-in form (docs/decisions.md, "Sign-in returns to
 * the page asked for").
 */
export const handler = publicEndpoint({ query }, ({ query }) =>
  authorizationRedirect({ returnTo: returnPathOf(query.returnTo), loginHint: loginHintOf(query.login_hint) }),
);
