import * as z from 'zod/mini';
import { PRODUCT_NAME } from '../../domain/constants';
import { phoneNumberInput } from '../../domain/users';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { notifier } from '../notifications/notifier';

const body = z.object({ phoneNumber: phoneNumberInput });

/** POST /api/admin/test-sms: checks that SMS reaches a number. */
export const handler = endpoint({ body }, async ({ body }) => {
  await notifier.sendSms({
    to: body.phoneNumber,
    body: `${PRODUCT_NAME} test message: SMS from ${PRODUCT_NAME} reaches this phone.`,
  });
  return json({ success: true, message: `Test SMS sent to ${body.phoneNumber}` });
});
