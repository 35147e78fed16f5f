import { PRODUCT_NAME } from '../../domain/constants';
import { Conflict, InvalidRequest } from '../../domain/errors';
import { PHONE_CODE_MINUTES } from '../../domain/phone-codes';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { sendSms } from '../notifications/sms';
import { newPhoneCode } from '../store/phone-codes';
import { takeRateLimit } from '../store/rate-limits';

const CODES = {
  name: 'phone-code',
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'You can ask for 5 codes an hour. Please try again later.',
};

/**
 * POST /api/user/phone/code: texts a 6-digit code to the user's saved number, the one message that
 * goes to a number before it is confirmed (docs/decisions.md, Phone numbers).
 */
export const handler = endpoint({}, async ({ user }) => {
  const phone = user.phoneNumber;
  if (!phone) throw new InvalidRequest('Add a phone number first');
  if (user.phoneConfirmedAt) throw new Conflict('This number is already confirmed');
  await takeRateLimit(CODES, user.id);
  const { code, expiresAt } = await newPhoneCode(user.id, phone, new Date());
  await sendSms({
    to: phone,
    body: `${PRODUCT_NAME}: your code is ${code}. It confirms this number for ${PRODUCT_NAME} texts and works for ${PHONE_CODE_MINUTES} minutes. Didn't ask for it? Ignore this message.`,
  });
  return json({ phone, expiresAt, message: `We texted a 6-digit code to ${phone}` });
});
