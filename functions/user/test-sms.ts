import { PRODUCT_NAME } from '../../domain/constants';
import { InvalidRequest } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { notifier } from '../notifications/notifier';

/** POST /api/test-sms: a message to the user's own phone. Answers where it went and through what. */
export const handler = endpoint({}, async ({ user }) => {
  if (!user.phoneNumber) throw new InvalidRequest('Add a phone number first');
  await notifier.sendSms({
    to: user.phoneNumber,
    body: `${PRODUCT_NAME}: test message. SMS notifications reach this phone.`,
  });
  return json({ phone: user.phoneNumber, provider: process.env.OUTBOX_FILE ? 'local outbox' : 'Amazon SNS' });
});
