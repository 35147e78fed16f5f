import { signOutAtProvider } from '../auth/provider-sign-out';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { endEverySignIn } from '../store/sessions';

/**
 * POST /api/user/sign-out-everywhere (Settings): ends every sign-in of the user, on every device,
 * this one included, and revokes their refresh tokens at Cognito (docs/decisions.md, Signing out).
 * The app then signs this browser out as Sign Out does, which also ends the identity provider's
 * session here.
 */
export const handler = endpoint({}, async ({ user }) => {
  await endEverySignIn(user.id, new Date());
  await signOutAtProvider(user.email);
  return json({ signedOut: true });
});
