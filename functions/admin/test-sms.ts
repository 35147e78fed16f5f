import * as z from 'zod/mini';
import { PRODUCT_NAME } from '../../domain/constants';
import { InvalidRequest } from '../../domain/errors';
import { phoneNumberInput } from '../../domain/phone';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { sendSms } from '../notifications/sms';
import { recipientSubject, takeRateLimit } from '../store/rate-limits';
import { usersWithConfirmedPhone } from '../store/user-list';

const body = z.object({ phoneNumber: phoneNumberInput });

/** Whoever presses it, one number gets at most 3 test texts an hour (docs/decisions.md). */
const PER_NUMBER = {
  name: 'admin-test-sms',
  limit: 3,
  windowSeconds: 60 * 60,
  message: 'This number has had 3 test messages this hour. Please try again later.',
};

/**
 * POST /api/admin/test-sms: checks that SMS reaches a user's number, only one its owner has confirmed
 * (docs/decisions.md, Phone numbers).
 */
export const handler = endpoint({ body }, async ({ body }) => {
  if ((await usersWithConfirmedPhone(body.phoneNumber)).length === 0)
    throw new InvalidRequest('No user has confirmed this number: SMS goes only to confirmed numbers');
  await takeRateLimit(PER_NUMBER, recipientSubject(body.phoneNumber));
  await sendSms({
    to: body.phoneNumber,
    body: `${PRODUCT_NAME}: this is a test message from an admin. SMS from ${PRODUCT_NAME} reaches this phone.`,
  });
  return json({ success: true, message: `Test SMS sent to ${body.phoneNumber}` });
});
