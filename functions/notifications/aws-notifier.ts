import { awsFetch, regionalEndpoint } from '../aws-fetch';
import { requiredEnv } from '../config';
import type { EmailMessage, Notifier, SmsMessage } from './notifier';

/** Email through SES (its v2 API), text messages through SNS. */
export class AwsNotifier implements Notifier {
  async sendEmail({ to, subject, body }: EmailMessage): Promise<void> {
    await awsFetch('SES SendEmail', 'ses', `${regionalEndpoint('email')}/v2/email/outbound-emails`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        FromEmailAddress: requiredEnv('EMAIL_SENDER'),
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: { Text: { Data: body, Charset: 'UTF-8' } },
          },
        },
      }),
    });
  }

  async sendSms({ to, body }: SmsMessage): Promise<void> {
    await awsFetch('SNS Publish', 'sns', regionalEndpoint('sns'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams({
        Action: 'Publish',
        Version: '2010-03-31',
        PhoneNumber: to,
        Message: body,
        'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
        'MessageAttributes.entry.1.Value.DataType': 'String',
        'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
      }).toString(),
    });
  }
}
