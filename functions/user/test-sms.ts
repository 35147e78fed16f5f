import { PRODUCT_NAME } from '../../domain/constants';
import { InvalidRequest } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { sendSms, smsProvider } from '../notifications/sms';
import { takeRateLimit } from '../store/rate-limits';
import { confirmedPhone } from '../../domain/users';

const TEST_SMS_LIMIT = {
  name: 'test-sms',
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'You can send 5 test messages an hour. Please try again later.',
};

/** POST /api/test-sms: a test message to the caller's own confirmed phone. Answers where it went and through what. */
export const handler = endpoint({}, async ({ user }) => {
  const phone = confirmedPhone(user);
  if (!phone) {
    throw new InvalidRequest(
      user.phoneNumber ? 'Confirm your phone number first' : 'Add a phone number first',
    );
  }
  await takeRateLimit(TEST_SMS_LIMIT, user.id);
  await sendSms({
    to: phone,
    body: `${PRODUCT_NAME}: this is a test message. SMS notifications reach this phone.`,
  });
  return json({ phone, provider: smsProvider() });
});
