import type { RegistrationResult } from '../../domain/users';
import { canonicalTimeZone, registrationInput } from '../../domain/users';
import { publicEndpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { registerWithInvitation } from '../store/invitations';

/**
 * docs/product.md, Invitations and users: token, firstName, lastName -> email, message. The user starts with
 * 1000.00.
 */
export const handler = publicEndpoint({ body: registrationInput }, async ({ body }) => {
  const user = await registerWithInvitation(body.token, {
    firstName: body.firstName,
    lastName: body.lastName,
    // One this runtime does not know is dropped (the default applies) rather than refusing the person.
    timeZone: body.timeZone === undefined ? undefined : canonicalTimeZone(body.timeZone),
  });
  const result: RegistrationResult = {
    email: user.email,
    message: 'Registration complete. Sign in to start betting.',
  };
  return json(result, 201);
});
