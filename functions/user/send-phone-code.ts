import { PRODUCT_NAME } from '../../domain/constants';
import { Conflict, InvalidRequest } from '../../domain/errors';
import { PHONE_CODE_MINUTES } from '../../domain/phone-codes';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { sendSms } from '../notifications/sms';
import { newPhoneCode } from '../store/phone-codes';
import { recipientSubject, takeRateLimit } from '../store/rate-limits';
import { usersWithConfirmedPhone } from '../store/user-list';

const CODES = {
  name: 'phone-code',
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'You can ask for 5 codes an hour. Please try again later.',
};

/** Whoever asks, one number gets at most 3 codes an hour (docs/decisions.md, One recipient, ...). */
const CODES_PER_NUMBER = {
  name: 'phone-code-number',
  limit: 3,
  windowSeconds: 60 * 60,
  message: 'This number has had 3 codes this hour. Please try again later.',
};

export const NUMBER_TAKEN = 'Another member has confirmed this number. Enter your own number to get texts.';

/**
 * POST /api/user/phone/code: texts a 6-digit code to the user's saved number, the one message that
 * goes to a number before it is confirmed (docs/decisions.md, Phone numbers). A number someone else
 * confirmed is theirs: no code goes to it.
 */
export const handler = endpoint({}, async ({ user }) => {
  const phone = user.phoneNumber;
  if (!phone) throw new InvalidRequest('Add a phone number first');
  if (user.phoneConfirmedAt) throw new Conflict('This number is already confirmed');
  const owners = await usersWithConfirmedPhone(phone);
  if (owners.some((owner) => owner.id !== user.id)) throw new Conflict(NUMBER_TAKEN);
  await takeRateLimit(CODES, user.id);
  await takeRateLimit(CODES_PER_NUMBER, recipientSubject(phone));
  const { code, expiresAt } = await newPhoneCode(user.id, phone, new Date());
  await sendSms({
    to: phone,
    body: `${PRODUCT_NAME}: your code is ${code}. It confirms this number for ${PRODUCT_NAME} texts and works for ${PHONE_CODE_MINUTES} minutes. Didn't ask for it? Ignore this message.`,
  });
  return json({ phone, expiresAt, message: `We texted a 6-digit code to ${phone}` });
});
