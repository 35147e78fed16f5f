import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { logger } from '../observability/logger';
import { countingCalls } from '../observability/aws-calls';

/** Created once per container, with the SDK's standard retries, its calls counted on the log line. */
export const cognito = countingCalls(
  new CognitoIdentityProviderClient({ retryMode: 'standard', maxAttempts: 3 }),
  'Cognito',
);

/**
 * Revokes every refresh token of the user at Cognito (its global sign-out), after the app has ended
 * every sign-in of theirs (docs/decisions.md, Signing out): defence in depth, since what an old
 * refresh token mints opens nothing here anyway. Cognito takes the email for the username, the pool's
 * sign-in alias. Off the cloud there is no Cognito: the dev identity provider's grants simply lapse.
 * A failure is logged for the operator and does not undo the sign-out.
 */
export async function signOutAtProvider(email: string): Promise<void> {
  const userPoolId = process.env.COGNITO_USER_POOL_ID;
  if (!userPoolId) return;
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: email }));
  } catch (error) {
    // Never signed up at Cognito (an account made by an admin's invitation and never used): nothing to revoke.
    if (error instanceof UserNotFoundException) return;
    logger.warn('Cognito global sign-out failed; the app refuses the sessions anyway', { error });
  }
}
