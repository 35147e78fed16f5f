import { phoneCodeInput } from '../../domain/phone-codes';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { confirmPhoneCode } from '../store/phone-codes';
import { toApiUser } from './api-user';

/** POST /api/user/phone/confirm: the code texted to the user's number confirms it; answers the user. */
export const handler = endpoint({ body: phoneCodeInput }, async ({ body, user }) =>
  json(toApiUser(await confirmPhoneCode(user, body.code, new Date()))),
);
