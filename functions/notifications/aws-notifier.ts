import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { requiredEnv } from '../config';
import type { EmailMessage, Notifier, SmsMessage } from './notifier';

const ses = new SESClient({});
const sns = new SNSClient({});

export class AwsNotifier implements Notifier {
  async sendEmail({ to, subject, body }: EmailMessage): Promise<void> {
    await ses.send(
      new SendEmailCommand({
        Source: requiredEnv('EMAIL_SENDER'),
        Destination: { ToAddresses: [to] },
        Message: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Text: { Data: body, Charset: 'UTF-8' } },
        },
      }),
    );
  }

  async sendSms({ to, body }: SmsMessage): Promise<void> {
    await sns.send(
      new PublishCommand({
        PhoneNumber: to,
        Message: body,
        MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
      }),
    );
  }
}
